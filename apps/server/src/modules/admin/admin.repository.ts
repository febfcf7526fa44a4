import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

/** Clears the lock and the failure counter; returns false when there is no such user. */
export async function unlockUser(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ lockedAt: null, failedAttempts: 0 })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}
