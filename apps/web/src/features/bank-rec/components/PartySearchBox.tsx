import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useRecordsArea } from '../api/records-area';
import { CUSTOMER_SEARCH } from './CustomerSearchBox';
import { EMPLOYER_SEARCH } from './EmployerSearch';
import { RecordSearchBox } from './RecordSearchBox';

/** A chosen party: a customer, or an employer with its partner. */
export interface PartyPick {
  id: string;
  name: string;
  partner?: string;
  partnerName?: string;
}

export interface PartySearchBoxProps {
  value: PartyPick | null;
  onChange: (value: PartyPick | null) => void;
  required?: boolean;
  allowAddNew?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The area's party type-ahead (the record search box with the area's kind): customers in bank
 * reconciliation, employers in employer funds. Callers hold the choice as a PartyPick either way.
 */
export function PartySearchBox({ value, onChange, ...rest }: PartySearchBoxProps) {
  const { party } = useRecordsArea().descriptor;
  if (party === 'employer') {
    return (
      <RecordSearchBox
        kind={EMPLOYER_SEARCH}
        value={
          value && {
            employer: value.id,
            employerName: value.name,
            partner: value.partner ?? '',
            partnerName: value.partnerName ?? '',
          }
        }
        onChange={(o) =>
          onChange(
            o && { id: o.employer, name: o.employerName, partner: o.partner, partnerName: o.partnerName },
          )
        }
        {...rest}
      />
    );
  }
  return (
    <RecordSearchBox
      kind={CUSTOMER_SEARCH}
      value={value && { coId: value.id, coName: value.name }}
      onChange={(o) => onChange(o && { id: o.coId, name: o.coName })}
      {...rest}
    />
  );
}
