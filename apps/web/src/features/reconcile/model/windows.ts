/**
 * The open-lines panes load their rows in windows of OPEN_WINDOW rows by offset, only those the user
 * scrolls to: a pane of 100,000 lines asks for a few hundred at a time.
 */
export const OPEN_WINDOW = 200;

/** The offsets of the windows that hold rows `start`..`end` (inclusive), first to last. */
export function windowOffsets(start: number, end: number, size: number = OPEN_WINDOW): number[] {
  if (end < start || end < 0) return [];
  const first = Math.floor(Math.max(0, start) / size) * size;
  const offsets: number[] = [];
  for (let offset = first; offset <= end; offset += size) offsets.push(offset);
  return offsets;
}

/** The row at `index` from the loaded windows (by offset), if its window is loaded. */
export function rowFromWindows<T>(
  windows: ReadonlyMap<number, readonly T[]>,
  index: number,
  size: number = OPEN_WINDOW,
): T | undefined {
  if (index < 0) return undefined;
  const offset = Math.floor(index / size) * size;
  return windows.get(offset)?.[index - offset];
}
