import type { PartyPickerProps } from '../../../shared/ui/party-pickers';
import { RECORDS_AREAS, RecordsAreaContext } from '../api/records-area';
import { CUSTOMER_SEARCH, type CustomerOption } from './CustomerSearchBox';
import { EMPLOYER_SEARCH, type EmployerOption } from './EmployerSearch';
import { PARTNER_SEARCH } from './PartnerSearch';
import { RecordSearchBox, type SearchKind } from './RecordSearchBox';

/** The employer box as a filter: no auto-fill of a single employer, no 'Add New'. */
const { AddNew: _addNew, ...employerKind } = EMPLOYER_SEARCH;
const EMPLOYER_FILTER: SearchKind<EmployerOption> = { ...employerKind, autoFillOnFirstLoad: false };

/** The customer box as a filter: no 'Add New'. */
const { AddNew: _addNewCustomer, ...customerKind } = CUSTOMER_SEARCH;
const CUSTOMER_FILTER: SearchKind<CustomerOption> = customerKind;

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

/** Bank reconciliation's customer type-ahead as a filter (the report parameters). */
export function CustomerPicker({ value, onChange, required, error, helperText }: PartyPickerProps) {
  return (
    <RecordsAreaContext value={RECORDS_AREAS.bankRec}>
      <RecordSearchBox
        kind={CUSTOMER_FILTER}
        value={value ? { coId: value.id, coName: value.name } : null}
        onChange={(next) => onChange(next ? { id: next.coId, name: next.coName } : null)}
        required={required}
        error={error}
        helperText={helperText}
        sx={{ width: { xs: '100%', sm: 280 } }}
      />
    </RecordsAreaContext>
  );
}
