import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from '@/components/ui/spinner/spinner';
import { VisuallyHidden } from '@/components/ui/visually-hidden/visually-hidden';
import { renderWithTheme } from './render-with-theme';

describe('Spinner', () => {
  it('is a status with a default accessible label', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('can show its label visibly', () => {
    renderWithTheme(<Spinner label="Loading PDF..." showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading PDF...');
    expect(screen.getByText('Loading PDF...')).toBeVisible();
  });
});

describe('VisuallyHidden', () => {
  it('keeps text in the accessibility tree', () => {
    renderWithTheme(
      <button type="button">
        <VisuallyHidden>Open menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
