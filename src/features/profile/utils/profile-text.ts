// docs/spec/messages.md#profile, word for word.
export const PROFILE_TEXT = {
  unverifiedBanner: 'Your email address is not verified. Please verify your email to access all features.',
  nameMissing: 'Name not available',
  organizationMissing: 'Organization not specified',
  roleMissing: 'Role not specified',
  notProvided: 'Not provided',
  hipaaAcknowledged: 'Acknowledged',
  hipaaPending: 'Pending',
  noChanges: 'No changes detected',
  updatedTitle: 'Profile updated successfully',
  updatedDescription: 'Your profile information has been updated successfully',
  updateFailed: 'Update failed. Please try again.',
  updateError: 'An error occurred during update. Please try again.',
} as const;

/** A stored value, or the screen's fallback when it is missing or blank. */
export const orFallback = (value: string | null | undefined, fallback: string): string => value?.trim() || fallback;
