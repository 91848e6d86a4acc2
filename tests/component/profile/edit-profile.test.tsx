import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failNext } from '@sim/lib/controls';
import { simulatorServer } from '@sim/node-setup';
import { clearSession, currentUser } from '@/stores/auth-store';
import { TEST_API_BASE_URL, useSimulator } from '../../support/simulator';
import { renderSignedInAt } from '../layout/support/render-app';

useSimulator();
beforeEach(() => clearSession());

// What the modal sent: the edit rules are about the request body.
let sentBodies: unknown[] = [];
const recordBodies = ({ request }: { request: Request }) => {
  if (request.method === 'PATCH')
    void request
      .clone()
      .json()
      .then((body: unknown) => sentBodies.push(body));
};
beforeEach(() => {
  sentBodies = [];
  simulatorServer.events.on('request:start', recordBodies);
});
afterEach(() => simulatorServer.events.removeListener('request:start', recordBodies));

const dialog = () => screen.getByRole('dialog', { name: 'Edit Profile' });
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`));
const updateButton = () => within(dialog()).getByRole('button', { name: 'Update Profile' });

async function openEditor(path: string, email: string) {
  const rendered = await renderSignedInAt(path, email);
  await rendered.user.click(screen.getByRole('button', { name: 'Edit' }));
  return rendered;
}

describe('Edit Profile', () => {
  it('keeps Update disabled, with the reason, until something changes; the page does not scroll meanwhile', async () => {
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    expect(document.body.style.overflow).toBe('hidden');
    expect(updateButton()).toHaveAttribute('aria-disabled', 'true');
    expect(updateButton()).toHaveAccessibleDescription('No changes detected');

    await user.type(field('Department'), '  ');
    expect(updateButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(updateButton());
    expect(sentBodies).toEqual([]);

    await user.type(field('Department'), 'x');
    expect(updateButton()).not.toHaveAttribute('aria-disabled', 'true');

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and starts afresh from the stored user when opened again', async () => {
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    await user.type(field('Department'), ' North');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Department')).toHaveValue('Revenue Integrity');
    expect(sentBodies).toEqual([]);
  });

  it('as a Clinical User sends only trimmed changes, keeps cleared required fields, sends cleared optional ones as empty', async () => {
    const { user } = await openEditor('/clinical/profile', 'clinical@demo.health');
    expect(field('NPI Number')).toHaveValue('1234567893');

    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), '  Dr. Priya R. Raman  ');
    await user.clear(field('Department'));
    await user.clear(field('NPI Number'));
    await user.clear(field('Phone Number'));
    await user.click(updateButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies).toEqual([{ fullName: 'Dr. Priya R. Raman', department: '' }]);
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Your profile information has been updated successfully')).toBeInTheDocument();
    expect(currentUser()).toMatchObject({ fullName: 'Dr. Priya R. Raman', department: '', npiNumber: '1234567893' });
    expect(screen.getByRole('heading', { level: 2, name: 'Dr. Priya R. Raman' })).toBeInTheDocument();
  });

  it('as Office Staff offers no clinical fields and saves an address', async () => {
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    expect(within(dialog()).queryByLabelText(/NPI Number/)).not.toBeInTheDocument();
    await user.clear(field('Address'));
    await user.type(field('Address'), '1 Elm Road');
    await user.click(updateButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies).toEqual([{ address: '1 Elm Road' }]);
    expect(screen.getByText('1 Elm Road')).toBeInTheDocument();
  });

  it('checks changed values with the shared rules before sending', async () => {
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), 'call me');
    await user.click(updateButton());
    expect(await within(dialog()).findByText('Invalid phone number format')).toBeInTheDocument();
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies).toEqual([]);
  });

  it("stays open with the server's message when the e-mail belongs to someone else", async () => {
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'admin@demo.health');
    await user.type(field('Current Password'), 'Demo@1234');
    await user.click(updateButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(currentUser()).toMatchObject({ email: 'staff@demo.health', isEmailVerified: true });
  });

  it("says 'Update failed. Please try again.' when the server refuses without a message", async () => {
    simulatorServer.use(
      http.patch(`${TEST_API_BASE_URL}/users/update/:userId`, () =>
        HttpResponse.json({ success: false, message: '', status: 500, body: null }, { status: 500 }),
      ),
    );
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    await user.type(field('Department'), ' East');
    await user.click(updateButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Update failed. Please try again.');
  });

  it("says 'Update failed. Please try again.' when the server fails (5xx), never its raw 'Internal Server Error'", async () => {
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    failNext('PATCH', '/users/update', 500);
    await user.type(field('Department'), ' East');
    await user.click(updateButton());
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Update failed. Please try again.');
    expect(alert).not.toHaveTextContent('Internal Server Error');
  });

  it('takes the last success toast away when a later save fails, so the two never show together', async () => {
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    await user.type(field('Department'), ' East');
    await user.click(updateButton());
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    failNext('PATCH', '/users/update', 500);
    await user.type(field('Department'), ' Wing');
    await user.click(updateButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Update failed. Please try again.');
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
  });

  it('says a new address must be verified only while the e-mail is being changed', async () => {
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    const hint = 'A new address must be verified before you can use Docs Cloning and History again.';
    expect(within(dialog()).queryByText(hint)).not.toBeInTheDocument();
    await user.type(field('Department'), ' East');
    expect(within(dialog()).queryByText(hint)).not.toBeInTheDocument();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'sam.ortiz@demo.health');
    expect(field('Email')).toHaveAccessibleDescription(hint);
    // The same address in other letters is no change (docs/profile.md).
    await user.clear(field('Email'));
    await user.type(field('Email'), 'STAFF@demo.health');
    expect(within(dialog()).queryByText(hint)).not.toBeInTheDocument();
  });

  it("says 'An error occurred during update. Please try again.' when the call itself fails", async () => {
    simulatorServer.use(http.patch(`${TEST_API_BASE_URL}/users/update/:userId`, () => HttpResponse.error()));
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    await user.type(field('Department'), ' East');
    await user.click(updateButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('An error occurred during update. Please try again.');
  });

  it('a new e-mail makes the account unverified at once: banner, no Edit, locked bar, verify dialog for the new address', async () => {
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'sam.ortiz@demo.health');
    await user.type(field('Current Password'), 'Demo@1234');
    await user.click(updateButton());

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog')).toHaveTextContent('sam.ortiz@demo.health');
    expect(currentUser()).toMatchObject({ email: 'sam.ortiz@demo.health', isEmailVerified: false });
    expect(screen.getByText(/Your email address is not verified/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Docs Cloning/, hidden: true })).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks a verified account for its current password before it moves the e-mail, and refuses a wrong one', async () => {
    const { user } = await openEditor('/staff/profile', 'staff@demo.health');
    expect(within(dialog()).queryByLabelText(/Current Password/)).not.toBeInTheDocument();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'sam.ortiz@demo.health');
    await user.click(updateButton());
    expect(await within(dialog()).findByText('Enter your current password to change your email')).toBeInTheDocument();
    expect(sentBodies).toEqual([]);

    await user.type(field('Current Password'), 'Wrong@1234');
    await user.click(updateButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The current password is incorrect');
    expect(field('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(currentUser()).toMatchObject({ email: 'staff@demo.health', isEmailVerified: true });
  });
});
