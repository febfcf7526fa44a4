import { and, asc, desc, eq, gt, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import {
  memberships,
  mfaChallenges,
  mfaFactors,
  oidcLogins,
  organizations,
  sessions,
  users,
} from '../../db/schema/index';
import { clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db';

export type UserRow = typeof users.$inferSelect;
export type ChallengeRow = typeof mfaChallenges.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: DbOrTx,
  values: { email: string; passwordHash: string; displayName: string; firstName?: string; lastName?: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Counts one more failure in a row and returns the new count (atomic, so parallel attempts all count). */
export async function addFailedAttempt(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
    .where(eq(users.id, userId))
    .returning({ failedAttempts: users.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function lockUser(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lockedAt: at }).where(eq(users.id, userId));
}

export async function clearFailures(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ failedAttempts: 0, lockedAt: null }).where(eq(users.id, userId));
}

/** The organisation a new session starts in: the default membership, else the oldest one, else none. */
export async function startingOrganization(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.isDefault), asc(memberships.createdAt))
    .limit(1);
  return row?.organizationId ?? null;
}

export async function createSession(
  db: DbOrTx,
  values: {
    userId: string;
    organizationId: string | null;
    expiresAt: Date;
    ip: string;
    userAgent: string;
    signInMethod?: string;
  },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

export async function revokeSession(db: DbOrTx, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, sessionId));
}

/** Revokes every live session of a user except `keep` (null: all of them); returns the revoked ids. */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: string,
  keep: string | null,
  at: Date,
): Promise<string[]> {
  return revokeLiveSessions(db, userId, at, keep ? ne(sessions.id, keep) : undefined);
}

/** Revokes the user's live sessions that `narrowedBy` also picks (undefined: all); returns their ids. */
async function revokeLiveSessions(db: DbOrTx, userId: string, at: Date, narrowedBy: SQL | undefined) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), narrowedBy))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function findConfirmedTotp(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(mfaFactors)
    .where(
      and(eq(mfaFactors.userId, userId), eq(mfaFactors.kind, 'TOTP'), isNotNull(mfaFactors.confirmedAt)),
    );
  return row;
}

/** Confirms an enrolled secret as the user's TOTP factor (replacing an unconfirmed one). */
export async function saveTotpFactor(
  db: DbOrTx,
  userId: string,
  secret: string,
  step: number,
  at: Date,
): Promise<void> {
  await db
    .insert(mfaFactors)
    .values({ userId, kind: 'TOTP', secret, lastUsedStep: step, confirmedAt: at })
    .onConflictDoUpdate({
      target: [mfaFactors.userId, mfaFactors.kind],
      set: { secret, lastUsedStep: step, confirmedAt: at },
    });
}

/** Records the accepted time step only if it is newer: a code can be used once, even by parallel requests. */
export async function useTotpStep(db: DbOrTx, factorId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(mfaFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(mfaFactors.id, factorId),
        sql`(${mfaFactors.lastUsedStep} is null or ${mfaFactors.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ id: mfaFactors.id });
  return rows.length === 1;
}

export async function insertChallenge(
  db: DbOrTx,
  values: { tokenHash: string; userId: string; expiresAt: Date; ip: string; userAgent: string },
): Promise<void> {
  await db.insert(mfaChallenges).values(values);
}

export async function findChallenge(db: DbOrTx, tokenHash: string): Promise<ChallengeRow | undefined> {
  const [row] = await db.select().from(mfaChallenges).where(eq(mfaChallenges.tokenHash, tokenHash));
  return row;
}

export async function updateChallenge(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      ChallengeRow,
      'attempts' | 'emailCodeHash' | 'emailCodeExpiresAt' | 'pendingTotpSecret' | 'consumedAt'
    >
  >,
): Promise<void> {
  await db.update(mfaChallenges).set(values).where(eq(mfaChallenges.id, id));
}

/** Marks a challenge used; false when another request consumed it first. */
export async function consumeChallenge(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(mfaChallenges)
    .set({ consumedAt: at })
    .where(and(eq(mfaChallenges.id, id), sql`${mfaChallenges.consumedAt} is null`))
    .returning({ id: mfaChallenges.id });
  return rows.length === 1;
}

/** Memberships with organisation names, for the session user and /api/users/me. */
export async function membershipsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      organizationId: organizations.id,
      name: organizations.name,
      menu: organizations.menu,
      settings: organizations.settings,
      roleIds: memberships.roleIds,
      isDefault: memberships.isDefault,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organizations.name));
}

export async function updateUserPreferences(
  db: DbOrTx,
  userId: string,
  values: Partial<Pick<UserRow, 'settings' | 'shortcuts'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: clock() })
    .where(eq(users.id, userId));
}

// Issue 17: administration of accounts (admin module, through AccountsService).

/** Removes the user's authenticator app; returns whether there was one. */
export async function deleteMfaFactors(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .delete(mfaFactors)
    .where(eq(mfaFactors.userId, userId))
    .returning({ id: mfaFactors.id });
  return rows.length > 0;
}

/** Revokes the user's live sessions working in one organisation; returns their ids. */
export async function revokeSessionsIn(
  db: DbOrTx,
  userId: string,
  organizationId: string,
  at: Date,
): Promise<string[]> {
  return revokeLiveSessions(db, userId, at, eq(sessions.organizationId, organizationId));
}

// Issue 17: external sign-ins in flight.

export type OidcLoginRow = typeof oidcLogins.$inferSelect;

export async function insertOidcLogin(
  db: DbOrTx,
  values: Omit<typeof oidcLogins.$inferInsert, 'id' | 'consumedAt' | 'createdAt'>,
): Promise<void> {
  await db.insert(oidcLogins).values(values);
}

/** Takes the sign-in for its state once (a second use finds it consumed); expired ones are not returned. */
export async function consumeOidcLogin(
  db: DbOrTx,
  stateHash: string,
  at: Date,
): Promise<OidcLoginRow | undefined> {
  const [row] = await db
    .update(oidcLogins)
    .set({ consumedAt: at })
    .where(
      and(eq(oidcLogins.stateHash, stateHash), isNull(oidcLogins.consumedAt), gt(oidcLogins.expiresAt, at)),
    )
    .returning();
  return row;
}

/** Forgets sign-ins older than a day (they expire after ten minutes). */
export async function pruneOidcLogins(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(oidcLogins).where(lt(oidcLogins.createdAt, before));
}

/** How a session's person signed in ('password' or an identity provider's name). */
export async function sessionSignInMethod(db: DbOrTx, sessionId: string): Promise<string> {
  const [row] = await db
    .select({ signInMethod: sessions.signInMethod })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.signInMethod ?? 'password';
}
