import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { PHONE_HINT } from '@/config/field-hints';
import { SIGNUP_ROLES } from '@healthcare-portal/contracts/roles';
import type { SignupForm } from '@/features/auth/forms/sign-up-form';
import { CheckboxField } from '@/components/ui/checkbox-field/checkbox-field';
import { SelectField } from '@/components/ui/select-field/select-field';
import { TextField } from '@/components/ui/text-field/text-field';

/** Two columns from tablet width; full-width rows span both. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const FullRow = styled.div`
  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }
`;

const ROLE_OPTIONS = SIGNUP_ROLES.map((role) => ({ value: role, label: role }));

type FieldsProps = { register: UseFormRegister<SignupForm>; errors: FieldErrors<SignupForm> };

/** The order of docs/spec/screens.md#sign-up-screen up to Department. */
export function AccountFields({ register, errors }: FieldsProps) {
  return (
    <>
      <TextField label="Full Name" autoComplete="name" required error={errors.fullName?.message} {...register('fullName')} />
      <TextField label="Email Address" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
        placeholder={PHONE_HINT}
        hint={`For example ${PHONE_HINT}`}
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <SelectField
        label="Role"
        required
        placeholder="Select your role"
        options={ROLE_OPTIONS}
        error={errors.role?.message}
        {...register('role')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <TextField
        label="Organization Affiliation"
        autoComplete="organization"
        required
        error={errors.organizationAffiliation?.message}
        {...register('organizationAffiliation')}
      />
      <TextField label="Department" error={errors.department?.message} {...register('department')} />
    </>
  );
}

/** Only while the role is Clinical User (all three required then, docs/spec/validation.md#sign-up). */
export function ClinicalFields({ register, errors }: FieldsProps) {
  return (
    <>
      <TextField
        label="Professional Credentials"
        required
        placeholder="e.g. MD, RN, NP"
        error={errors.professionalCredentials?.message}
        {...register('professionalCredentials')}
      />
      <TextField
        label="NPI Number"
        inputMode="numeric"
        required
        hint="10 digits"
        error={errors.npiNumber?.message}
        {...register('npiNumber')}
      />
      <TextField label="Taxonomy Code" required error={errors.taxonomyCode?.message} {...register('taxonomyCode')} />
    </>
  );
}

/** Compliance ID, Address and the HIPAA acknowledgement close the form. */
export function ComplianceFields({ register, errors }: FieldsProps) {
  return (
    <>
      <TextField label="Compliance ID" error={errors.complianceId?.message} {...register('complianceId')} />
      <TextField label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
      <FullRow>
        <CheckboxField
          label="I acknowledge the HIPAA privacy and security requirements for handling patient information."
          error={errors.hipaaAcknowledgement?.message}
          {...register('hipaaAcknowledgement')}
        />
      </FullRow>
    </>
  );
}
