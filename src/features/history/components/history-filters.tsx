import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { appliedFilters, type AppliedFilters } from '../history-search';
import { ClearFieldButton } from './clear-field-button';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr auto;
    align-items: end;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

type HistoryFiltersProps = { applied: AppliedFilters; onApply: (filters: AppliedFilters) => void };

/**
 * The two search inputs hold drafts; Search applies them, trimmed. A field's clear button removes only
 * that filter; Clear Filters removes both. The parent remounts this form when the applied filters change (a
 * search, back or forward).
 */
export function HistoryFilters({ applied, onApply }: HistoryFiltersProps) {
  const [patientName, setPatientName] = useState(applied.patientName ?? '');
  const [subscriberId, setSubscriberId] = useState(applied.subscriberId ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(appliedFilters({ patientName, subscriberId }));
  };

  return (
    <Form role="search" aria-label="Audit reports" onSubmit={submit}>
      <TextField
        label="Patient Name"
        placeholder="Enter patient name..."
        value={patientName}
        onChange={(event) => setPatientName(event.target.value)}
        endAdornment={
          patientName || applied.patientName ? (
            <ClearFieldButton
              label="Clear patient name"
              onClear={() => {
                setPatientName('');
                onApply({ ...applied, patientName: undefined });
              }}
            />
          ) : null
        }
      />
      <TextField
        label="Subscriber ID"
        placeholder="Enter subscriber ID..."
        value={subscriberId}
        onChange={(event) => setSubscriberId(event.target.value)}
        endAdornment={
          subscriberId || applied.subscriberId ? (
            <ClearFieldButton
              label="Clear subscriber ID"
              onClear={() => {
                setSubscriberId('');
                onApply({ ...applied, subscriberId: undefined });
              }}
            />
          ) : null
        }
      />
      <Actions>
        <Button type="submit">Search</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setPatientName('');
            setSubscriberId('');
            onApply({});
          }}
        >
          Clear Filters
        </Button>
      </Actions>
    </Form>
  );
}
