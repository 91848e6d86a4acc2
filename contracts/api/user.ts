import { z } from 'zod/mini';

// zod/mini: the sign-in screen parses the session with these before its first paint (classic schemas compose them).

/** A user as the server answers it; extra fields are kept so the stored session stays whole. */
export const userSchema = z
  .object({
    _id: z.optional(z.string()),
    id: z.optional(z.string()),
    email: z.string(),
    role: z.string(),
    fullName: z._default(z.optional(z.string()), ''),
    profilePic: z.optional(z.nullable(z.string())),
    isEmailVerified: z.boolean(),
    phoneNumber: z.optional(z.string()),
    organizationAffiliation: z.optional(z.string()),
    department: z.optional(z.string()),
    address: z.optional(z.string()),
    professionalCredentials: z.optional(z.string()),
    npiNumber: z.optional(z.string()),
    taxonomyCode: z.optional(z.string()),
    complianceId: z.optional(z.string()),
    hipaaAcknowledgement: z.optional(z.boolean()),
  })
  .check(z.refine((user) => Boolean(user._id ?? user.id), 'A user must carry an id'));

export type User = z.infer<typeof userSchema>;

export const userIdOf = (user: Pick<User, '_id' | 'id'>): string => user._id ?? user.id ?? '';

/** `{ user }`: the login, verify and reset answer, kept as the session (userInfo). */
export const sessionBodySchema = z.object({ user: userSchema });
export type SessionBody = z.infer<typeof sessionBodySchema>;

/**
 * A sign-in or sign-up that still needs verifying answers no user id; the restricted session it set names
 * its own user on the server, so the verify dialog can address it as `me` (docs/accounts.md).
 */
export const SESSION_USER_ID = 'me';
