import type { EmployerRecord, EmployerSuggestion } from '@clearline/contracts';
import type { ClientRow } from './clients.repository';
import { searchTextOf } from './partners.service';

/** An employer as the employer-funds calls show it (spec §3 "Employer record"). */
export function toEmployerRecord(row: ClientRow, partnerName: string): EmployerRecord {
  return {
    id: row.id,
    employer: row.coId,
    employerName: row.coName,
    fein: row.coFein,
    status: row.coStatus,
    edited: row.edited,
    partnerId: row.partner ?? '',
    partnerName,
    platform: row.platform,
    achDescription: row.achDescription,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Spec §3 "Employer suggestion". */
export function toEmployerSuggestion(record: EmployerRecord): EmployerSuggestion {
  return {
    employer: record.employer,
    employerName: record.employerName,
    partner: record.partnerId,
    partnerName: record.partnerName,
    empSearchText: searchTextOf(record.employer, record.employerName),
  };
}

/** The employer record's names of the client fields (error paths name what the caller sent). */
export const EMPLOYER_FIELD_NAMES = {
  coId: 'employer',
  coName: 'employerName',
  coFein: 'fein',
  coStatus: 'status',
};
