import { resetPasswordPath } from '@healthcare-portal/contracts/users/reset-link';
import { isRole, type Role } from '@healthcare-portal/contracts/roles';

/** The one place that spells role prefixes and paths (docs/spec/screens.md). */
export const ROLE_PREFIX: Record<Role, string> = {
  'Clinical User': '/clinical',
  Admin: '/admin',
  'Auditor User': '/auditor',
  'Office Staff': '/staff',
};

/** Roles outside the table use the unprefixed fallback family (/docs-cloning, /history, ...). */
export const FALLBACK_PREFIX = '';

export const AREA_PREFIXES = [...Object.values(ROLE_PREFIX), FALLBACK_PREFIX] as const;

export const prefixFor = (role: string | undefined): string => (isRole(role) ? ROLE_PREFIX[role] : FALLBACK_PREFIX);

export const paths = {
  signIn: '/',
  signUp: '/signup',
  resetPassword: resetPasswordPath,
  adminDashboard: '/admin/dashboard',
  adminNormalUser: '/admin/docs-cloning',
  history: (prefix: string) => `${prefix}/history`,
  auditReport: (prefix: string, id: string) => `${prefix}/history/audit-report/${encodeURIComponent(id)}`,
  docsCloning: (prefix: string) => `${prefix}/docs-cloning`,
  docsCloningCreate: (prefix: string) => `${prefix}/docs-cloning/create`,
  profile: (prefix: string) => `${prefix}/profile`,
} as const;

/**
 * Where a role lands after login, verification and reset
 * (docs/spec/screens.md#landing-after-sign-in-verification-or-reset: Admin lands on /admin/docs-cloning).
 */
export const landingFor = (role: string | undefined): string => paths.docsCloning(prefixFor(role));

/** The bottom bar is hidden on report detail pages. */
export const isAuditReportPath = (pathname: string): boolean =>
  AREA_PREFIXES.some((prefix) => pathname.startsWith(`${prefix}/history/audit-report`));
