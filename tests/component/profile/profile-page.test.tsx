import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/stores/auth-store';
import { useSimulator } from '../../support/simulator';
import { demoUser, renderAppAt } from '../layout/support/render-app';

useSimulator();
beforeEach(() => clearSession());

const UNVERIFIED_BANNER = 'Your email address is not verified. Please verify your email to access all features.';
const card = (name: string) => screen.getByRole('region', { name });

describe('Profile Details', () => {
  it('shows a verified Clinical User their details, credentials and the Edit button', async () => {
    await renderAppAt('/clinical/profile', demoUser('Clinical User'));
    expect(screen.getByRole('heading', { level: 2, name: 'Dr. Priya Raman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByText(UNVERIFIED_BANNER)).not.toBeInTheDocument();

    const contact = within(card('Contact Information'));
    expect(contact.getByText('clinical@demo.health')).toBeInTheDocument();
    expect(contact.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(contact.getByText('+1-555-010-1000')).toBeInTheDocument();
    expect(contact.getByText('100 Harbor Street, Springfield, IL 62701')).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    const work = within(card('Work Information'));
    expect(work.getByText('Riverside Medical Group')).toBeInTheDocument();
    expect(work.getByText('Clinical User')).toBeInTheDocument();
    expect(work.getByText('Revenue Integrity')).toBeInTheDocument();

    const credentials = within(card('Professional Credentials'));
    expect(credentials.getByText('MD')).toBeInTheDocument();
    expect(credentials.getByText('1234567893')).toBeInTheDocument();
    expect(credentials.getByText('207R00000X')).toBeInTheDocument();

    const compliance = within(card('Compliance & Security'));
    expect(compliance.getByText('CMP-1000')).toBeInTheDocument();
    expect(compliance.getByText('Acknowledged')).toBeInTheDocument();
  });

  it('falls back to the SPEC wording for missing details and hides credentials from other roles', async () => {
    const sparse = demoUser('Office Staff', {
      fullName: '',
      phoneNumber: '',
      address: undefined,
      organizationAffiliation: '',
      department: undefined,
      complianceId: undefined,
      hipaaAcknowledgement: false,
    });
    await renderAppAt('/staff/profile', sparse);
    expect(screen.getByRole('heading', { level: 2, name: 'Name not available' })).toBeInTheDocument();
    const contact = within(card('Contact Information'));
    expect(contact.getByText('Phone').nextElementSibling).toHaveTextContent('Not provided');
    expect(contact.queryByText('Address')).not.toBeInTheDocument();
    expect(within(card('Work Information')).getByText('Organization not specified')).toBeInTheDocument();
    expect(within(card('Compliance & Security')).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Professional Credentials' })).not.toBeInTheDocument();
  });

  it("says 'Role not specified' when the stored user has no role name", async () => {
    await renderAppAt('/profile', demoUser('Office Staff', { role: '' }));
    expect(within(card('Work Information')).getByText('Role not specified')).toBeInTheDocument();
  });
});

describe('Profile Details for an unverified user', () => {
  const unverified = () => demoUser('Office Staff', { isEmailVerified: false });

  it('shows the yellow banner, hides Edit and opens the verify dialog at once', async () => {
    await renderAppAt('/staff/profile', unverified());
    expect(screen.getByText(UNVERIFIED_BANNER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(card('Contact Information')).getByRole('img', { name: 'Not verified' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toHaveTextContent('staff@demo.health');
  });

  it('reopens the verify dialog, with resend offered, from the banner', async () => {
    const { user } = await renderAppAt('/staff/profile', unverified());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /resend verification code/i })).toBeInTheDocument();
  });

  it('locks Docs Cloning and History in the bottom bar, announcing why, and keeps Profile', async () => {
    await renderAppAt('/staff/profile', unverified());
    const bar = within(screen.getByRole('navigation', { name: 'Main navigation', hidden: true }));
    for (const label of ['Docs Cloning', 'History']) {
      const item = bar.getByRole('link', { name: new RegExp(label), hidden: true });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).not.toHaveAttribute('href');
      expect(item).toHaveAccessibleName(`${label} (unavailable until your email is verified)`);
    }
    expect(bar.getByRole('link', { name: 'Profile', hidden: true })).toHaveAttribute('href', '/staff/profile');
  });
});
