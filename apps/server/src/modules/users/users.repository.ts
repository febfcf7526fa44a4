import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { memberships, organizations, sessions, users } from '../../db/schema/index';
import { clock } from '../../platform/clock';
import { type DbOrTx, queryRows } from '../../platform/db';

export async function findProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      photoUrl: users.photoUrl,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function isMember(db: DbOrTx, userId: string, organizationId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
  return rows.length === 1;
}

/** Every member of the organisation with its role ids (who may see an area is the domain's rule). */
export function membersOf(
  db: DbOrTx,
  organizationId: string,
): Promise<{ userId: string; roleIds: number[] }[]> {
  return db
    .select({ userId: memberships.userId, roleIds: memberships.roleIds })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId));
}

export async function emailTakenByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return rows.length > 0;
}

export async function updateProfile(
  db: DbOrTx,
  userId: string,
  values: { email: string; firstName: string; lastName: string; phoneNumber: string; passwordHash?: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: clock() })
    .where(eq(users.id, userId));
}

export async function setDefaultOrganization(
  db: DbOrTx,
  userId: string,
  organizationId: string,
): Promise<void> {
  // Clear first: the partial unique index allows one default per user at any moment.
  await db.update(memberships).set({ isDefault: false }).where(eq(memberships.userId, userId));
  await db
    .update(memberships)
    .set({ isDefault: true })
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
}

export async function switchSessionOrganization(
  db: DbOrTx,
  sessionId: string,
  organizationId: string,
): Promise<void> {
  await db.update(sessions).set({ organizationId }).where(eq(sessions.id, sessionId));
}

/** The organisation's settings (shell, bank-rec and auth read them here; the organization module writes them). */
export async function organizationSettings(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.settings;
}

/** Display names of users (first and last name, else the e-mail) by id. */
export async function userNames(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.email]));
}

// Issue 17: the users panel. Reads join auth's users, sessions and factors read-only.

/** The organisation's members with what the panel shows: account state, last sign-in, authenticator. */
export async function memberDetails(db: DbOrTx, organizationId: string) {
  return queryRows<{
    user_id: string;
    email: string;
    first_name: string;
    last_name: string;
    display_name: string;
    role_ids: number[];
    locked_at: string | Date | null;
    last_sign_in_at: string | Date | null;
    has_totp: boolean;
  }>(
    db,
    sql`
    select m.user_id, u.email, u.first_name, u.last_name, u.display_name, m.role_ids, u.locked_at,
      (select max(s.created_at) from sessions s where s.user_id = m.user_id) as last_sign_in_at,
      exists (select 1 from mfa_factors f where f.user_id = m.user_id and f.confirmed_at is not null) as has_totp
    from memberships m join users u on u.id = m.user_id
    where m.organization_id = ${organizationId}
    order by u.email`,
  );
}

export async function roleIdsOf(
  db: DbOrTx,
  userId: string,
  organizationId: string,
): Promise<number[] | null> {
  const [row] = await db
    .select({ roleIds: memberships.roleIds })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
  return row?.roleIds ?? null;
}

/**
 * Locks the organisation's row for the rest of the transaction: changes to who administers it (role
 * changes, removals, locks) take turns, so two administrators cannot demote each other at once.
 */
export async function lockOrganization(db: DbOrTx, organizationId: string): Promise<void> {
  await db.execute(sql`select id from organizations where id = ${organizationId} for update`);
}

/** Role ids of every member but one, with whether their account is locked (the last-administrator rule). */
export async function otherMembersRoles(db: DbOrTx, organizationId: string, exceptUserId: string) {
  return db
    .select({ roleIds: memberships.roleIds, lockedAt: users.lockedAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), ne(memberships.userId, exceptUserId)));
}

export async function setRoleIds(
  db: DbOrTx,
  userId: string,
  organizationId: string,
  roleIds: number[],
): Promise<void> {
  await db
    .update(memberships)
    .set({ roleIds })
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
}

export async function addMembership(
  db: DbOrTx,
  userId: string,
  organizationId: string,
  roleIds: number[],
): Promise<void> {
  const [hasDefault] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.isDefault, true)));
  await db
    .insert(memberships)
    .values({ userId, organizationId, roleIds, isDefault: !hasDefault })
    .onConflictDoUpdate({ target: [memberships.userId, memberships.organizationId], set: { roleIds } });
}

export async function removeMembership(db: DbOrTx, userId: string, organizationId: string): Promise<void> {
  await db
    .delete(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
}

export async function organizationName(db: DbOrTx, organizationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name;
}
