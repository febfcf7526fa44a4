import type { EmployerSuggestion } from '@clearline/contracts';
import { useEmployerSuggestions } from '../api/bank-rec-api';
import { partyAddNew } from './CustomerDialog';
import type { SearchKind, Suggestions } from './RecordSearchBox';

/** An employer as the box holds it: its partner comes with it (an employer has one partner). */
export type EmployerOption = Pick<
  EmployerSuggestion,
  'employer' | 'employerName' | 'partner' | 'partnerName'
>;

function useEmployerOptions(search: string): Suggestions<EmployerOption> {
  const suggestions = useEmployerSuggestions(search);
  return {
    options: suggestions.data ?? [],
    fetching: suggestions.isFetching,
    loaded: suggestions.data !== undefined,
  };
}

/**
 * The employer kind of the type-ahead (spec §2, §4): 'Search Employer', then 'Employer'; 'Add New'
 * first; on first load a single result is filled in and reported to the parent.
 */
export const EMPLOYER_SEARCH: SearchKind<EmployerOption> = {
  entity: 'Employer',
  plural: 'employers',
  useSuggestions: useEmployerOptions,
  id: (option) => option.employer,
  name: (option) => option.employerName,
  note: (option) => (option.partnerName ? { text: option.partnerName } : undefined),
  autoFillOnFirstLoad: true,
  // Add New: the employer dialog (the customer dialog in the employer-funds area).
  AddNew: partyAddNew((saved) => ({
    employer: saved.coId,
    employerName: saved.coName,
    partner: saved.partnerId ?? '',
    partnerName: saved.partnerName ?? '',
  })),
};
