import type { DbOrTx } from '../../platform/db';
import { audit } from '../audit/index';

/** Who changes a template or a project: the audit log's actor, and the roles that decide a step change. */
export interface Actor {
  userId: string;
  roles: readonly number[];
  ip?: string | undefined;
}

/** Records a payroll change in the audit log, in the change's own transaction. */
export function recordAs(
  tx: DbOrTx,
  organizationId: string,
  actor: Actor,
  action: string,
  entityType: string,
  entityId: string,
  details: Record<string, unknown>,
) {
  return audit.record(tx, {
    organizationId,
    actorUserId: actor.userId,
    action,
    entityType,
    entityId,
    details,
    ip: actor.ip,
  });
}
