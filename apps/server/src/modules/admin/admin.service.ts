import { MESSAGES } from '@clearline/contracts';
import { normaliseEmail } from '@clearline/domain';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { audit } from '../audit/index';
import { accounts } from '../auth/index';
import { members } from '../users/index';
import * as repo from './admin.repository';

export class AdminService {
  constructor(private readonly db: Db) {}

  /** An administrator unlocks a member of their own organisation. */
  async unlock(actor: { userId: string; organizationId: string }, userId: string, ip: string) {
    if (!(await members.isMember(this.db, userId, actor.organizationId))) {
      throw new AppError(404, 'not_found', MESSAGES.notMember);
    }
    await this.db.transaction(async (tx) => {
      if (!(await repo.unlockUser(tx, userId))) throw notFound('No such user.');
      await audit.record(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: 'user.unlocked',
        entityType: 'user',
        entityId: userId,
        ip,
      });
    });
    return { status: 200, data: { id: userId, locked: false } };
  }

  /**
   * The command line's unlock-user, where the operator of the machine is the administrator: run by the
   * CLI on PostgreSQL or a stopped embedded database, and by the running server through its control
   * channel.
   */
  async unlockByEmail(email: string): Promise<{ ok: boolean; message: string }> {
    const user = email ? await accounts.findUserByEmail(this.db, normaliseEmail(email)) : undefined;
    if (!user) return { ok: false, message: `No account with e-mail '${email}'.` };
    await this.db.transaction(async (tx) => {
      if (!(await repo.unlockUser(tx, user.id))) throw notFound('No such user.');
      await audit.record(tx, {
        action: 'user.unlocked',
        entityType: 'user',
        entityId: user.id,
        details: { via: 'cli' },
      });
    });
    return { ok: true, message: `Unlocked ${user.email}.` };
  }
}
