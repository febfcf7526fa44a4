import { auditLog } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

export interface AuditEntry {
  organizationId?: string | null;
  actorUserId?: string | null;
  action: string;
  entityType?: string;
  entityId?: string;
  /** What changed. Never passwords, codes or tokens. */
  details?: Record<string, unknown>;
  ip?: string;
}

/** Appends to the audit log; call it with the transaction handle so the entry commits with the change. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: entry.organizationId ?? null,
    actorUserId: entry.actorUserId ?? null,
    action: entry.action,
    entityType: entry.entityType ?? '',
    entityId: entry.entityId ?? '',
    details: entry.details ?? {},
    ip: entry.ip ?? '',
  });
}
