import type { DbOrTx } from '../../platform/db';
import { type AuditEntry, type AuditTarget, historyOf, insertAudit } from './audit.repository';

export type { AuditEntry };

/**
 * The one writer of the audit log. It takes the caller's transaction handle (a Drizzle transaction or a
 * bulk connection inside `transaction`) rather than holding a database, so the entries commit with the
 * change they record; on a bulk connection they stream through COPY (thousands per auto-match slice).
 */
export class AuditService {
  record(target: AuditTarget, entry: AuditEntry | readonly AuditEntry[]): Promise<void> {
    return insertAudit(target, entry);
  }

  /** Issue 17: changes to a member and their sign-ins in an organisation (the users panel's drawer), newest first. */
  historyOf(db: DbOrTx, organizationId: string, userId: string, limit = 200) {
    return historyOf(db, organizationId, userId, limit);
  }
}
