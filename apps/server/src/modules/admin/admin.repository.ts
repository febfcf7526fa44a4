import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { invitations, users } from '../../db/schema/index';
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

// Issue 17: invitations (this module owns the table).

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertInvitation(
  db: DbOrTx,
  values: {
    organizationId: string;
    email: string;
    roleIds: number[];
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** Withdraws the open invitations of an e-mail to an organisation (a new one replaces them). */
export async function revokeOpenInvitations(
  db: DbOrTx,
  organizationId: string,
  email: string,
  at: Date,
): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedAt: at })
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

/** Invitations neither accepted nor withdrawn, expired ones included (the panel shows them as such). */
export function openInvitations(db: DbOrTx, organizationId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .orderBy(asc(invitations.email));
}

export async function findInvitationByToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/** Withdraws one open invitation of the organisation; false when there is none. */
export async function withdrawInvitation(
  db: DbOrTx,
  organizationId: string,
  id: string,
  at: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: at })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning();
  return row;
}

/** Marks the invitation used, only if it is still open and unexpired: a link works once, even in a race. */
export async function consumeInvitation(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: at })
    .where(
      and(
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, at),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length === 1;
}
