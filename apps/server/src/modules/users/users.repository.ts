import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  memberships,
  type OrganizationSettings,
  organizations,
  sessions,
  users,
} from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

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
    .set({ ...values, updatedAt: new Date() })
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

/** The organisation's settings (this module owns `organizations`; shell and bank-rec read them here). */
export async function organizationSettings(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.settings;
}

export async function updateOrganizationSettings(
  db: DbOrTx,
  organizationId: string,
  settings: OrganizationSettings,
): Promise<void> {
  await db.update(organizations).set({ settings }).where(eq(organizations.id, organizationId));
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
