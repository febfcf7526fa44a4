import { isActionableSearch } from '@clearline/domain/ledger';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ComponentType, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { SearchBox } from '../../../shared/ui/SearchBox';
import { firstLoadChoice, idNameLabel } from '../../../shared/ui/search-box-model';

/** What a kind's suggestions hook answers. */
export interface Suggestions<T> {
  options: T[];
  fetching: boolean;
  /** The first answer has come (the auto-fill of spec §4 waits for it). */
  loaded: boolean;
}

/** A note at the end of a suggestion; `warn` draws it in the warning colour. */
export interface OptionNote {
  text: string;
  warn?: boolean;
}

/** The add dialog a kind opens from its 'Add New' row. */
export type AddNewDialog<T> = ComponentType<{
  open: boolean;
  initialId: string;
  onClose: () => void;
  onSaved: (saved: T | null) => void;
}>;

/**
 * One kind of record a type-ahead searches: customers, employers, partners. Everything that differs
 * between them is declared here once; RecordSearchBox is the same box for all of them.
 */
export interface SearchKind<T> {
  /** As the label says it: 'Customer' ('Search Customer' while empty). */
  entity: string;
  /** The plural for 'No customers yet'. */
  plural: string;
  /** The server's suggestions for the trimmed text ('' = the first page, sent only on the first load). */
  useSuggestions: (term: string) => Suggestions<T>;
  id: (option: T) => string;
  name: (option: T) => string;
  /** A short note at the end of a row (a status that is not Active, an employer's partner). */
  note?: (option: T) => OptionNote | undefined;
  /** The label stays 'Search <entity>' (the partner box). */
  keepSearchLabel?: boolean;
  /** Spec §4 (the employer box): the first load's single result fills the box. */
  autoFillOnFirstLoad?: boolean;
  /** When given, the list starts with 'Add New', which opens this dialog pre-filled. */
  AddNew?: AddNewDialog<T>;
}

export interface RecordSearchBoxProps<T> {
  kind: SearchKind<T>;
  value: T | null;
  onChange: (value: T | null) => void;
  required?: boolean;
  /** A style override that hides the required asterisk (spec §2; the box stays required). */
  hideAsterisk?: boolean;
  /** 'Add New' first in the list when the kind has an add dialog (default on). */
  allowAddNew?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The type-ahead of the records pages and dialogs (spec §2 "Search boxes", §4, §5), for any kind.
 * The text is acted on only when non-empty after trimming; 'Add New' opens the kind's add dialog
 * pre-filled with the typed text cut at the first hyphen, and the saved record becomes the selection;
 * a kind that auto-fills reports its first load's single result (or null) to the parent once.
 */
export function RecordSearchBox<T>({
  kind,
  value,
  onChange,
  required = false,
  hideAsterisk = false,
  allowAddNew = true,
  error,
  helperText,
  size = 'small',
  autoFocus,
  sx,
}: RecordSearchBoxProps<T>) {
  const [term, setTerm] = useState('');
  const [addNewId, setAddNewId] = useState<string | null>(null);
  const search = isActionableSearch(term) ? term.trim() : '';
  const suggestions = kind.useSuggestions(search);
  const { AddNew } = kind;
  const canAdd = allowAddNew && AddNew !== undefined;

  // Spec §4: once, when the first answer arrives, a single result fills the box; otherwise empty values.
  const reported = useRef(!kind.autoFillOnFirstLoad);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (reported.current || !suggestions.loaded) return;
    reported.current = true;
    if (value === null) onChangeRef.current(firstLoadChoice(suggestions.options));
  }, [suggestions.loaded, suggestions.options, value]);

  const shown = value === null ? null : idNameLabel(kind.id(value), kind.name(value));
  // A value the parent rebuilds on every render must not reset the box: its label stands for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the label stands for the value
  const stableValue = useMemo(() => value, [shown]);

  return (
    <>
      <SearchBox<T>
        entity={kind.entity}
        value={stableValue}
        onChange={onChange}
        options={suggestions.options}
        loading={suggestions.fetching}
        onSearch={setTerm}
        getOptionKey={kind.id}
        getOptionLabel={(option) => idNameLabel(kind.id(option), kind.name(option))}
        renderOptionContent={(option) => (
          <OptionRow id={kind.id(option)} name={kind.name(option)} note={kind.note?.(option)} />
        )}
        {...(canAdd ? { onAddNew: (prefill: string) => setAddNewId(prefill) } : {})}
        required={required}
        hideAsterisk={hideAsterisk}
        keepSearchLabel={kind.keepSearchLabel ?? false}
        error={error}
        helperText={helperText}
        size={size}
        autoFocus={autoFocus}
        noOptionsText={
          search ? `No ${kind.entity.toLowerCase()} matches “${search}”` : `No ${kind.plural} yet`
        }
        sx={sx}
      />
      {canAdd && AddNew ? (
        <AddNew
          open={addNewId !== null}
          initialId={addNewId ?? ''}
          onClose={() => setAddNewId(null)}
          onSaved={(saved) => {
            if (saved) onChange(saved);
          }}
        />
      ) : null}
    </>
  );
}

/** A suggestion: the id in bold, the name, and a note at the end. */
function OptionRow({ id, name, note }: { id: string; name: string; note: OptionNote | undefined }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0, width: '100%' }}>
      <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', flex: 'none' }}>
        {id}
      </Box>
      <Box
        component="span"
        sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {name}
      </Box>
      {note ? (
        <Box
          component="span"
          sx={{
            ml: 'auto',
            fontSize: '0.75rem',
            color: note.warn ? 'warning.main' : 'text.secondary',
            // On a phone the name needs the room; a warning still shows.
            display: note.warn ? 'inline' : { xs: 'none', sm: 'inline' },
            flex: 'none',
          }}
        >
          {note.text}
        </Box>
      ) : null}
    </Box>
  );
}
