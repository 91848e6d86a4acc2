import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { patientSchema } from '@healthcare-portal/contracts/documents/process-document';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { CheckboxField } from '@/components/ui/checkbox-field/checkbox-field';
import { FormStack } from '@/components/ui/form-stack/form-stack';
import { TextField } from '@/components/ui/text-field/text-field';
import { documentStore, setAllowMultiNote, useDocumentState } from '@/stores/document-store';
import { useDebouncedFormSave } from '../../hooks/use-debounced-form-save';
import { useProcessDocument } from '../../api/use-process-document';
import { ProcessingProgress } from '../processing-progress';
import { DateOfBirthField } from './date-of-birth-field';

// The request's own patient rules (and messages), under the form's field names.
const patientFormSchema = z.object({
  patientName: patientSchema.shape.name,
  dob: patientSchema.shape.dob,
  subscriberId: patientSchema.shape.subscriberId,
});
type PatientFormValues = z.input<typeof patientFormSchema>;

// Focusable and announced as unavailable until there is a document, so pressing it can say why (docs/spec/messages.md#document-toasts).
const ProcessButton = styled(Button)`
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export function PatientForm() {
  const saved = useDocumentState((state) => state.formData);
  const allowMultiNote = useDocumentState((state) => state.allowMultiNote);
  const hasDocument = useDocumentState((state) => state.uploadedFile !== null);
  const isProcessing = useDocumentState((state) => state.isProcessing);
  const { process, progress } = useProcessDocument();
  const { register, control, handleSubmit, formState } = useForm<PatientFormValues>({
    resolver: zodResolver(patientFormSchema),
    defaultValues: saved,
  });
  useDebouncedFormSave(useWatch({ control }) as PatientFormValues);
  const { errors } = formState;

  return (
    <Card title="Patient Details">
      <FormStack
        noValidate
        onSubmit={handleSubmit((values) => process({ name: values.patientName, dob: values.dob, subscriberId: values.subscriberId }))}
      >
        <TextField label="Patient Name" required autoComplete="off" error={errors.patientName?.message} {...register('patientName')} />
        <Controller
          control={control}
          name="dob"
          render={({ field, fieldState }) => (
            <DateOfBirthField value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
        <TextField label="Subscriber ID" required autoComplete="off" error={errors.subscriberId?.message} {...register('subscriberId')} />
        <CheckboxField
          label="Allow Multi Note"
          checked={allowMultiNote}
          onChange={(event) => documentStore.setState(setAllowMultiNote(event.target.checked))}
        />
        <ProcessButton type="submit" fullWidth busy={isProcessing} busyText="Processing..." aria-disabled={!hasDocument || undefined}>
          Process Document
        </ProcessButton>
        {isProcessing ? <ProcessingProgress progress={progress} /> : null}
      </FormStack>
    </Card>
  );
}
