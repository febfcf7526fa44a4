import { nounFor } from '@clearline/domain/text';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { Amount, tabular } from '../../../shared/ui/Amount';
import { type OpenFilter, type OpenLine, useOpenWindowLoader, useOpenWindows } from '../api/reconcile-api';
import {
  applyListCommand,
  type ListCommand,
  type ListState,
  paneKey,
  rowsToSelect,
} from '../model/list-model';
import type { Side } from '../model/selection';
import { OPEN_WINDOW, rowFromWindows, windowOffsets } from '../model/windows';
import { formatDate } from './format';
import { notify } from './notify';

const ROW_HEIGHT = 56;
/** The most lines one Shift range may select (their windows are loaded first). */
const MAX_RANGE_LINES = 5_000;

export interface PaneHandle {
  focus: () => void;
}

export interface OpenLinesPaneProps {
  side: Side;
  title: string;
  /** 'entries', 'transactions'. */
  noun: string;
  /** The noun for one line: 'entry', 'transaction'. */
  nounOne: string;
  accountId: string;
  from: string;
  to: string;
  state: ListState;
  onStateChange: (update: (current: ListState) => ListState) => void;
  onMatch: () => void;
  onClearAll: () => void;
  onOtherPane: () => void;
  height: number;
  ref?: Ref<PaneHandle>;
}

/**
 * One side's open lines: a filter box, the count and amount of the filtered set, and a virtualised
 * multi-select listbox that loads windows of rows by offset as it scrolls (fast at 100,000 rows).
 * The listbox holds the focus; the focused row is its aria-activedescendant.
 */
export function OpenLinesPane({
  side,
  title,
  noun,
  nounOne,
  accountId,
  from,
  to,
  state,
  onStateChange,
  onMatch,
  onClearAll,
  onOtherPane,
  height,
  ref,
}: OpenLinesPaneProps) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text);
  const filter: OpenFilter = useMemo(
    () => ({ side, accountId, from, to, q }),
    [side, accountId, from, to, q],
  );
  const filterKey = JSON.stringify(filter);

  // Which rows the list shows (with overscan), in window offsets; the focused row's window too.
  const [range, setRange] = useState({ start: 0, end: 40 });
  const offsets = useMemo(() => {
    const list = windowOffsets(range.start, range.end);
    if (state.focus >= 0) {
      const focusWindow = Math.floor(state.focus / OPEN_WINDOW) * OPEN_WINDOW;
      if (!list.includes(focusWindow)) list.push(focusWindow);
    }
    return list.length > 0 ? list : [0];
  }, [range, state.focus]);
  const open = useOpenWindows(filter, offsets);

  // The count stays while other windows load (a list that shrinks to nothing would lose its scroll).
  const known = useRef<{ key: string; total: number; totalAmount: string } | null>(null);
  if (open.total !== null && open.totalAmount !== null)
    known.current = { key: filterKey, total: open.total, totalAmount: open.totalAmount };
  const current = known.current?.key === filterKey ? known.current : null;
  const count = current?.total ?? 0;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    onChange: (instance) => {
      const items = instance.getVirtualItems();
      const first = items[0]?.index ?? 0;
      const last = items[items.length - 1]?.index ?? 0;
      setRange((previous) => {
        const same =
          Math.floor(previous.start / OPEN_WINDOW) === Math.floor(first / OPEN_WINDOW) &&
          Math.floor(previous.end / OPEN_WINDOW) === Math.floor(last / OPEN_WINDOW);
        return same ? previous : { start: first, end: last };
      });
    },
  });

  const rowAt = (index: number) => rowFromWindows(open.windows, index);
  const pageSize = Math.max(1, Math.floor(height / ROW_HEIGHT) - 1);
  const context = { count, rowAt, pageSize };

  // Another filter: back to the top (the selection stays: lines found by another search can join it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filter changes, on purpose
  useEffect(() => {
    onStateChange((s) => applyListCommand(s, { type: 'rowsChanged' }, { count: 0, rowAt, pageSize }));
    scrollRef.current?.scrollTo({ top: 0 });
    setRange({ start: 0, end: 40 });
  }, [filterKey]);

  // A pane that has the keyboard always has a focused row, within the rows (they change under a filter).
  const focusNow = state.focus;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the count and the focus only
  useEffect(() => {
    if (count === 0) return;
    const hasKeyboard = document.activeElement === scrollRef.current;
    if (focusNow >= count || (focusNow < 0 && hasKeyboard))
      onStateChange((s) => ({ ...s, focus: Math.min(Math.max(s.focus, 0), count - 1) }));
  }, [count, focusNow]);

  // The focused row is always in view (and so rendered, for aria-activedescendant).
  const focusIndex = state.focus;
  useEffect(() => {
    if (focusIndex >= 0 && focusIndex < count) virtualizer.scrollToIndex(focusIndex, { align: 'auto' });
  }, [focusIndex, count, virtualizer]);

  useImperativeHandle(ref, () => ({ focus: () => scrollRef.current?.focus() }), []);

  const loadWindows = useOpenWindowLoader(filter);
  /**
   * Runs a list command. One that selects a span (Shift range, Shift+arrows, Shift+End) first loads the
   * windows of that span the pane has not shown, so no row in it is silently left out.
   */
  const run = (command: ListCommand) => {
    const span = rowsToSelect(state, command, context);
    const missing = span ? windowOffsets(span[0], span[1]).filter((offset) => !open.windows.has(offset)) : [];
    if (!span || missing.length === 0) {
      onStateChange((s) => applyListCommand(s, command, context));
      return;
    }
    if (span[1] - span[0] + 1 > MAX_RANGE_LINES) {
      notify(
        `A range selects at most ${MAX_RANGE_LINES.toLocaleString('en-US')} lines: select a shorter one, or filter the list.`,
        'warning',
      );
      return;
    }
    loadWindows(missing).then(
      (loaded) => {
        const windows = new Map([...open.windows, ...loaded]);
        const rowAtLoaded = (index: number) => rowFromWindows(windows, index);
        onStateChange((s) => applyListCommand(s, command, { ...context, rowAt: rowAtLoaded }));
      },
      (error: unknown) => notify(`Nothing was selected: ${errorMessage(error)}`, 'error'),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = paneKey(event);
    if (!action) return;
    event.preventDefault();
    switch (action.kind) {
      case 'list':
        run(action.command);
        return;
      case 'toggleFocused': {
        const index = state.focus < 0 ? 0 : state.focus;
        if (count > 0) run(action.range ? { type: 'range', index } : { type: 'toggle', index });
        return;
      }
      case 'match':
        onMatch();
        return;
      case 'clearAll':
        onClearAll();
        return;
      case 'otherPane':
        onOtherPane();
        return;
    }
  };

  const onRowClick = (index: number) => (event: MouseEvent) => {
    run(event.shiftKey ? { type: 'range', index } : { type: 'toggle', index });
  };

  const items = virtualizer.getVirtualItems();
  const focusRendered = items.some((item) => item.index === state.focus);
  const optionId = (index: number) => `${id}-row-${index}`;
  const filterLabel = `Filter ${title.toLowerCase()}`;

  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden', display: 'flex', flexDirection: 'column', minWidth: 0 }}
      data-testid={`${side}-pane`}
    >
      <Box sx={{ px: { xs: 1.5, sm: 2 }, pt: 1.5, pb: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h2" id={`${id}-title`} sx={{ fontSize: '1rem', fontWeight: 700 }}>
            {title}
          </Typography>
          <Box
            role="status"
            aria-live="polite"
            data-testid={`${side}-totals`}
            sx={{ ml: 'auto', display: 'flex', gap: 1.5, color: 'text.secondary', ...tabular }}
          >
            {current ? (
              <>
                <Typography variant="body2">
                  <strong>{current.total.toLocaleString('en-US')}</strong>{' '}
                  {nounFor(current.total, nounOne, noun)}
                </Typography>
                <Typography variant="body2">
                  Total <Amount value={current.totalAmount} strong />
                </Typography>
              </>
            ) : accountId ? (
              <Typography variant="body2">Loading…</Typography>
            ) : null}
          </Box>
        </Box>
        <TextField
          size="small"
          label={filterLabel}
          placeholder="Text, reference or amount"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ height: 2 }}>
        {open.fetching ? <LinearProgress sx={{ height: 2 }} aria-label="Loading the open lines" /> : null}
      </Box>
      {open.error ? (
        <Alert severity="error" sx={{ mx: 2, my: 1 }}>
          {errorMessage(open.error, `The open ${noun} could not be loaded.`)}
        </Alert>
      ) : null}
      <Box
        ref={scrollRef}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-help`}
        aria-activedescendant={state.focus >= 0 && focusRendered ? optionId(state.focus) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (state.focus < 0 && count > 0) run({ type: 'focus', index: 0 });
        }}
        sx={{
          height,
          overflowY: 'auto',
          position: 'relative',
          borderTop: 1,
          borderColor: 'divider',
          outline: 'none',
          '&:focus-visible': {
            boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}`,
          },
          // The focused row is outlined while the pane has the keyboard.
          '&:focus [data-focused]': {
            outline: (t) => `2px solid ${t.palette.primary.main}`,
            outlineOffset: '-2px',
          },
        }}
      >
        <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {items.map((item) => {
            const line = rowAt(item.index);
            const selected = line ? state.selected.has(line.id) : false;
            const focused = item.index === state.focus;
            return (
              <Box
                key={item.key}
                id={optionId(item.index)}
                role="option"
                aria-selected={selected}
                aria-setsize={count}
                aria-posinset={item.index + 1}
                aria-busy={line ? undefined : true}
                data-focused={focused || undefined}
                data-testid={`${side}-line`}
                onClick={onRowClick(item.index)}
                onMouseDown={(event) => {
                  // Keeps the text from being selected by Shift+click; the listbox still takes the focus.
                  if (event.shiftKey) event.preventDefault();
                }}
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: item.size,
                  transform: `translateY(${item.start}px)`,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.25,
                  px: { xs: 1.25, sm: 2 },
                  cursor: 'pointer',
                  userSelect: 'none',
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: (t) =>
                    selected
                      ? alpha(t.palette.secondary.main, t.palette.mode === 'dark' ? 0.14 : 0.1)
                      : 'transparent',
                  '&:hover': {
                    bgcolor: (t) =>
                      selected
                        ? alpha(t.palette.secondary.main, t.palette.mode === 'dark' ? 0.18 : 0.14)
                        : alpha(t.palette.text.primary, 0.04),
                  },
                }}
              >
                {line ? (
                  <LineContent line={line} selected={selected} />
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Loading row {(item.index + 1).toLocaleString('en-US')}…
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
        {current && count === 0 ? (
          <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }} variant="body2">
            {q ? `No open ${noun} match “${q}”.` : `No open ${noun} in this range.`}
          </Typography>
        ) : null}
        {!accountId ? (
          <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }} variant="body2">
            Choose a bank account.
          </Typography>
        ) : null}
      </Box>
      <Typography
        id={`${id}-help`}
        variant="caption"
        sx={{
          px: 2,
          py: 0.75,
          color: 'text.secondary',
          borderTop: 1,
          borderColor: 'divider',
          display: { xs: 'none', md: 'block' },
        }}
      >
        Arrows move · Space selects · Shift extends · Enter matches · ←/→ other side
      </Typography>
    </Paper>
  );
}

function LineContent({ line, selected }: { line: OpenLine; selected: boolean }) {
  const detail = [line.reference, line.coId, line.account, line.taxType].filter(Boolean).join(' · ');
  return (
    <>
      {selected ? (
        <CheckBox fontSize="small" aria-hidden sx={{ color: 'secondary.main', flexShrink: 0 }} />
      ) : (
        <CheckBoxOutlineBlank fontSize="small" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {line.text || '(no text)'}
        </Typography>
        <Typography
          variant="caption"
          sx={{
            color: 'text.secondary',
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            ...tabular,
          }}
        >
          {formatDate(line.date)}
          {detail ? ` · ${detail}` : ''}
        </Typography>
      </Box>
      <Amount value={line.amount} testId="line-amount" sx={{ flexShrink: 0, fontSize: '0.875rem' }} />
    </>
  );
}
