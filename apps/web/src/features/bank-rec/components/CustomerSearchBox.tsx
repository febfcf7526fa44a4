import { useMemo } from 'react';
import { useClientSuggestions } from '../api/bank-rec-api';
import { rankSuggestions } from '../model/suggestions';
import { partyAddNew } from './CustomerDialog';
import {
  RecordSearchBox,
  type RecordSearchBoxProps,
  type SearchKind,
  type Suggestions,
} from './RecordSearchBox';

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

/** The customer kind of the type-ahead (spec §2: behaves as the employer search, label 'Customer'). */
export const CUSTOMER_SEARCH: SearchKind<CustomerOption> = {
  entity: 'Customer',
  plural: 'customers',
  useSuggestions: useCustomerSuggestions,
  id: (option) => option.coId,
  name: (option) => option.coName,
  note: (option) =>
    option.coStatus && option.coStatus !== 'Active' ? { text: option.coStatus, warn: true } : undefined,
  AddNew: partyAddNew<CustomerOption>(({ coId, coName, coStatus }) => ({ coId, coName, coStatus })),
};

export type CustomerSearchBoxProps = Omit<RecordSearchBoxProps<CustomerOption>, 'kind'>;

/** The customer type-ahead: the one record search box with the customer kind. */
export function CustomerSearchBox(props: CustomerSearchBoxProps) {
  return <RecordSearchBox kind={CUSTOMER_SEARCH} {...props} />;
}
