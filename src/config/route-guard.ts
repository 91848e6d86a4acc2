import { isRole } from '@healthcare-portal/contracts/roles';
import { FALLBACK_PREFIX, paths, prefixFor } from './paths';

export type GuardUser = { role: string; isEmailVerified: boolean };

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; replace: boolean; rememberOrigin: boolean };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string, options: { replace?: boolean; rememberOrigin?: boolean } = {}): GuardDecision => ({
  kind: 'redirect',
  to,
  replace: options.replace ?? false,
  rememberOrigin: options.rememberOrigin ?? false,
});

/**
 * docs/spec/screens.md#route-guard, as one pure function:
 * no user -> / (remembering the origin); wrong area -> the role's history (unknown roles -> /);
 * unverified -> the role's profile, replacing history.
 */
export function decideAccess(user: GuardUser | null, areaPrefix: string, pathname: string): GuardDecision {
  if (!user) return redirect(paths.signIn, { rememberOrigin: true });

  const ownPrefix = prefixFor(user.role);
  if (areaPrefix !== FALLBACK_PREFIX && !isRole(user.role)) return redirect(paths.signIn);
  if (ownPrefix !== areaPrefix) return redirect(paths.history(ownPrefix));

  const ownProfile = paths.profile(ownPrefix);
  if (!user.isEmailVerified && pathname !== ownProfile) return redirect(ownProfile, { replace: true });
  return allow;
}

/** Only Admin may open /admin/dashboard; everyone else goes to their history (or / when the role is unknown). */
export function decideAdminDashboardAccess(user: GuardUser | null, pathname: string): GuardDecision {
  if (!user) return redirect(paths.signIn, { rememberOrigin: true });
  if (user.role !== 'Admin') return decideAccess(user, '/admin', pathname);
  if (!user.isEmailVerified) return redirect(paths.profile('/admin'), { replace: true });
  return allow;
}

/** After sign-in: back to the remembered origin when it is in the user's own area, else the landing. */
export function safeOrigin(origin: string | undefined, role: string): string | undefined {
  if (!origin || !origin.startsWith('/') || origin.startsWith('//')) return undefined;
  const prefix = prefixFor(role);
  const path = origin.split(/[?#]/)[0] ?? '';
  const inArea = prefix === FALLBACK_PREFIX ? !/^\/(clinical|admin|auditor|staff)(\/|$)/.test(path) : path.startsWith(`${prefix}/`);
  return inArea && path !== '/' ? origin : undefined;
}
