import { MESSAGES } from '@clearline/contracts';
import { normaliseEmail } from '@clearline/domain';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import { findUserByEmail } from '../auth/index';
import { isMember } from '../users/index';
import * as repo from './admin.repository';

export class AdminService {
  constructor(private readonly ctx: AppContext) {}

  /** An administrator unlocks a member of their own organisation. */
  async unlock(actor: { userId: string; organizationId: string }, userId: string, ip: string) {
    if (!(await isMember(this.ctx.db, userId, actor.organizationId))) {
      throw new AppError(404, 'not_found', MESSAGES.notMember);
    }
    await this.ctx.db.transaction(async (tx) => {
      if (!(await repo.unlockUser(tx, userId))) throw notFound('No such user.');
      await recordAudit(tx, {
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
}

/**
 * The command line's unlock-user, where the operator of the machine is the administrator: run by the CLI
 * on PostgreSQL or a stopped embedded database, and by the running server through its control channel.
 */
export async function unlockByEmail(db: Db, email: string): Promise<{ ok: boolean; message: string }> {
  const user = email ? await findUserByEmail(db, normaliseEmail(email)) : undefined;
  if (!user) return { ok: false, message: `No account with e-mail '${email}'.` };
  await db.transaction(async (tx) => {
    if (!(await repo.unlockUser(tx, user.id))) throw notFound('No such user.');
    await recordAudit(tx, {
      action: 'user.unlocked',
      entityType: 'user',
      entityId: user.id,
      details: { via: 'cli' },
    });
  });
  return { ok: true, message: `Unlocked ${user.email}.` };
}
