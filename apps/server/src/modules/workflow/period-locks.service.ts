import type { LedgerArea } from '@clearline/domain/areas';
import type { AppContext } from '../../platform/context';
import { audit } from '../audit/index';
import * as repo from './workflow.repository';
import type { Actor } from './workflow.service';

/**
 * When an area's months lock (ADR 0035): always once certified; with the organisation's setting, already
 * once signed off. The database's lock triggers read the same setting.
 */
export class PeriodLocksService {
  constructor(private readonly ctx: AppContext) {}

  /** Whether each area locks a month at sign-off. */
  async settings(organizationId: string) {
    return { data: await repo.lockSettings(this.ctx.db, organizationId) };
  }

  /** Management's choice for one area, audited: sign-off locks the month too, or only certification does. */
  async setLockAtSignOff(
    organizationId: string,
    actor: Actor,
    body: { area: LedgerArea; lockAtSignOff: boolean },
  ) {
    await this.ctx.db.transaction(async (tx) => {
      const before = await repo.lockSettings(tx, organizationId);
      await repo.setLockAtSignOff(tx, organizationId, body.area, body.lockAtSignOff);
      await audit.record(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: 'reconciliation.lockAtSignOff',
        entityType: 'organization',
        entityId: organizationId,
        details: { area: body.area, before: before[body.area], after: body.lockAtSignOff },
      });
    });
    return this.settings(organizationId);
  }
}
