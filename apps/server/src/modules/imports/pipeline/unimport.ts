import type { AppContext } from '../../../platform/context';
import { audit } from '../../audit/index';
import type { ImportRow } from '../imports.repository';
import type { RevertResult, StagedImportAdapter, UnimportBlockers } from './adapter';
import { markUnimported } from './outcome.repository';

/**
 * Un-import, the pipeline's way back: exactly the file's rows go (rows it updated get their previous
 * version back) and the import is marked Un-imported, in one transaction. Recorded, never erased.
 */

/** What would refuse the un-import, read before anything is changed. */
export function unimportBlockers(
  ctx: AppContext,
  adapter: StagedImportAdapter,
  row: ImportRow,
): Promise<UnimportBlockers> {
  return ctx.database.bulk((conn) => adapter.unimportBlockers(conn, row.organizationId, row.id), {
    transaction: false,
  });
}

/** Reverts the file; a result with `blockedBy` or `notOpen` changed nothing (someone got in between). */
export function revertImport(
  ctx: AppContext,
  adapter: StagedImportAdapter,
  row: ImportRow,
  userId: string,
): Promise<RevertResult> {
  return ctx.database.bulk(
    async (conn) => {
      const result = await adapter.revert(conn, row.organizationId, row.id);
      if (result.blockedBy || result.notOpen > 0) return result;
      await markUnimported(conn, row, userId);
      await audit.record(conn, {
        organizationId: row.organizationId,
        actorUserId: userId,
        action: 'import.unimported',
        entityType: 'import',
        entityId: row.id,
        details: { fileName: row.fileName, deleted: result.deleted, restored: result.restored },
      });
      return result;
    },
    { transaction: true },
  );
}
