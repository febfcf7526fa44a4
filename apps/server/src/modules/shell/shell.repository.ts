import { and, desc, eq, gte } from 'drizzle-orm';
import { auditLog, notifications } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

/** The user's own audit entries in the organisation since a moment (the quick panel's events of today). */
export async function auditEntriesSince(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  since: Date,
  limit = 20,
) {
  return db
    .select({ id: auditLog.id, action: auditLog.action, details: auditLog.details, at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        eq(auditLog.actorUserId, userId),
        gte(auditLog.at, since),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(limit);
}

export async function listNotifications(db: DbOrTx, organizationId: string, userId: string, limit = 100) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.organizationId, organizationId), eq(notifications.userId, userId)))
    .orderBy(desc(notifications.updatedAt))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, organizationId: string, userId: string): Promise<number> {
  return db.$count(
    notifications,
    and(
      eq(notifications.organizationId, organizationId),
      eq(notifications.userId, userId),
      eq(notifications.dirty, true),
    ),
  );
}

export async function markAllRead(db: DbOrTx, organizationId: string, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ dirty: false })
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.userId, userId),
        eq(notifications.dirty, true),
      ),
    );
}

export async function insertNotification(
  db: DbOrTx,
  values: { organizationId: string; userId: string; kind: string; details: string },
) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}
