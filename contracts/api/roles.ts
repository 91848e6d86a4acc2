import { z } from 'zod/mini';

// zod/mini: the route guard reads the roles before the first paint.

export const ROLES = ['Clinical User', 'Admin', 'Auditor User', 'Office Staff'] as const;
export type Role = (typeof ROLES)[number];

/** Self sign-up may not choose Admin (docs/spec/roles.md). */
export const SIGNUP_ROLES = ['Clinical User', 'Auditor User', 'Office Staff'] as const satisfies readonly Role[];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** Empty: 'Role is required'; anything outside the four roles: 'Invalid role selected' (docs/spec/validation.md#sign-up). */
export const roleSchema = z.pipe(
  z.string({ error: 'Role is required' }).check(z.minLength(1, 'Role is required'), z.refine(isRole, 'Invalid role selected')),
  z.transform((value: string) => value as Role),
);
