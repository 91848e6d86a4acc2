import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@healthcare-portal/contracts/common-passwords';
import { EMAIL_MAX, NAME_MAX } from '@healthcare-portal/contracts/fields';
import { isSafeProfilePic } from '@healthcare-portal/contracts/profile-pic';
import { updateUserRequestSchema } from '@healthcare-portal/contracts/users/update-user';
import { signupFormSchema } from '@/features/auth/forms/sign-up-form';
import { resetPasswordPageFormSchema } from '@/features/auth/forms/reset-password-form';
import { messageFor } from './schema-messages';

const signup = {
  fullName: 'Ann Lee',
  email: 'ann@clinic.test',
  phoneNumber: '555-0100',
  role: 'Office Staff',
  password: 'Kestrel7@',
  confirmPassword: 'Kestrel7@',
  organizationAffiliation: 'Riverside',
  hipaaAcknowledgement: true,
};

describe('common passwords (issue 11, point 14)', () => {
  it.each(['Password1!', 'Qwerty123!', 'Iloveyou1!'])('%s is refused on sign-up and reset', async (password) => {
    expect(await messageFor(signupFormSchema, { ...signup, password, confirmPassword: password }, 'password')).toBe(
      COMMON_PASSWORD_MESSAGE,
    );
    expect(await messageFor(resetPasswordPageFormSchema, { newPassword: password, confirmPassword: password }, 'newPassword')).toBe(
      COMMON_PASSWORD_MESSAGE,
    );
  });

  it('lets an uncommon password through, the demo password included', async () => {
    expect(await messageFor(signupFormSchema, signup, 'password')).toBeUndefined();
    expect(
      await messageFor(signupFormSchema, { ...signup, password: 'Demo@1234', confirmPassword: 'Demo@1234' }, 'password'),
    ).toBeUndefined();
  });
});

describe('length caps (issue 11, point 6)', () => {
  it.each([
    ['fullName', 'a'.repeat(NAME_MAX + 1), `Full name must be at most ${NAME_MAX} characters`],
    ['email', `${'a'.repeat(EMAIL_MAX)}@x.org`, `Email must be at most ${EMAIL_MAX} characters`],
    ['organizationAffiliation', 'a'.repeat(201), 'Organization affiliation must be at most 200 characters'],
    ['address', 'a'.repeat(501), 'Address must be at most 500 characters'],
    ['complianceId', 'a'.repeat(65), 'Compliance ID must be at most 64 characters'],
    ['phoneNumber', '1'.repeat(33), 'Phone number must be at most 32 characters'],
  ])('sign-up %s', async (field, value, message) => {
    expect(await messageFor(signupFormSchema, { ...signup, [field]: value }, field)).toBe(message);
  });

  it('profile updates have the same caps', async () => {
    expect(await messageFor(updateUserRequestSchema, { fullName: 'a'.repeat(NAME_MAX + 1) }, 'fullName')).toMatch(/at most/);
    expect(await messageFor(updateUserRequestSchema, { department: 'a'.repeat(201) }, 'department')).toMatch(/at most/);
  });
});

describe('profilePic (issue 11, point 13)', () => {
  it.each(['https://images.example.org/me.png', '/api/v1/files/uploads%2Fme'])('accepts %s', (url) => {
    expect(isSafeProfilePic(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'http://images.example.org/me.png',
    'data:image/png;base64,AAAA',
    '//evil.example/me.png',
    'https://user:pw@x.org/a.png',
    '/api/v1/files/../users',
  ])('refuses %s', (url) => {
    expect(isSafeProfilePic(url)).toBe(false);
  });
});
