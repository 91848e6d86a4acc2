import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/ui/text-field/text-field';
import { renderWithTheme } from './render-with-theme';

describe('TextField', () => {
  it('labels its input with a real label and links hint and error', () => {
    renderWithTheme(<TextField label="Email" hint="Your work address" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(screen.getByText('Email', { selector: 'label' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Your work address Email is required');
  });

  it('is valid and undescribed without hint or error, and keeps a caller description', () => {
    renderWithTheme(
      <>
        <p id="extra">Extra</p>
        <TextField label="Name" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Extra');
  });

  it('toggles a password between hidden and shown', async () => {
    const { user } = renderWithTheme(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('does not submit the form when the password toggle is pressed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <TextField label="Password" type="password" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows an end adornment such as a clear button', async () => {
    const onClear = vi.fn();
    const { user } = renderWithTheme(
      <TextField
        label="Patient Name"
        placeholder="Enter patient name..."
        endAdornment={
          <button type="button" aria-label="Clear patient name" onClick={onClear}>
            x
          </button>
        }
      />,
    );
    expect(screen.getByPlaceholderText('Enter patient name...')).toHaveAccessibleName('Patient Name');
    await user.click(screen.getByRole('button', { name: 'Clear patient name' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('works with react-hook-form register (ref, name, onChange, onBlur)', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ email: string; password: string }>({
        defaultValues: { email: '', password: '' },
        mode: 'onBlur',
      });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField label="Email" error={formState.errors.email?.message} {...register('email', { required: 'Email is required' })} />
          <TextField label="Password" type="password" {...register('password')} />
          <button type="submit">Sign In</button>
        </form>
      );
    }
    const { user } = renderWithTheme(<Form />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('name', 'email');

    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'nurse@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'nurse@example.org', password: 'secret-pass' }, expect.anything());
  });
});
