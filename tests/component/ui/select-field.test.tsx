import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from '@/components/ui/select-field/select-field';
import { renderWithTheme } from './render-with-theme';

const roles = [
  { value: 'CLINICAL_USER', label: 'Clinical User' },
  { value: 'AUDITOR_USER', label: 'Auditor User' },
];

describe('SelectField', () => {
  it('labels the select, offers a placeholder and links the error', () => {
    renderWithTheme(<SelectField label="Role" options={roles} placeholder="Select a role" error="Role is required" />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(screen.getByRole('option', { name: 'Select a role' })).toHaveValue('');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Role is required');
  });

  it('works with react-hook-form register', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ role: string }>({ defaultValues: { role: '' } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <SelectField label="Role" options={roles} placeholder="Select a role" {...register('role')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const { user } = renderWithTheme(<Form />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Auditor User');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ role: 'AUDITOR_USER' }, expect.anything());
  });
});
