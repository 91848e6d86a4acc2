import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { PHONE_HINT } from '@/config/field-hints';
import { TextField } from '@/components/ui/text-field/text-field';
import { editableFieldsFor, requiredFieldsFor, type ProfileField, type ProfileFormValues } from '../utils/profile-changes';

type FieldSpec = { label: string; type?: 'email' | 'tel'; autoComplete?: string; hint?: string; inputMode?: 'numeric' };

const FIELD_SPECS: Record<ProfileField, FieldSpec> = {
  fullName: { label: 'Full Name', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  phoneNumber: { label: 'Phone Number', type: 'tel', autoComplete: 'tel', hint: `For example ${PHONE_HINT}` },
  organizationAffiliation: { label: 'Organization Affiliation', autoComplete: 'organization' },
  department: { label: 'Department' },
  address: { label: 'Address', autoComplete: 'street-address' },
  complianceId: { label: 'Compliance ID' },
  professionalCredentials: { label: 'Professional Credentials' },
  npiNumber: { label: 'NPI Number', inputMode: 'numeric' },
  taxonomyCode: { label: 'Taxonomy Code' },
};

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

// Said only while the address is being changed: a hint that is always there reads as if something were wrong.
const NEW_EMAIL_HINT = 'A new address must be verified before you can use Docs Cloning and History again.';

type ProfileFormFieldsProps = {
  role: string;
  /** The e-mail differs from the stored one (letter case aside): its consequence is said under it. */
  emailChanging: boolean;
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
};

/** The editable fields for this role, required ones marked; the clinical three appear for Clinical Users only. */
export function ProfileFormFields({ role, emailChanging, register, errors }: ProfileFormFieldsProps) {
  const required = requiredFieldsFor(role);
  return (
    <Grid>
      {editableFieldsFor(role).map((field) => {
        const spec = FIELD_SPECS[field];
        return (
          <TextField
            key={field}
            label={spec.label}
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete ?? 'off'}
            inputMode={spec.inputMode}
            hint={field === 'email' && emailChanging ? NEW_EMAIL_HINT : spec.hint}
            required={required.includes(field)}
            error={errors[field]?.message}
            {...register(field)}
          />
        );
      })}
    </Grid>
  );
}
