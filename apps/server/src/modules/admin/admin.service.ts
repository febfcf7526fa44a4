import { MESSAGES } from '@clearline/contracts';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
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

/** Used by the CLI, where the operator of the machine is the administrator. */
export async function unlockFromCli(db: DbOrTx, userId: string): Promise<boolean> {
  const ok = await repo.unlockUser(db, userId);
  if (ok)
    await recordAudit(db, {
      action: 'user.unlocked',
      entityType: 'user',
      entityId: userId,
      details: { via: 'cli' },
    });
  return ok;
}
