import type { PartnerSuggestion } from '@clearline/contracts';
import { usePartnerSuggestions } from '../api/bank-rec-api';
import type { SearchKind, Suggestions } from './RecordSearchBox';

export type PartnerOption = Pick<PartnerSuggestion, 'partner' | 'partnerName'> & Partial<PartnerSuggestion>;

function usePartnerOptions(search: string): Suggestions<PartnerOption> {
  const suggestions = usePartnerSuggestions(search);
  return {
    options: suggestions.data ?? [],
    fetching: suggestions.isFetching,
    loaded: suggestions.data !== undefined,
  };
}

/** The partner kind of the type-ahead: label 'Search Partner' (plus ' *' when required), spec §2. */
export const PARTNER_SEARCH: SearchKind<PartnerOption> = {
  entity: 'Partner',
  plural: 'partners',
  useSuggestions: usePartnerOptions,
  id: (option) => option.partner,
  name: (option) => option.partnerName,
  note: (option) => (option.parent ? { text: `under ${option.parent}` } : undefined),
  keepSearchLabel: true,
};
