import { z } from 'zod';

/** A user as the server answers it; extra fields are kept so the stored session stays whole. */
export const userSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    email: z.string(),
    role: z.string(),
    fullName: z.string().optional().default(''),
    profilePic: z.string().nullable().optional(),
    isEmailVerified: z.boolean(),
    phoneNumber: z.string().optional(),
    organizationAffiliation: z.string().optional(),
    department: z.string().optional(),
    address: z.string().optional(),
    professionalCredentials: z.string().optional(),
    npiNumber: z.string().optional(),
    taxonomyCode: z.string().optional(),
    complianceId: z.string().optional(),
    hipaaAcknowledgement: z.boolean().optional(),
  })
  .refine((user) => Boolean(user._id ?? user.id), 'A user must carry an id');

export type User = z.infer<typeof userSchema>;

export const userIdOf = (user: Pick<User, '_id' | 'id'>): string => user._id ?? user.id ?? '';

/** `{ user }`: the login, verify and reset answer, kept as the session (userInfo). */
export const sessionBodySchema = z.object({ user: userSchema });
export type SessionBody = z.infer<typeof sessionBodySchema>;
