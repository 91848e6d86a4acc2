import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { canSubmitCode, verifyCodeFormSchema } from '@/components/verify-email/verify-forms';
import { TextButton } from '@/components/auth-layout/text-button';
import { Button } from '@/components/ui/button/button';
import { DialogActions } from '@/components/ui/dialog/dialog-actions';
import { FormStack } from '@/components/ui/form-stack/form-stack';
import { TextField } from '@/components/ui/text-field/text-field';

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type VerifyCodeViewProps = {
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
  showCancel: boolean;
  resend: null | { onResend: () => void; onChangeEmail: () => void; secondsLeft: number; sending: boolean; disabled: boolean };
};

export function VerifyCodeView({ onVerify, onCancel, showCancel, resend }: VerifyCodeViewProps) {
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(verifyCodeFormSchema),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control, name: 'code' });

  return (
    <FormStack noValidate onSubmit={handleSubmit(({ code: value }) => onVerify(value))}>
      <TextField
        label="Verification Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={formState.errors.code?.message}
        {...register('code')}
      />
      {resend ? (
        <Links>
          <TextButton onClick={resend.onResend} disabled={resend.disabled || resend.sending || resend.secondsLeft > 0}>
            {resend.sending ? 'Sending...' : 'Resend Verification Code'}
            {resend.secondsLeft > 0 ? ` (${resend.secondsLeft}s)` : ''}
          </TextButton>
          <TextButton onClick={resend.onChangeEmail}>Change Email</TextButton>
        </Links>
      ) : null}
      <DialogActions>
        {showCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={!canSubmitCode(code)} busy={formState.isSubmitting} busyText="Verifying...">
          Verify Email
        </Button>
      </DialogActions>
    </FormStack>
  );
}
