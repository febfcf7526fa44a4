import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';

export interface ActivityRow {
  at: string;
  action: string;
  entity_type: string;
  entity_id: string;
  details: Record<string, unknown>;
}

/**
 * The member's own latest entries of the organisation's audit log, newest first, through (organisation,
 * at): sign-ins are left out (the session list has them), and so are auto-match's per-match rows (a run
 * writes thousands; the dashboards count its matches instead).
 */
export function recentActivity(db: DbOrTx, organizationId: string, userId: string, limit: number) {
  return queryRows<ActivityRow>(
    db,
    sql`select to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, a.action,
               a.entity_type, a.entity_id, a.details
          from audit_log a
         where a.organization_id = ${organizationId} and a.actor_user_id = ${userId}
           and a.action not like 'auth.%' and a.action not like 'mfa.%'
           and not (a.action = 'match.created' and coalesce(a.details->>'kind', '') = 'auto')
         order by a.at desc, a.id desc limit ${limit}`,
  );
}
