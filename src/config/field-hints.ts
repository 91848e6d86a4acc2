/** The example phone number the sign-up and profile forms show. */
export const PHONE_HINT = '+1-555-123-4567';
