import type { EmployerSuggestion } from '@clearline/contracts';
import { useEmployerSuggestions } from '../api/bank-rec-api';
import { CustomerDialog } from './CustomerDialog';
import type { AddNewDialog, SearchKind, Suggestions } from './RecordSearchBox';
import { LEDGER_DIALOG_SNACKBAR_MS } from './snackbars';

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

/** Add New: the employer dialog (the customer dialog in the employer-funds area). */
const AddEmployer: AddNewDialog<EmployerOption> = ({ open, initialId, onClose, onSaved }) => (
  <CustomerDialog
    open={open}
    mode="add"
    initialId={initialId}
    duplicateSnackbarMs={LEDGER_DIALOG_SNACKBAR_MS}
    onClose={onClose}
    onSaved={(saved) =>
      onSaved(
        saved
          ? {
              employer: saved.coId,
              employerName: saved.coName,
              partner: saved.partnerId ?? '',
              partnerName: saved.partnerName ?? '',
            }
          : null,
      )
    }
  />
);

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
  AddNew: AddEmployer,
};
