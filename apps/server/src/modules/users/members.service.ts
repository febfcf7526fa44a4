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
}
