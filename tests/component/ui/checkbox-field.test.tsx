import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from '@/components/ui/checkbox-field/checkbox-field';
import { renderWithTheme } from './render-with-theme';

describe('CheckboxField', () => {
  it('is a labelled checkbox toggled by its label and by Space', async () => {
    const { user } = renderWithTheme(<CheckboxField label="Allow Multi Note" hint="Split into several notes" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Allow Multi Note' });
    expect(checkbox).toHaveAccessibleDescription('Split into several notes');
    await user.click(screen.getByText('Allow Multi Note'));
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('marks an error and works with react-hook-form register', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ hipaa: boolean }>({ defaultValues: { hipaa: false } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <CheckboxField label="I acknowledge HIPAA" error="Acknowledgement required" {...register('hipaa')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const { user } = renderWithTheme(<Form />);
    const checkbox = screen.getByRole('checkbox', { name: 'I acknowledge HIPAA' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Acknowledgement required');
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ hipaa: true }, expect.anything());
  });
});
