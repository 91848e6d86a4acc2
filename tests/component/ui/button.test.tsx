import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button/button';
import { renderWithTheme } from './render-with-theme';

describe('Button', () => {
  it('runs its click handler when activated by mouse or keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderWithTheme(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('shows the busy text with a spinner, sets aria-busy and cannot be pressed while busy', async () => {
    const onClick = vi.fn();
    const { user } = renderWithTheme(
      <Button busy busyText="Signing in..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveTextContent('Sign In');
    expect(button.querySelector('[data-spinner]')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label when busy without busy text', () => {
    renderWithTheme(<Button busy>Upload</Button>);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('is not busy by default and keeps styling props off the DOM', () => {
    renderWithTheme(
      <Button variant="danger" size="sm" fullWidth>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    expect(button).not.toHaveAttribute('fullwidth');
  });

  it('forwards its ref and native props such as type and form submission', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button ref={ref} type="submit" data-testid="submit">
          Send
        </Button>
      </form>,
    );
    expect(ref.current).toBe(screen.getByTestId('submit'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
