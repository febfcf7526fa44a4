import type { DbOrTx } from '../../platform/db';
import * as repo from './auth.repository';
import { hashPassword } from './login-crypto';

/**
 * What other modules, the seed and the CLI ask of accounts. Every call names its handle (a caller in its
 * own transaction reads through it), so the service holds no state.
 */
export class AccountsService {
  findUserByEmail(db: DbOrTx, email: string) {
    return repo.findUserByEmail(db, email);
  }

  /** Memberships with organisation names, for the session user and /api/users/me. */
  membershipsOf(db: DbOrTx, userId: string) {
    return repo.membershipsOf(db, userId);
  }

  /** argon2id with the library's defaults (19 MiB, t=2), the OWASP baseline. */
  hashPassword(password: string): Promise<string> {
    return hashPassword(password);
  }

  // Issue 17: what the users panel (admin module) does to accounts.

  findUserById(db: DbOrTx, userId: string) {
    return repo.findUserById(db, userId);
  }

  createUser(tx: DbOrTx, values: { email: string; passwordHash: string; displayName: string }) {
    return repo.insertUser(tx, values);
  }

  lockUser(tx: DbOrTx, userId: string, at: Date) {
    return repo.lockUser(tx, userId, at);
  }

  /** Removes the authenticator app (the next sign-in enrols one again or uses e-mailed codes). */
  resetMfa(tx: DbOrTx, userId: string) {
    return repo.deleteMfaFactors(tx, userId);
  }

  /** Revokes the user's sessions in one organisation; hand the ids to AuthService.forgetSessions after commit. */
  revokeSessionsIn(tx: DbOrTx, userId: string, organizationId: string, at: Date) {
    return repo.revokeSessionsIn(tx, userId, organizationId, at);
  }
}
