import { RECORDS_AREAS, RecordsAreaContext } from '../api/records-area';
import ClientListPage from './ClientListPage';
import SearchLedgerPage from './SearchLedgerPage';

/**
 * The employer-funds records pages (issue 12): the bank-rec pages drawn in the employer-funds area.
 * /app/ewa/orgList is the employer list; /app/ewa/searchLedger the employer-funds search ledger.
 */
export function EwaOrgListPage() {
  return (
    <RecordsAreaContext value={RECORDS_AREAS.ewa}>
      <ClientListPage />
    </RecordsAreaContext>
  );
}

export function EwaSearchLedgerPage() {
  return (
    <RecordsAreaContext value={RECORDS_AREAS.ewa}>
      <SearchLedgerPage />
    </RecordsAreaContext>
  );
}
