import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPendingVerification, rememberPendingVerification } from '@/components/verify-email/pending-verification';
import { VerifyEmailDialog } from '@/components/verify-email/verify-email-dialog';
import { clearSession } from '@/stores/auth-store';
import { useSimulator } from '../../support/simulator';
import { renderInRouter } from './render-in-router';

useSimulator();
afterEach(() => {
  forgetPendingVerification();
  clearSession();
});

const dialog = (props: Partial<Parameters<typeof VerifyEmailDialog>[0]> = {}) => (
  <VerifyEmailDialog open email="pending@demo.health" onClose={vi.fn()} resendEnabled {...props} />
);

describe('VerifyEmailDialog', () => {
  it('shows the address, keeps Verify disabled for an empty or blank code and checks the code', async () => {
    const { user } = await renderInRouter(dialog());
    expect(screen.getByRole('dialog', { name: 'Verify Your Email' })).toHaveTextContent('pending@demo.health');
    const verify = screen.getByRole('button', { name: 'Verify Email' });
    expect(verify).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '   ');
    expect(verify).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Verification Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '12-34');
    await user.click(verify);
    expect(await screen.findByText('Verification code must contain only letters and numbers')).toBeInTheDocument();
  });

  it('hides Cancel when the close button is disabled, and offers no resend when resend is off', async () => {
    await renderInRouter(dialog({ closeDisabled: true, resendEnabled: false }));
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Resend Verification Code/ })).not.toBeInTheDocument();
  });

  it('without a known user id, Resend is disabled and Change Email says to sign in again', async () => {
    const { user } = await renderInRouter(dialog());
    expect(screen.getByRole('button', { name: /Resend Verification Code/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    await user.click(screen.getByRole('button', { name: 'Update Email & Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User ID not found. Please login again.');
  });

  it('counts the cooldown of a code just sent, and shows the server message for a wrong code', async () => {
    rememberPendingVerification('me');
    const { user } = await renderInRouter(dialog());
    expect(screen.getByRole('button', { name: /Resend Verification Code \(60s\)/ })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification code is no longer valid. Please request a new code.');
  });
});
