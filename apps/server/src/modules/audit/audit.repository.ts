import { and, desc, eq, like, or } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index';
import { type BulkConnection, copyRows } from '../../platform/bulk';
import type { DbOrTx } from '../../platform/db';
import { AUDIT_COLUMNS, type AuditEntry, auditValues } from './audit-rows';

export type { AuditEntry };

/** Where an entry is written: a Drizzle handle (or its transaction) or a bulk connection (COPY). */
export type AuditTarget = DbOrTx | BulkConnection;

/** Rows per INSERT through Drizzle: 7 parameters each, far below PostgreSQL's 65,535. */
const INSERT_CHUNK = 1000;

const isBulk = (target: AuditTarget): target is BulkConnection => 'writer' in target;

/** Appends entries to the audit log; AuditService.record is the way in (audit.service.ts). */
export async function insertAudit(
  target: AuditTarget,
  entry: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry as AuditEntry];
  if (entries.length === 0) return;
  if (isBulk(target)) {
    await copyRows(target, 'audit_log', [...AUDIT_COLUMNS], entries, (e) => auditValues(e));
    return;
  }
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
    await target.insert(auditLog).values(
      entries.slice(i, i + INSERT_CHUNK).map((e) => ({
        organizationId: e.organizationId ?? null,
        actorUserId: e.actorUserId ?? null,
        action: e.action,
        entityType: e.entityType ?? '',
        entityId: e.entityId ?? '',
        details: e.details ?? {},
        ip: e.ip ?? '',
      })),
    );
  }
}

/**
 * Issue 17: a member's history in one organisation, newest first: the changes made to their account and
 * membership (entries about the user) and their own sign-ins and sign-outs there, not their daily work.
 */
export async function historyOf(db: DbOrTx, organizationId: string, userId: string, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        or(
          and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)),
          and(eq(auditLog.actorUserId, userId), like(auditLog.action, 'auth.%')),
        ),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
