import type { SelectedLine } from './selection';

/**
 * The keyboard and pointer model of one pane of open lines (a multi-select listbox whose rows load in
 * windows): which row has the focus, where a Shift range starts, and which lines are selected. Pure:
 * the pane feeds it commands and a way to read the loaded rows.
 */

export interface ListState {
  /** Index of the focused row, -1 before the list has rows. */
  focus: number;
  /** Where a Shift range starts: the last row toggled or clicked. */
  anchor: number | null;
  /** Selected lines by id (kept while the rows scroll out of their loaded windows). */
  selected: ReadonlyMap<string, SelectedLine>;
}

export const emptyList = (): ListState => ({ focus: -1, anchor: null, selected: new Map() });

export type Move = 'next' | 'previous' | 'first' | 'last' | 'pageDown' | 'pageUp';

export type ListCommand =
  | { type: 'move'; to: Move; extend?: boolean }
  | { type: 'focus'; index: number }
  /** Space, a click, Ctrl+click: the row flips in or out of the selection and becomes the anchor. */
  | { type: 'toggle'; index: number }
  /** Shift+Space, Shift+click: every row from the anchor to `index` is selected (the pane loads them first). */
  | { type: 'range'; index: number }
  | { type: 'clear' }
  /** The rows changed underneath (another filter): the focus goes back to the top; the selection stays. */
  | { type: 'rowsChanged' };

export interface ListContext {
  count: number;
  /** The row at an index if its window is loaded. */
  rowAt: (index: number) => SelectedLine | undefined;
  /** Rows a Page Up/Down jumps. */
  pageSize: number;
}

const clamp = (index: number, count: number) => (count === 0 ? -1 : Math.max(0, Math.min(count - 1, index)));

function target(state: ListState, to: Move, ctx: ListContext): number {
  const from = state.focus < 0 ? -1 : state.focus;
  switch (to) {
    case 'next':
      return clamp(from + 1, ctx.count);
    case 'previous':
      return clamp(from < 0 ? 0 : from - 1, ctx.count);
    case 'first':
      return clamp(0, ctx.count);
    case 'last':
      return clamp(ctx.count - 1, ctx.count);
    case 'pageDown':
      return clamp(from + ctx.pageSize, ctx.count);
    case 'pageUp':
      return clamp(from - ctx.pageSize, ctx.count);
  }
}

function withRows(
  selected: ReadonlyMap<string, SelectedLine>,
  from: number,
  to: number,
  ctx: ListContext,
): Map<string, SelectedLine> {
  const next = new Map(selected);
  const [low, high] = from <= to ? [from, to] : [to, from];
  for (let index = low; index <= high; index += 1) {
    const row = ctx.rowAt(index);
    if (row) next.set(row.id, row);
  }
  return next;
}

/**
 * The rows a command reads to select: a Shift range, or a move that extends the selection. The pane
 * makes sure they are loaded first, so that a range over rows not yet scrolled to is never partly
 * selected. Null when the command selects nothing.
 */
export function rowsToSelect(
  state: ListState,
  command: ListCommand,
  ctx: ListContext,
): [number, number] | null {
  const span = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);
  if (command.type === 'range') {
    return span(state.anchor ?? (state.focus < 0 ? command.index : state.focus), command.index);
  }
  if (command.type === 'move' && command.extend) {
    const focus = target(state, command.to, ctx);
    if (focus < 0) return null;
    return span(state.focus < 0 ? focus : state.focus, focus);
  }
  return null;
}

export function applyListCommand(state: ListState, command: ListCommand, ctx: ListContext): ListState {
  switch (command.type) {
    case 'move': {
      const focus = target(state, command.to, ctx);
      if (focus < 0) return state;
      if (!command.extend) return { ...state, focus };
      const from = state.focus < 0 ? focus : state.focus;
      const anchor = state.anchor ?? from;
      return { focus, anchor, selected: withRows(state.selected, from, focus, ctx) };
    }
    case 'focus':
      return { ...state, focus: clamp(command.index, ctx.count) };
    case 'toggle': {
      const row = ctx.rowAt(command.index);
      if (!row) return { ...state, focus: clamp(command.index, ctx.count) };
      const selected = new Map(state.selected);
      if (selected.has(row.id)) selected.delete(row.id);
      else selected.set(row.id, row);
      return { focus: command.index, anchor: command.index, selected };
    }
    case 'range': {
      const anchor = state.anchor ?? (state.focus < 0 ? command.index : state.focus);
      return {
        focus: command.index,
        anchor,
        selected: withRows(state.selected, anchor, command.index, ctx),
      };
    }
    case 'clear':
      return { ...state, anchor: null, selected: new Map() };
    case 'rowsChanged':
      return { ...state, focus: ctx.count > 0 ? 0 : -1, anchor: null };
  }
}

/** What a key press in a pane means, before the pane knows its rows. */
export type PaneKey =
  | { kind: 'list'; command: Exclude<ListCommand, { type: 'toggle' | 'range' | 'focus' }> }
  | { kind: 'toggleFocused'; range: boolean }
  | { kind: 'match' }
  | { kind: 'clearAll' }
  | { kind: 'otherPane' };

export interface KeyLike {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The keys that move the focus in a pane, and where to. */
const MOVE_KEYS = new Map<string, Move>([
  ['ArrowDown', 'next'],
  ['ArrowUp', 'previous'],
  ['Home', 'first'],
  ['End', 'last'],
  ['PageDown', 'pageDown'],
  ['PageUp', 'pageUp'],
]);

/**
 * The pane's keys: ArrowUp/Down, Home/End, PageUp/Down move (with Shift they extend the selection);
 * Space toggles (Shift+Space selects the range from the anchor); Enter or Ctrl+Enter matches; Escape
 * clears the selection; ArrowLeft/Right go to the other pane. Anything else is not the pane's.
 */
export function paneKey(event: KeyLike): PaneKey | null {
  if (event.altKey) return null;
  const extend = Boolean(event.shiftKey);
  const to = MOVE_KEYS.get(event.key);
  if (to) return { kind: 'list', command: { type: 'move', to, extend } };
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return { kind: 'toggleFocused', range: extend };
    case 'Enter':
      return { kind: 'match' };
    case 'Escape':
      return { kind: 'clearAll' };
    case 'ArrowLeft':
    case 'ArrowRight':
      return event.ctrlKey || event.metaKey || event.shiftKey ? null : { kind: 'otherPane' };
    default:
      return null;
  }
}
