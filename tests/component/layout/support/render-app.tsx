import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { App } from '@/app';
import type { User } from '@healthcare-portal/contracts/user';
import { login } from '@/api/users/login';
import { setCredentials } from '@/stores/auth-store';

export const DEMO_PASSWORD = 'Demo@1234';

type UserEventOptions = Parameters<typeof userEvent.setup>[0];

/** A demo account as the login answer stores it; override what a test needs. */
export function demoUser(role: 'Admin' | 'Clinical User' | 'Auditor User' | 'Office Staff', overrides: Partial<User> = {}): User {
  const base: Record<typeof role, User> = {
    Admin: { _id: 'user-admin', email: 'admin@demo.health', role: 'Admin', fullName: 'Alex Morgan', isEmailVerified: true },
    'Clinical User': {
      _id: 'user-clinical',
      email: 'clinical@demo.health',
      role: 'Clinical User',
      fullName: 'Dr. Priya Raman',
      isEmailVerified: true,
      professionalCredentials: 'MD',
      npiNumber: '1234567893',
      taxonomyCode: '207R00000X',
    },
    'Auditor User': {
      _id: 'user-auditor',
      email: 'auditor@demo.health',
      role: 'Auditor User',
      fullName: 'Jordan Lee',
      isEmailVerified: true,
    },
    'Office Staff': { _id: 'user-staff', email: 'staff@demo.health', role: 'Office Staff', fullName: 'Sam Ortiz', isEmailVerified: true },
  };
  return {
    phoneNumber: '+1-555-010-1000',
    organizationAffiliation: 'Riverside Medical Group',
    department: 'Revenue Integrity',
    address: '100 Harbor Street, Springfield, IL 62701',
    complianceId: 'CMP-1000',
    hipaaAcknowledgement: true,
    profilePic: null,
    ...base[role],
    ...overrides,
  };
}

/** The whole portal (real router, guards, stores and providers) opened at a path, signed in as `user`. */
export async function renderAppAt(path: string, user: User | null, userOptions?: UserEventOptions) {
  if (user) setCredentials({ user });
  // jsdom has no layout to scroll; the router's scroll restoration would only log "not implemented".
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.history.replaceState(null, '', path);
  const events = userEvent.setup(userOptions);
  const result = render(<App />);
  // Route components load lazily: wait for the page shell before handing over.
  await screen.findByRole('main');
  return { user: events, ...result };
}

/** After logout: on '/', with the sign-in screen (loaded lazily) shown, so no route work outlives the test. */
export async function expectSignInPage(): Promise<void> {
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  await waitFor(() => expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument());
  await screen.findByRole('heading', { level: 1 });
}

/** Signs a demo account in through the real login call (the simulator sets its session cookie) and opens `path`. */
export async function renderSignedInAt(path: string, email: string, userOptions?: UserEventOptions) {
  const { body } = await login({ email, password: DEMO_PASSWORD });
  if (!body) throw new Error(`${email} could not sign in`);
  return renderAppAt(path, body.user, userOptions);
}
