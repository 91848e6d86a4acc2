import { describe, expect, it } from 'vitest';
import { decideAccess, decideAdminDashboardAccess, safeOrigin } from '@/config/route-guard';

const clinical = { role: 'Clinical User', isEmailVerified: true };

describe('route guard', () => {
  it('sends a visitor without a session to / and remembers where they were going', () => {
    expect(decideAccess(null, '/clinical', '/clinical/history')).toEqual({
      kind: 'redirect',
      to: '/',
      replace: false,
      rememberOrigin: true,
    });
  });

  it('lets a verified user into their own area', () => {
    expect(decideAccess(clinical, '/clinical', '/clinical/history')).toEqual({ kind: 'allow' });
  });

  it("sends a user in another role's area to their own history", () => {
    expect(decideAccess(clinical, '/admin', '/admin/docs-cloning')).toMatchObject({ kind: 'redirect', to: '/clinical/history' });
    expect(decideAccess(clinical, '', '/docs-cloning')).toMatchObject({ kind: 'redirect', to: '/clinical/history' });
  });

  it('keeps an unverified user on their profile, replacing history', () => {
    const unverified = { ...clinical, isEmailVerified: false };
    expect(decideAccess(unverified, '/clinical', '/clinical/docs-cloning')).toEqual({
      kind: 'redirect',
      to: '/clinical/profile',
      replace: true,
      rememberOrigin: false,
    });
    expect(decideAccess(unverified, '/clinical', '/clinical/profile')).toEqual({ kind: 'allow' });
  });

  it('sends an unknown role to / from role areas but lets it use the fallback family', () => {
    const other = { role: 'Billing Clerk', isEmailVerified: true };
    expect(decideAccess(other, '/staff', '/staff/history')).toMatchObject({ kind: 'redirect', to: '/' });
    expect(decideAccess(other, '', '/docs-cloning')).toEqual({ kind: 'allow' });
    expect(decideAccess({ ...other, isEmailVerified: false }, '', '/docs-cloning')).toMatchObject({ to: '/profile', replace: true });
  });

  it('opens /admin/dashboard to Admin only', () => {
    expect(decideAdminDashboardAccess({ role: 'Admin', isEmailVerified: true }, '/admin/dashboard')).toEqual({ kind: 'allow' });
    expect(decideAdminDashboardAccess(clinical, '/admin/dashboard')).toMatchObject({ to: '/clinical/history' });
    expect(decideAdminDashboardAccess(null, '/admin/dashboard')).toMatchObject({ to: '/', rememberOrigin: true });
  });

  it('returns to a remembered origin only inside the user’s own area', () => {
    expect(safeOrigin('/clinical/history?page=2', 'Clinical User')).toBe('/clinical/history?page=2');
    expect(safeOrigin('/admin/dashboard', 'Clinical User')).toBeUndefined();
    expect(safeOrigin('//evil.example/x', 'Clinical User')).toBeUndefined();
    expect(safeOrigin(undefined, 'Admin')).toBeUndefined();
  });
});
