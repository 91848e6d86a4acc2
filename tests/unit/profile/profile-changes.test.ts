import { describe, expect, it } from 'vitest';
import type { User } from '@healthcare-portal/contracts/user';
import { editableFieldsFor, formValuesOf, profileChanges, requiredFieldsFor } from '@/features/profile/utils/profile-changes';

const staff = (overrides: Partial<User> = {}): User => ({
  _id: 'user-staff',
  email: 'staff@demo.health',
  role: 'Office Staff',
  fullName: 'Sam Ortiz',
  isEmailVerified: true,
  phoneNumber: '+1-555-010-1003',
  organizationAffiliation: 'Riverside Medical Group',
  department: 'Revenue Integrity',
  address: '100 Harbor Street',
  complianceId: 'CMP-1003',
  ...overrides,
});

const clinician = (overrides: Partial<User> = {}): User =>
  staff({
    _id: 'user-clinical',
    role: 'Clinical User',
    professionalCredentials: 'MD',
    npiNumber: '1234567893',
    taxonomyCode: '207R00000X',
    ...overrides,
  });

describe('profile edit rules', () => {
  it('sends nothing when nothing changed', () => {
    const user = staff();
    expect(profileChanges(user, formValuesOf(user))).toEqual({});
  });

  it('trims values and sends only fields that changed after trimming', () => {
    const user = staff();
    const values = { ...formValuesOf(user), fullName: '  Sam Ortiz  ', department: '  Billing ', phoneNumber: ' +1-555-010-1003' };
    expect(profileChanges(user, values)).toEqual({ department: 'Billing' });
  });

  it('does not send a required field that was cleared', () => {
    const user = staff();
    const values = { ...formValuesOf(user), fullName: '   ', email: '', phoneNumber: '', organizationAffiliation: ' ' };
    expect(profileChanges(user, values)).toEqual({});
  });

  it('sends a cleared optional field as empty text', () => {
    const user = staff();
    const values = { ...formValuesOf(user), department: '', address: '  ', complianceId: '' };
    expect(profileChanges(user, values)).toEqual({ department: '', address: '', complianceId: '' });
  });

  it('does not send an optional field that was empty and stays empty', () => {
    const user = staff({ address: undefined });
    expect(profileChanges(user, { ...formValuesOf(user), address: '   ' })).toEqual({});
  });

  it('treats the clinical fields as required for Clinical Users', () => {
    const user = clinician();
    expect(requiredFieldsFor(user.role)).toEqual(expect.arrayContaining(['professionalCredentials', 'npiNumber', 'taxonomyCode']));
    const values = { ...formValuesOf(user), professionalCredentials: '', npiNumber: ' ', taxonomyCode: ' 208D00000X ' };
    expect(profileChanges(user, values)).toEqual({ taxonomyCode: '208D00000X' });
  });

  it('offers the clinical fields only to Clinical Users and never sends them for other roles', () => {
    expect(editableFieldsFor('Office Staff')).not.toContain('npiNumber');
    expect(editableFieldsFor('Clinical User')).toContain('npiNumber');
    const user = staff();
    expect(profileChanges(user, { ...formValuesOf(user), npiNumber: '1234567893' })).toEqual({});
  });

  it('sends a new e-mail address, but not the same address in other letter case', () => {
    const user = staff();
    expect(profileChanges(user, { ...formValuesOf(user), email: ' Staff@Demo.Health ' })).toEqual({});
    const unverified = staff({ isEmailVerified: false });
    expect(profileChanges(unverified, { ...formValuesOf(unverified), email: ' sam@demo.health ' })).toEqual({ email: 'sam@demo.health' });
  });

  it('sends the current password with a new e-mail for a verified account, and only then', () => {
    const user = staff();
    const values = { ...formValuesOf(user), currentPassword: 'Demo@1234' };
    expect(profileChanges(user, { ...values, email: 'sam@demo.health' })).toEqual({
      email: 'sam@demo.health',
      currentPassword: 'Demo@1234',
    });
    expect(profileChanges(user, { ...values, department: 'Billing' })).toEqual({ department: 'Billing' });
  });

  it('reads missing profile fields as empty form values', () => {
    const user = staff({ department: undefined, address: undefined });
    expect(formValuesOf(user)).toMatchObject({ department: '', address: '', fullName: 'Sam Ortiz' });
  });
});
