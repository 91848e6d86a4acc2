import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@healthcare-portal/contracts/common-passwords';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { renderInRouter } from './render-in-router';

// Issue 11, point 14: the form says what the server would, before anything is sent.
describe('sign-up with a common password', () => {
  it("shows 'This password is too common...' under Password and sends nothing", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = await renderInRouter(<SignUpForm error={null} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Password/), 'Password1!');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
