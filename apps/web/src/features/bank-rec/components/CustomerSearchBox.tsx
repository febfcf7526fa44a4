import { isActionableSearch } from '@clearline/domain/ledger';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useMemo, useState } from 'react';
import { SearchBox } from '../../../shared/ui/SearchBox';
import { idNameLabel } from '../../../shared/ui/search-box-model';
import { useClientSuggestions } from '../api/bank-rec-api';
import { rankSuggestions } from '../model/suggestions';
import { CustomerDialog } from './CustomerDialog';
import { LEDGER_DIALOG_SNACKBAR_MS } from './snackbars';

/** A customer as the search box holds it. */
export interface CustomerOption {
  coId: string;
  coName: string;
  coStatus?: string;
}

export interface CustomerSearchBoxProps {
  value: CustomerOption | null;
  onChange: (value: CustomerOption | null) => void;
  required?: boolean;
  /** 'Add New' first in the list, opening the add-customer dialog (default on). */
  allowAddNew?: boolean;
  /** The add dialog's duplicate snackbar (spec §9: 4 s from the bank-rec ledger dialog). */
  duplicateSnackbarMs?: number;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The customer type-ahead (spec §2 "Search boxes": behaves as the employer search, label 'Customer').
 * Suggestions come from the customer list endpoint (id prefix or any part of the name); 'Add New'
 * opens the add-customer dialog pre-filled with the typed text cut at the first hyphen, and the saved
 * customer becomes the selection.
 */
export function CustomerSearchBox({
  value,
  onChange,
  required = false,
  allowAddNew = true,
  duplicateSnackbarMs = LEDGER_DIALOG_SNACKBAR_MS,
  error,
  helperText,
  size = 'small',
  autoFocus,
  sx,
}: CustomerSearchBoxProps) {
  const [term, setTerm] = useState('');
  const [addNewId, setAddNewId] = useState<string | null>(null);
  // Spec §5: the typed text is acted on only when it is non-empty after trimming.
  const search = isActionableSearch(term) ? term.trim() : '';
  const suggestions = useClientSuggestions(search, true);
  const options = useMemo<CustomerOption[]>(
    () =>
      rankSuggestions(
        (suggestions.data?.data.rows ?? []).map(({ coId, coName, coStatus }) => ({ coId, coName, coStatus })),
        search,
      ),
    [suggestions.data, search],
  );
  const coId = value?.coId;
  const coName = value?.coName;
  const stableValue = useMemo<CustomerOption | null>(
    () => (coId ? { coId, coName: coName ?? '' } : null),
    [coId, coName],
  );

  return (
    <>
      <SearchBox<CustomerOption>
        entity="Customer"
        value={stableValue}
        onChange={onChange}
        options={options}
        loading={suggestions.isFetching}
        onSearch={setTerm}
        getOptionKey={(option) => option.coId}
        getOptionLabel={(option) => idNameLabel(option.coId, option.coName)}
        renderOptionContent={(option) => (
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0, width: '100%' }}>
            <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', flex: 'none' }}>
              {option.coId}
            </Box>
            <Box
              component="span"
              sx={{
                color: 'text.secondary',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {option.coName}
            </Box>
            {option.coStatus && option.coStatus !== 'Active' ? (
              <Box
                component="span"
                sx={{ ml: 'auto', fontSize: '0.75rem', color: 'warning.main', flex: 'none' }}
              >
                {option.coStatus}
              </Box>
            ) : null}
          </Box>
        )}
        {...(allowAddNew ? { onAddNew: (prefill: string) => setAddNewId(prefill) } : {})}
        required={required}
        error={error}
        helperText={helperText}
        size={size}
        autoFocus={autoFocus}
        noOptionsText={search ? `No customer matches “${search}”` : 'No customers yet'}
        sx={sx}
      />
      {allowAddNew ? (
        <CustomerDialog
          open={addNewId !== null}
          mode="add"
          initialId={addNewId ?? ''}
          duplicateSnackbarMs={duplicateSnackbarMs}
          onClose={() => setAddNewId(null)}
          onSaved={(client) => {
            if (client) onChange({ coId: client.coId, coName: client.coName, coStatus: client.coStatus });
          }}
        />
      ) : null}
    </>
  );
}
