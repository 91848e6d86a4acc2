import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { simulatorServer } from '@sim/node-setup';
import { ForgotPasswordDialog } from '@/features/auth/components/forgot-password-dialog';
import { TEST_API_BASE_URL, useSimulator } from '../../support/simulator';
import { renderInRouter } from './render-in-router';

useSimulator();

const open = () => renderInRouter(<ForgotPasswordDialog open onClose={vi.fn()} onEnterToken={vi.fn()} />);

describe('ForgotPasswordDialog', () => {
  it('validates the address, then shows the sent view with the server message', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Email Address' }));
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'clinical@demo.health');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('dialog', { name: 'Email Sent Successfully!' })).toHaveTextContent('Password reset token sent to email');
    expect(screen.getByText('Please check your email and click on the reset link to continue.')).toBeInTheDocument();
  });

  it('does not count a success that carries a body as sent', async () => {
    simulatorServer.use(
      http.post(`${TEST_API_BASE_URL}/users/forgot-password`, () =>
        HttpResponse.json({ success: true, message: '', body: { unexpected: true }, status: 200 }),
      ),
    );
    const { user } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'clinical@demo.health');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occurred while sending password reset email');
  });
});
