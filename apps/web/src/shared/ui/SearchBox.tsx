import { cutAtFirstHyphen, isActionableSearch } from '@clearline/domain/ledger';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { ADD_NEW_LABEL, searchBoxLabel } from './search-box-model';

/** The 'Add New' row: an option that is never a value. */
const ADD_NEW_ROW = { addNew: true } as const;
type AddNewRow = typeof ADD_NEW_ROW;
const isAddNew = (option: unknown): option is AddNewRow => option === ADD_NEW_ROW;

export interface SearchBoxProps<T> {
  /** What is searched, as the label says it: 'Customer' ('Search Customer' while empty). */
  entity: string;
  value: T | null;
  /** The chosen entry, or null when the box is cleared (clear icon, or the text emptied). */
  onChange: (value: T | null) => void;
  /** The server's matches for the last search. */
  options: readonly T[];
  loading?: boolean;
  /**
   * The typed text, 300 ms after the last keystroke (spec §9); '' when the text is emptied. Callers
   * send a search only when the text is actionable (isActionableSearch).
   */
  onSearch: (text: string) => void;
  getOptionKey: (option: T) => string;
  /** The text the input shows for a chosen entry, e.g. 'ID - Name'. */
  getOptionLabel: (option: T) => string;
  renderOptionContent?: (option: T) => ReactNode;
  /** When given, the list starts with 'Add New'; it gets the typed text cut at the first hyphen. */
  onAddNew?: (prefill: string) => void;
  required?: boolean;
  /** The label stays 'Search <entity>' once a value is entered (the partner box, spec §2). */
  keepSearchLabel?: boolean;
  /** A style override that hides the required asterisk (the input stays required). */
  hideAsterisk?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  id?: string;
  autoFocus?: boolean;
  noOptionsText?: string;
  sx?: SxProps<Theme>;
}

/**
 * The type-ahead search box (spec §2 "Search boxes", §4 "Search box list"): focus or the dropdown arrow
 * shows the list; 'Add New' comes first when the box can create entries; arrow keys move (nothing is
 * highlighted at first), Enter selects the highlighted entry or just closes the list; selecting,
 * clicking outside and blur close it; the clear icon or emptying the text resets the selection. The
 * list is the server's: nothing is filtered here.
 */
export function SearchBox<T>({
  entity,
  value,
  onChange,
  options,
  loading = false,
  onSearch,
  getOptionKey,
  getOptionLabel,
  renderOptionContent,
  onAddNew,
  required = false,
  keepSearchLabel = false,
  hideAsterisk = false,
  size = 'small',
  disabled = false,
  error = false,
  helperText,
  id,
  autoFocus,
  noOptionsText = 'No matches',
  sx,
}: SearchBoxProps<T>) {
  const [text, setText] = useState('');
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const textRef = useRef('');
  textRef.current = text;
  const highlighted = useRef<unknown>(null);

  // Spec §9: search 300 ms after the last keystroke; nothing is sent for text that was not typed.
  const settled = useDebouncedValue(typed);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  useEffect(() => {
    if (settled !== null) onSearchRef.current(settled);
  }, [settled]);

  const list: (T | AddNewRow)[] = onAddNew ? [ADD_NEW_ROW, ...options] : [...options];
  const label = searchBoxLabel(entity, text.trim() !== '' || value !== null, keepSearchLabel);

  return (
    <Autocomplete<T | AddNewRow, false, false, false>
      id={id}
      sx={[
        { '& .MuiAutocomplete-clearIndicator': { visibility: 'visible' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      size={size}
      disabled={disabled}
      options={list}
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      openOnFocus
      autoHighlight={false}
      filterOptions={(all) => all}
      loading={loading}
      loadingText="Searching…"
      noOptionsText={noOptionsText}
      clearText="Clear"
      openText="Show list"
      closeText="Hide list"
      getOptionKey={(option) => (isAddNew(option) ? '__add_new__' : getOptionKey(option))}
      // The Add New row "reads" as the typed text, so choosing it leaves the text alone.
      getOptionLabel={(option) => (isAddNew(option) ? textRef.current : getOptionLabel(option))}
      isOptionEqualToValue={(option, current) =>
        !isAddNew(option) && !isAddNew(current) && getOptionKey(option) === getOptionKey(current)
      }
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        setText(next);
        if (reason === 'input' || reason === 'clear') setTyped(reason === 'clear' ? '' : next);
        // Spec §5: an input that is empty after trimming resets the selection.
        if (reason === 'input' && !isActionableSearch(next) && value !== null) onChange(null);
      }}
      onHighlightChange={(_event, option) => {
        highlighted.current = option;
      }}
      onKeyDown={(event: KeyboardEvent) => {
        // Enter with nothing highlighted closes the list (and submits nothing by accident).
        if (event.key === 'Enter' && open && highlighted.current === null) {
          event.preventDefault();
          setOpen(false);
        }
      }}
      onChange={(_event, next) => {
        if (isAddNew(next)) {
          onAddNew?.(cutAtFirstHyphen(textRef.current));
          return;
        }
        onChange(next);
      }}
      slotProps={{ popper: { placement: 'bottom-start', sx: { minWidth: 300 } } }}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        if (isAddNew(option)) {
          return (
            <Box
              component="li"
              key={key}
              {...rest}
              sx={{
                gap: 1,
                fontWeight: 700,
                color: 'primary.main',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <AddCircleOutline fontSize="small" aria-hidden="true" />
              {ADD_NEW_LABEL}
            </Box>
          );
        }
        return (
          <li key={key} {...rest}>
            {renderOptionContent ? renderOptionContent(option) : getOptionLabel(option)}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, ...(hideAsterisk ? { required: false } : {}) },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={16} aria-label="Searching" /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
