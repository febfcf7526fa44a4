import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useClientSuggestions } from '../api/bank-rec-api';
import { rankSuggestions } from '../model/suggestions';
import { CustomerDialog } from './CustomerDialog';
import { type AddNewDialog, RecordSearchBox, type SearchKind, type Suggestions } from './RecordSearchBox';
import { LEDGER_DIALOG_SNACKBAR_MS } from './snackbars';

/** A customer as the search box holds it. */
export interface CustomerOption {
  coId: string;
  coName: string;
  coStatus?: string;
}

/** Suggestions come from the customer list endpoint (id prefix or any part of the name), ids first. */
function useCustomerSuggestions(search: string): Suggestions<CustomerOption> {
  const suggestions = useClientSuggestions(search, true);
  const options = useMemo<CustomerOption[]>(
    () =>
      rankSuggestions(
        (suggestions.data?.data.rows ?? []).map(({ coId, coName, coStatus }) => ({ coId, coName, coStatus })),
        search,
      ),
    [suggestions.data, search],
  );
  return { options, fetching: suggestions.isFetching, loaded: suggestions.data !== undefined };
}

/** Add New: the add-customer dialog (its duplicate snackbar lasts 4 s from here, spec §9). */
const AddCustomer: AddNewDialog<CustomerOption> = ({ open, initialId, onClose, onSaved }) => (
  <CustomerDialog
    open={open}
    mode="add"
    initialId={initialId}
    duplicateSnackbarMs={LEDGER_DIALOG_SNACKBAR_MS}
    onClose={onClose}
    onSaved={(client) =>
      onSaved(client ? { coId: client.coId, coName: client.coName, coStatus: client.coStatus } : null)
    }
  />
);

/** The customer kind of the type-ahead (spec §2: behaves as the employer search, label 'Customer'). */
export const CUSTOMER_SEARCH: SearchKind<CustomerOption> = {
  entity: 'Customer',
  plural: 'customers',
  useSuggestions: useCustomerSuggestions,
  id: (option) => option.coId,
  name: (option) => option.coName,
  note: (option) =>
    option.coStatus && option.coStatus !== 'Active' ? { text: option.coStatus, warn: true } : undefined,
  AddNew: AddCustomer,
};

export interface CustomerSearchBoxProps {
  value: CustomerOption | null;
  onChange: (value: CustomerOption | null) => void;
  required?: boolean;
  /** 'Add New' first in the list, opening the add-customer dialog (default on). */
  allowAddNew?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/** The customer type-ahead: the one record search box with the customer kind. */
export function CustomerSearchBox(props: CustomerSearchBoxProps) {
  return <RecordSearchBox kind={CUSTOMER_SEARCH} {...props} />;
}
