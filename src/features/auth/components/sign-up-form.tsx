import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { CLINICAL_ROLE } from '@healthcare-portal/contracts/users/signup';
import { signupFormSchema, type SignupForm, type SignupFormValues } from '@/features/auth/forms/sign-up-form';
import { FormAlert } from '@/components/auth-layout/form-alert';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { FormStack } from '@/components/ui/form-stack/form-stack';
import { FooterText, TextLink } from './auth-form-parts';
import { AccountFields, ClinicalFields, ComplianceFields, FieldGrid } from './sign-up-fields';

const EMPTY: SignupForm = {
  fullName: '',
  email: '',
  phoneNumber: '',
  role: '',
  password: '',
  confirmPassword: '',
  organizationAffiliation: '',
  department: '',
  professionalCredentials: '',
  npiNumber: '',
  taxonomyCode: '',
  complianceId: '',
  address: '',
  hipaaAcknowledgement: false,
};

type SignUpFormProps = {
  error: string | null;
  onSubmit: (values: SignupFormValues, setServerErrors: (errors: Record<string, string>) => void) => Promise<void>;
};

export function SignUpForm({ error, onSubmit }: SignUpFormProps) {
  const { register, handleSubmit, formState, control, setError } = useForm<SignupForm, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const role = useWatch({ control, name: 'role' });
  const { errors, isSubmitting } = formState;
  const setServerErrors = (fieldErrors: Record<string, string>) => {
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (field in EMPTY) setError(field as Path<SignupForm>, { message });
    }
  };

  return (
    <FormStack noValidate onSubmit={handleSubmit((values) => onSubmit(values, setServerErrors))} aria-label="Create account">
      <FormAlert tone="error">{error}</FormAlert>
      <FieldGrid>
        <AccountFields register={register} errors={errors} />
        {role === CLINICAL_ROLE ? <ClinicalFields register={register} errors={errors} /> : null}
        <ComplianceFields register={register} errors={errors} />
      </FieldGrid>
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} busyText="Creating Account...">
        Create Account
      </Button>
      <FooterText>
        Already have an account?{' '}
        <TextLink as={Link} to={paths.signIn}>
          Sign in
        </TextLink>
      </FooterText>
    </FormStack>
  );
}
