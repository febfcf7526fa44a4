import { describe, expect, it } from 'vitest';
import {
  applyListCommand,
  emptyList,
  type ListContext,
  type ListState,
  paneKey,
  rowsToSelect,
} from './list-model';
import type { SelectedLine } from './selection';

const rows: SelectedLine[] = Array.from({ length: 10 }, (_, i) => ({
  id: `r${i}`,
  side: 'ledger',
  amountMinor: (i + 1) * 100,
}));
/** Rows 6..9 are in a window that has not loaded. */
const ctx: ListContext = { count: 10, rowAt: (i) => (i < 6 ? rows[i] : undefined), pageSize: 3 };
const ids = (state: ListState) => [...state.selected.keys()].sort();
const run = (state: ListState, ...commands: Parameters<typeof applyListCommand>[1][]) =>
  commands.reduce((s, c) => applyListCommand(s, c, ctx), state);

describe('the pane list model', () => {
  it('moves the focus with the arrows, Home/End and pages, within the rows', () => {
    let s = run(emptyList(), { type: 'move', to: 'next' });
    expect(s.focus).toBe(0);
    s = run(s, { type: 'move', to: 'previous' });
    expect(s.focus).toBe(0);
    s = run(s, { type: 'move', to: 'pageDown' });
    expect(s.focus).toBe(3);
    s = run(s, { type: 'move', to: 'last' }, { type: 'move', to: 'next' });
    expect(s.focus).toBe(9);
    s = run(s, { type: 'move', to: 'pageUp' }, { type: 'move', to: 'first' });
    expect(s.focus).toBe(0);
    expect(s.selected.size).toBe(0);
  });

  it('toggles with Space or a click and remembers the anchor', () => {
    let s = run(emptyList(), { type: 'toggle', index: 2 });
    expect(ids(s)).toEqual(['r2']);
    expect(s).toMatchObject({ focus: 2, anchor: 2 });
    s = run(s, { type: 'toggle', index: 4 }, { type: 'toggle', index: 2 });
    expect(ids(s)).toEqual(['r4']);
  });

  it('selects a range from the anchor with Shift, only rows that are loaded', () => {
    let s = run(emptyList(), { type: 'toggle', index: 1 }, { type: 'range', index: 3 });
    expect(ids(s)).toEqual(['r1', 'r2', 'r3']);
    s = run(s, { type: 'range', index: 8 });
    expect(ids(s)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(s.focus).toBe(8);
  });

  it('names the rows a Shift range or an extending move will read, so the pane can load them first', () => {
    const anchored = run(emptyList(), { type: 'toggle', index: 4 });
    expect(rowsToSelect(anchored, { type: 'range', index: 9 }, ctx)).toEqual([4, 9]);
    expect(rowsToSelect(anchored, { type: 'range', index: 1 }, ctx)).toEqual([1, 4]);
    expect(rowsToSelect(anchored, { type: 'move', to: 'last', extend: true }, ctx)).toEqual([4, 9]);
    expect(rowsToSelect(anchored, { type: 'move', to: 'first', extend: true }, ctx)).toEqual([0, 4]);
    expect(rowsToSelect(emptyList(), { type: 'range', index: 7 }, ctx)).toEqual([7, 7]);
    expect(rowsToSelect(anchored, { type: 'move', to: 'last' }, ctx)).toBeNull();
    expect(rowsToSelect(anchored, { type: 'toggle', index: 2 }, ctx)).toBeNull();
    const loaded: ListContext = { ...ctx, rowAt: (i) => rows[i] };
    expect(ids(applyListCommand(anchored, { type: 'move', to: 'last', extend: true }, loaded))).toEqual([
      'r4',
      'r5',
      'r6',
      'r7',
      'r8',
      'r9',
    ]);
  });

  it('extends the selection with Shift+arrows', () => {
    const s = run(
      emptyList(),
      { type: 'focus', index: 0 },
      { type: 'move', to: 'next', extend: true },
      { type: 'move', to: 'next', extend: true },
    );
    expect(ids(s)).toEqual(['r0', 'r1', 'r2']);
    expect(s.focus).toBe(2);
  });

  it('does not select a row whose window has not loaded, but focuses it', () => {
    const s = run(emptyList(), { type: 'toggle', index: 7 });
    expect(s.selected.size).toBe(0);
    expect(s.focus).toBe(7);
  });

  it('keeps the selection when the rows change, and clears it on Escape', () => {
    let s = run(emptyList(), { type: 'toggle', index: 5 }, { type: 'rowsChanged' });
    expect(s.focus).toBe(0);
    expect(ids(s)).toEqual(['r5']);
    s = run(s, { type: 'clear' });
    expect(s.selected.size).toBe(0);
    expect(applyListCommand(s, { type: 'rowsChanged' }, { ...ctx, count: 0 }).focus).toBe(-1);
  });

  it('does nothing on an empty list', () => {
    const empty: ListContext = { count: 0, rowAt: () => undefined, pageSize: 3 };
    expect(applyListCommand(emptyList(), { type: 'move', to: 'next' }, empty)).toEqual(emptyList());
  });
});

describe('paneKey', () => {
  it('maps the keys of the pane', () => {
    expect(paneKey({ key: 'ArrowDown' })).toEqual({
      kind: 'list',
      command: { type: 'move', to: 'next', extend: false },
    });
    expect(paneKey({ key: 'End', shiftKey: true })).toEqual({
      kind: 'list',
      command: { type: 'move', to: 'last', extend: true },
    });
    expect(paneKey({ key: ' ' })).toEqual({ kind: 'toggleFocused', range: false });
    expect(paneKey({ key: ' ', shiftKey: true })).toEqual({ kind: 'toggleFocused', range: true });
    expect(paneKey({ key: 'Enter' })).toEqual({ kind: 'match' });
    expect(paneKey({ key: 'Enter', ctrlKey: true })).toEqual({ kind: 'match' });
    expect(paneKey({ key: 'Escape' })).toEqual({ kind: 'clearAll' });
    expect(paneKey({ key: 'ArrowRight' })).toEqual({ kind: 'otherPane' });
    expect(paneKey({ key: 'ArrowLeft', ctrlKey: true })).toBeNull();
    expect(paneKey({ key: 'a' })).toBeNull();
    expect(paneKey({ key: 'ArrowDown', altKey: true })).toBeNull();
  });
});
