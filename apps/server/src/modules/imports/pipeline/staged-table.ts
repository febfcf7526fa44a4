/**
 * One descriptor per table a file is staged into. The stage's DDL, the COPY column list, the columns a
 * merge compares and writes, and the columns an un-import restores are all derived from it, so a column
 * added to a file kind is added here once (they used to be four hand-kept lists per table).
 */

import type { FileColumn, FileColumnType } from '../../../db/file-columns';

/** A stage's column: a file's column (db/file-columns.ts) or one of the stage's own (key, line). */
export type StagedColumnType = FileColumnType;
export type StagedColumn = FileColumn;

export interface StagedTable {
  /** The table the file's rows end up in. */
  target: string;
  /** The stage's columns, in the order an adapter gives a row's values (the COPY column list). */
  columns: readonly StagedColumn[];
  /** Columns whose change makes a re-imported row an update; an unchanged row is left alone. */
  compared: readonly string[];
  /** Columns written (and restored by an un-import) along with the compared ones, never compared. */
  carried: readonly string[];
  /** A timestamp column set to now() whenever a merge or an un-import changes a row. */
  touched?: string;
  /**
   * The stage numbers rows as they arrive (`ord`): the merge writes rows, and numbers their ids, in
   * file order. A table whose stage rows carry their own order (a line number) does without.
   */
  fileOrder?: boolean;
}

/** The COPY column list: the stage's columns in the adapter's value order. */
export const copyColumns = (table: StagedTable): string[] => table.columns.map((c) => c.name);

/** Columns a merge writes into an existing row and an un-import restores from its previous version. */
export const writtenColumns = (table: StagedTable): string[] => [...table.compared, ...table.carried];

export function columnType(table: StagedTable, name: string): StagedColumnType {
  const column = table.columns.find((c) => c.name === name);
  if (!column) throw new Error(`${name} is not a staged column of ${table.target}`);
  return column.type;
}
