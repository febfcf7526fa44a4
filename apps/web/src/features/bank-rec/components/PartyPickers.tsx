import type { PartyPickerProps } from '../../../shared/ui/party-pickers';
import { RECORDS_AREAS, RecordsAreaContext } from '../api/records-area';
import { EMPLOYER_SEARCH, type EmployerOption } from './EmployerSearch';
import { PARTNER_SEARCH } from './PartnerSearch';
import { RecordSearchBox, type SearchKind } from './RecordSearchBox';

/** The employer box as a filter: no auto-fill of a single employer, no 'Add New'. */
const { AddNew: _addNew, ...employerKind } = EMPLOYER_SEARCH;
const EMPLOYER_FILTER: SearchKind<EmployerOption> = { ...employerKind, autoFillOnFirstLoad: false };

/**
 * The partner and employer type-aheads (RecordSearchBox), in the employer-funds area, for the pages of
 * other features (app/ lends them through PartyPickersContext): the value is a plain { id, name }.
 */
export function PartnerPicker({ value, onChange, required, error, helperText }: PartyPickerProps) {
  return (
    <RecordsAreaContext value={RECORDS_AREAS.ewa}>
      <RecordSearchBox
        kind={PARTNER_SEARCH}
        value={value ? { partner: value.id, partnerName: value.name } : null}
        onChange={(next) => onChange(next ? { id: next.partner, name: next.partnerName } : null)}
        required={required}
        error={error}
        helperText={helperText}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
    </RecordsAreaContext>
  );
}

export function EmployerPicker({ value, onChange, required, error, helperText }: PartyPickerProps) {
  return (
    <RecordsAreaContext value={RECORDS_AREAS.ewa}>
      <RecordSearchBox
        kind={EMPLOYER_FILTER}
        value={value ? { employer: value.id, employerName: value.name, partner: '', partnerName: '' } : null}
        onChange={(next) => onChange(next ? { id: next.employer, name: next.employerName } : null)}
        required={required}
        error={error}
        helperText={helperText}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
    </RecordsAreaContext>
  );
}
