import type { ImportArea, ImportKind } from '../../db/schema/index';
import { badRequest } from '../../platform/errors';
import { ledgerAdapter } from './ledger.adapter';
import type { StagedImportAdapter } from './pipeline/adapter';
import { settlementAdapter } from './settlement.adapter';
import { EWA_STATEMENT_IMPORT_JOB, statementAdapter, statementAdapterFor } from './statement.adapter';

/**
 * The kinds of file each area imports, each through its adapter of the staged-import pipeline. Each
 * adapter has its own durable job kind (stored in jobs.kind: never rename one).
 */
export const IMPORT_ADAPTERS: Record<ImportArea, Partial<Record<ImportKind, StagedImportAdapter>>> = {
  bankRec: { statement: statementAdapter, ledger: ledgerAdapter },
  ewa: { statement: statementAdapterFor('ewa', EWA_STATEMENT_IMPORT_JOB), ledger: settlementAdapter },
};

export function adapterFor(area: ImportArea, kind: ImportKind): StagedImportAdapter {
  const adapter = IMPORT_ADAPTERS[area][kind];
  if (!adapter) throw badRequest(`This area does not import ${kind} files.`);
  return adapter;
}
