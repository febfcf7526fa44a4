import type { DbOrTx } from '../../platform/db';
import * as repo from './users.repository';

/**
 * What other modules ask of memberships, organisations and users. Every call names its handle: a caller
 * inside its own transaction reads through that transaction's connection.
 */
export class MembersService {
  isMember(db: DbOrTx, userId: string, organizationId: string): Promise<boolean> {
    return repo.isMember(db, userId, organizationId);
  }

  /** The organisation's members and their role ids (e.g. to notify the users of an area). */
  membersOf(db: DbOrTx, organizationId: string) {
    return repo.membersOf(db, organizationId);
  }

  organizationSettings(db: DbOrTx, organizationId: string) {
    return repo.organizationSettings(db, organizationId);
  }

  /** Display names of users (first and last name, else the e-mail) by id. */
  userNames(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, string>> {
    return repo.userNames(db, ids);
  }

  // Issue 17: what the users panel (admin module) reads and writes of memberships.

  memberDetails(db: DbOrTx, organizationId: string) {
    return repo.memberDetails(db, organizationId);
  }

  /** The member's role ids in the organisation, or null when they are not a member. */
  roleIdsOf(db: DbOrTx, userId: string, organizationId: string) {
    return repo.roleIdsOf(db, userId, organizationId);
  }

  /** Serialises changes to who administers the organisation (inside the caller's transaction). */
  lockOrganization(tx: DbOrTx, organizationId: string) {
    return repo.lockOrganization(tx, organizationId);
  }

  otherMembersRoles(db: DbOrTx, organizationId: string, exceptUserId: string) {
    return repo.otherMembersRoles(db, organizationId, exceptUserId);
  }

  setRoleIds(tx: DbOrTx, userId: string, organizationId: string, roleIds: number[]) {
    return repo.setRoleIds(tx, userId, organizationId, roleIds);
  }

  addMembership(tx: DbOrTx, userId: string, organizationId: string, roleIds: number[]) {
    return repo.addMembership(tx, userId, organizationId, roleIds);
  }

  removeMembership(tx: DbOrTx, userId: string, organizationId: string) {
    return repo.removeMembership(tx, userId, organizationId);
  }

  organizationName(db: DbOrTx, organizationId: string) {
    return repo.organizationName(db, organizationId);
  }
}
