import type { User } from '@healthcare-portal/contracts/user';
import { CLINICAL_FIELDS, CLINICAL_ROLE } from '@healthcare-portal/contracts/users/signup';
import type { UpdateUserRequest } from '@healthcare-portal/contracts/users/update-user';

/** Every field the Edit Profile modal can show, in the order it shows them. */
const PROFILE_FIELDS = [
  'fullName',
  'email',
  'phoneNumber',
  'organizationAffiliation',
  'department',
  'address',
  'complianceId',
  'professionalCredentials',
  'npiNumber',
  'taxonomyCode',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The profile fields, and the current password that a new e-mail for a verified account needs (never stored). */
export type ProfileFormValues = Record<ProfileField, string> & { currentPassword: string };
export type ProfileFormField = keyof ProfileFormValues;

export const isProfileField = (key: PropertyKey): key is ProfileField => (PROFILE_FIELDS as readonly PropertyKey[]).includes(key);
export const isProfileFormField = (key: PropertyKey): key is ProfileFormField => key === 'currentPassword' || isProfileField(key);

/** A verified address is the key to the account: moving it asks for the current password (docs/spec/server-rules.md#hardening). */
export const needsCurrentPassword = (user: User, changes: UpdateUserRequest): boolean =>
  changes.email !== undefined && user.isEmailVerified;

const ALWAYS_REQUIRED: readonly ProfileField[] = ['fullName', 'email', 'phoneNumber', 'organizationAffiliation'];
const isClinicalField = (field: ProfileField) => (CLINICAL_FIELDS as readonly string[]).includes(field);
const isClinical = (role: string) => role === CLINICAL_ROLE;

/** Only Clinical Users see and edit professional credentials, NPI number and taxonomy code (docs/spec/roles.md). */
export const editableFieldsFor = (role: string): readonly ProfileField[] =>
  isClinical(role) ? PROFILE_FIELDS : PROFILE_FIELDS.filter((field) => !isClinicalField(field));

export const requiredFieldsFor = (role: string): readonly ProfileField[] =>
  isClinical(role) ? [...ALWAYS_REQUIRED, ...CLINICAL_FIELDS] : ALWAYS_REQUIRED;

export function formValuesOf(user: User): ProfileFormValues {
  const fields = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field] ?? ''])) as Record<ProfileField, string>;
  return { ...fields, currentPassword: '' };
}

// An address that differs only in letter case is the same mailbox: sending it would make the account
// unverified and e-mail a new code for nothing.
const same = (field: ProfileField, next: string, current: string) =>
  field === 'email' ? next.toLowerCase() === current.toLowerCase() : next === current;

/**
 * docs/spec/validation.md#profile-edit: values are trimmed; only fields that changed after trimming are sent;
 * a required field cleared to empty is not sent (the stored value stays); an optional field cleared is sent as ''.
 */
export function profileChanges(user: User, values: ProfileFormValues): UpdateUserRequest {
  const required = requiredFieldsFor(user.role);
  const changes: UpdateUserRequest = {};
  for (const field of editableFieldsFor(user.role)) {
    const next = values[field].trim();
    const current = (user[field] ?? '').trim();
    if (same(field, next, current)) continue;
    if (next === '' && required.includes(field)) continue;
    changes[field] = next;
  }
  if (needsCurrentPassword(user, changes)) changes.currentPassword = values.currentPassword;
  return changes;
}
