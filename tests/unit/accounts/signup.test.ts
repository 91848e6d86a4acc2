import { describe, expect, it } from 'vitest';
import { signupFormSchema, toSignupRequest } from '@/features/auth/forms/sign-up-form';
import { signupRequestSchema } from '@healthcare-portal/contracts/users/signup';
import { messageFor } from './schema-messages';

const valid = {
  fullName: 'Ann Bee',
  email: 'ann@clinic.org',
  phoneNumber: '+1-555-123-4567',
  role: 'Office Staff',
  password: 'Kestrel7@',
  confirmPassword: 'Kestrel7@',
  organizationAffiliation: 'Riverside',
  department: '',
  address: '',
  complianceId: '',
  professionalCredentials: '',
  npiNumber: '',
  taxonomyCode: '',
  hipaaAcknowledgement: true,
};
const clinical = { ...valid, role: 'Clinical User', professionalCredentials: 'MD', npiNumber: '1234567890', taxonomyCode: '207Q00000X' };

describe('sign-up rules (docs/spec/validation.md)', () => {
  it.each([
    [{ fullName: '' }, 'fullName', 'Full name is required'],
    [{ fullName: 'A' }, 'fullName', 'Full name must be at least 2 characters'],
    [{ email: '' }, 'email', 'Email address is required'],
    [{ email: 'ann@' }, 'email', 'Invalid email format'],
    [{ phoneNumber: '' }, 'phoneNumber', 'Phone number is required'],
    [{ phoneNumber: '555-CALL' }, 'phoneNumber', 'Invalid phone number format'],
    [{ password: 'short1@', confirmPassword: 'short1@' }, 'password', 'Password must be at least 8 characters'],
    [{ confirmPassword: 'Kestrel7!' }, 'confirmPassword', 'Passwords must match'],
    [{ role: '' }, 'role', 'Role is required'],
    [{ role: 'Janitor' }, 'role', 'Invalid role selected'],
    [{ organizationAffiliation: ' ' }, 'organizationAffiliation', 'Organization affiliation is required'],
    [{ hipaaAcknowledgement: false }, 'hipaaAcknowledgement', 'HIPAA acknowledgement is required'],
  ])('%j -> %s: %s', async (change, field, message) => {
    expect(await messageFor(signupFormSchema, { ...valid, ...change }, field)).toBe(message);
  });

  it.each([
    [{ professionalCredentials: '' }, 'professionalCredentials', 'Professional credentials are required for Clinical Users'],
    [{ npiNumber: '123456789' }, 'npiNumber', 'NPI number must be exactly 10 digits'],
    [{ npiNumber: '12345678901' }, 'npiNumber', 'NPI number must be exactly 10 digits'],
    [{ npiNumber: '12345abcde' }, 'npiNumber', 'NPI number must be exactly 10 digits'],
    [{ taxonomyCode: '' }, 'taxonomyCode', 'Taxonomy code is required for Clinical Users'],
  ])('Clinical User %j -> %s: %s', async (change, field, message) => {
    expect(await messageFor(signupFormSchema, { ...clinical, ...change }, field)).toBe(message);
  });

  it('needs no clinical fields from other roles', async () => {
    expect((await signupFormSchema.safeParseAsync(valid)).success).toBe(true);
    expect((await signupFormSchema.safeParseAsync(clinical)).success).toBe(true);
  });

  it('the server schema accepts Admin as a role value (the handler refuses it with 403)', async () => {
    const { confirmPassword: _c, ...request } = { ...valid, role: 'Admin' };
    expect((await signupRequestSchema.safeParseAsync(request)).success).toBe(true);
  });
});

describe('the sign-up request', () => {
  it('never carries confirmPassword and leaves out empty optional fields', async () => {
    const request = toSignupRequest(await signupFormSchema.parseAsync(valid));
    expect(request).not.toHaveProperty('confirmPassword');
    expect(Object.keys(request).sort()).toEqual(
      ['email', 'fullName', 'hipaaAcknowledgement', 'organizationAffiliation', 'password', 'phoneNumber', 'role'].sort(),
    );
  });

  it('sends filled optional fields, and clinical fields only for Clinical Users', async () => {
    const filled = { department: 'Cardiology', address: '1 Main St', complianceId: 'C-1' };
    const staff = toSignupRequest(
      await signupFormSchema.parseAsync({ ...valid, ...filled, professionalCredentials: 'MD', npiNumber: '1234567890' }),
    );
    expect(staff).toMatchObject(filled);
    expect(staff).not.toHaveProperty('professionalCredentials');
    expect(staff).not.toHaveProperty('npiNumber');
    const doctor = toSignupRequest(await signupFormSchema.parseAsync(clinical));
    expect(doctor).toMatchObject({ professionalCredentials: 'MD', npiNumber: '1234567890', taxonomyCode: '207Q00000X' });
  });
});

describe('cross-field rules', () => {
  it('report beside other field errors, not only once every field is valid', async () => {
    const result = await signupFormSchema.safeParseAsync({ ...clinical, fullName: '', npiNumber: '123', confirmPassword: 'other' });
    const fields = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(fields).toEqual(expect.arrayContaining(['fullName', 'npiNumber', 'confirmPassword']));
  });
});
