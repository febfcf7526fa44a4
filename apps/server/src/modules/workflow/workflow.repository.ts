import type { TaskFigures, TaskState } from '@clearline/domain';
import { type LedgerArea, ledgerArea } from '@clearline/domain/areas';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';

/** A task as the pages and the board read it: the account's name and the people's names joined. */
export interface TaskRow {
  id: string;
  organization_id: string;
  area: LedgerArea;
  account_id: string;
  account_name: string;
  period: string;
  state: TaskState;
  preparer_user_id: string | null;
  preparer_name: string | null;
  reviewer_user_id: string | null;
  reviewer_name: string | null;
  signed_off_by: string | null;
  due_date: string;
  version: number;
  updated_at: string;
}

const nameOf = (alias: string) =>
  sql.raw(`nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`);

const TASK_SELECT = sql`
  select t.id, t.organization_id, t.area, t.account_id, a.name as account_name, t.period, t.state,
         t.preparer_user_id, coalesce(${nameOf('p')}, p.email) as preparer_name,
         t.reviewer_user_id, coalesce(${nameOf('r')}, r.email) as reviewer_name,
         t.signed_off_by, t.due_date::text as due_date, t.version, t.updated_at::text as updated_at
    from reconciliation_tasks t
    join bank_rec_bank_accounts a on a.organization_id = t.organization_id and a.account_id = t.account_id
    left join users p on p.id = t.preparer_user_id
    left join users r on r.id = t.reviewer_user_id`;

export interface TaskFilter {
  area?: LedgerArea | undefined;
  areas?: readonly LedgerArea[] | undefined;
  period?: string | undefined;
  state?: TaskState | undefined;
  /** Tasks this person prepares or reviews. */
  personId?: string | undefined;
  accountId?: string | undefined;
  /** Due before this date and not certified. */
  overdueOn?: string | undefined;
}

export async function listTasks(db: DbOrTx, organizationId: string, filter: TaskFilter): Promise<TaskRow[]> {
  const where: SQL[] = [sql`t.organization_id = ${organizationId}`];
  if (filter.area) where.push(sql`t.area = ${filter.area}`);
  if (filter.areas)
    where.push(
      sql`t.area in (${sql.join(
        filter.areas.map((a) => sql`${a}`),
        sql`, `,
      )})`,
    );
  if (filter.period) where.push(sql`t.period = ${filter.period}`);
  if (filter.state) where.push(sql`t.state = ${filter.state}`);
  if (filter.accountId) where.push(sql`t.account_id = ${filter.accountId}`);
  if (filter.personId) {
    where.push(sql`(t.preparer_user_id = ${filter.personId} or t.reviewer_user_id = ${filter.personId})`);
  }
  if (filter.overdueOn) where.push(sql`t.state <> 'certified' and t.due_date < ${filter.overdueOn}::date`);
  return queryRows<TaskRow>(
    db,
    sql`${TASK_SELECT} where ${sql.join(where, sql` and `)}
        order by t.due_date, t.period desc, a.name limit 1000`,
  );
}

export async function taskById(
  db: DbOrTx,
  organizationId: string,
  taskId: string,
): Promise<TaskRow | undefined> {
  const [row] = await queryRows<TaskRow>(
    db,
    sql`${TASK_SELECT} where t.organization_id = ${organizationId} and t.id = ${taskId}`,
  );
  return row;
}

/**
 * One task per bank account of the organisation (both areas) for the period, with the account's
 * assignees (else the organisation's defaults); existing tasks are left as they are. Returns the new ones.
 */
export async function ensureTasks(
  db: DbOrTx,
  organizationId: string,
  period: string,
  dueDate: string,
): Promise<{ id: string }[]> {
  const created = await queryRows<{ id: string }>(
    db,
    sql`insert into reconciliation_tasks
          (organization_id, area, account_id, period, due_date, preparer_user_id, reviewer_user_id)
        select a.organization_id, a.area, a.account_id, ${period}, ${dueDate}::date, x.preparer,
               case when x.reviewer is distinct from x.preparer then x.reviewer end
          from bank_rec_bank_accounts a
          left join reconciliation_assignees own
            on own.organization_id = a.organization_id and own.account_id = a.account_id
          left join reconciliation_assignees def
            on def.organization_id = a.organization_id and def.account_id is null,
          lateral (select coalesce(own.preparer_user_id, def.preparer_user_id) as preparer,
                          coalesce(own.reviewer_user_id, def.reviewer_user_id) as reviewer) x
         where a.organization_id = ${organizationId}
        on conflict (organization_id, account_id, period) do nothing
        returning id`,
  );
  if (created.length > 0) {
    await db.execute(sql`insert into reconciliation_task_events (organization_id, task_id, kind, to_state)
      select ${organizationId}, id, 'created', 'not_started' from reconciliation_tasks
       where id in (${sql.join(
         created.map((c) => sql`${c.id}::uuid`),
         sql`, `,
       )})`);
  }
  return created;
}

/** Organisations that have bank accounts (the monthly job opens their periods). */
export async function organizationsWithAccounts(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select distinct organization_id as id from bank_rec_bank_accounts`,
  );
  return rows.map((r) => r.id);
}

/**
 * Moves a task if nobody moved it since `version` was read (true), else nothing (false).
 */
export async function moveTask(
  db: DbOrTx,
  organizationId: string,
  taskId: string,
  version: number,
  set: { state: TaskState; preparerUserId?: string | null; signedOffBy: string | null },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update reconciliation_tasks
           set state = ${set.state}, signed_off_by = ${set.signedOffBy},
               ${set.preparerUserId !== undefined ? sql`preparer_user_id = ${set.preparerUserId},` : sql``}
               version = version + 1, updated_at = now()
         where organization_id = ${organizationId} and id = ${taskId} and version = ${version}
        returning id`,
  );
  return rows.length === 1;
}

export interface EventInsert {
  organizationId: string;
  taskId: string;
  kind: string;
  fromState: TaskState | null;
  toState: TaskState | null;
  actorUserId: string | null;
  comment?: string;
  reason?: string;
  figures?: TaskFigures | null;
}

export async function insertEvent(db: DbOrTx, e: EventInsert): Promise<void> {
  await db.execute(sql`insert into reconciliation_task_events
      (organization_id, task_id, kind, from_state, to_state, actor_user_id, comment, reason, figures)
    values (${e.organizationId}, ${e.taskId}, ${e.kind}, ${e.fromState}, ${e.toState}, ${e.actorUserId},
            ${e.comment ?? ''}, ${e.reason ?? ''}, ${e.figures ? JSON.stringify(e.figures) : null}::jsonb)`);
}

export interface EventRow {
  id: number;
  kind: string;
  from_state: TaskState | null;
  to_state: TaskState | null;
  actor_user_id: string | null;
  actor_name: string | null;
  comment: string;
  reason: string;
  figures: TaskFigures | null;
  at: string;
}

export function eventsOf(db: DbOrTx, organizationId: string, taskId: string): Promise<EventRow[]> {
  return queryRows<EventRow>(
    db,
    sql`select e.id::int as id, e.kind, e.from_state, e.to_state, e.actor_user_id,
               coalesce(${nameOf('u')}, u.email) as actor_name, e.comment, e.reason, e.figures,
               to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
          from reconciliation_task_events e left join users u on u.id = e.actor_user_id
         where e.organization_id = ${organizationId} and e.task_id = ${taskId}
         order by e.id`,
  );
}

/**
 * Sets who prepares and reviews the tasks (and their accounts' future months). Returns the tasks whose
 * people changed, with who was newly assigned.
 */
export async function assignTasks(
  db: DbOrTx,
  organizationId: string,
  taskIds: readonly string[],
  people: { preparerUserId?: string | null | undefined; reviewerUserId?: string | null | undefined },
): Promise<
  { id: string; account_id: string; preparer_user_id: string | null; reviewer_user_id: string | null }[]
> {
  const sets: SQL[] = [sql`version = version + 1`, sql`updated_at = now()`];
  if (people.preparerUserId !== undefined) sets.push(sql`preparer_user_id = ${people.preparerUserId}`);
  if (people.reviewerUserId !== undefined) sets.push(sql`reviewer_user_id = ${people.reviewerUserId}`);
  const rows = await queryRows<{
    id: string;
    account_id: string;
    preparer_user_id: string | null;
    reviewer_user_id: string | null;
  }>(
    db,
    sql`update reconciliation_tasks set ${sql.join(sets, sql`, `)}
         where organization_id = ${organizationId}
           and id in (${sql.join(
             taskIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
        returning id, account_id, preparer_user_id, reviewer_user_id`,
  );
  for (const accountId of new Set(rows.map((r) => r.account_id))) {
    const row = rows.find((r) => r.account_id === accountId);
    await db.execute(sql`insert into reconciliation_assignees (organization_id, account_id, preparer_user_id, reviewer_user_id)
      values (${organizationId}, ${accountId}, ${row?.preparer_user_id ?? null}, ${row?.reviewer_user_id ?? null})
      on conflict (organization_id, (coalesce(account_id, ''))) do update
        set preparer_user_id = excluded.preparer_user_id, reviewer_user_id = excluded.reviewer_user_id,
            updated_at = now()`);
  }
  return rows;
}

/** The organisation's default preparer and reviewer (accounts without their own). */
export async function setDefaultAssignees(
  db: DbOrTx,
  organizationId: string,
  preparerUserId: string | null,
  reviewerUserId: string | null,
): Promise<void> {
  await db.execute(sql`insert into reconciliation_assignees (organization_id, account_id, preparer_user_id, reviewer_user_id)
    values (${organizationId}, null, ${preparerUserId}, ${reviewerUserId})
    on conflict (organization_id, (coalesce(account_id, ''))) do update
      set preparer_user_id = excluded.preparer_user_id, reviewer_user_id = excluded.reviewer_user_id,
          updated_at = now()`);
}

/** Members of the organisation with their roles, names and e-mail (the assignment pickers, the mail). */
export function people(
  db: DbOrTx,
  organizationId: string,
): Promise<{ user_id: string; name: string; email: string; role_ids: number[] }[]> {
  return queryRows(
    db,
    sql`select u.id as user_id, coalesce(${nameOf('u')}, u.email) as name, u.email, m.role_ids
          from memberships m join users u on u.id = m.user_id
         where m.organization_id = ${organizationId}
         order by 2`,
  );
}

/** Each area's lock-at-sign-off setting of the organisation (false where its configuration has none). */
export async function lockSettings(db: DbOrTx, organizationId: string): Promise<Record<LedgerArea, boolean>> {
  const rows = await queryRows<{ service: string; lock: boolean }>(
    db,
    sql`select service, lock_at_sign_off as lock from rec_tenant_configs where organization_id = ${organizationId}`,
  );
  const of = (area: LedgerArea) => rows.some((r) => r.service === ledgerArea(area).tenantService && r.lock);
  return { bankRec: of('bankRec'), ewa: of('ewa') };
}

/** Sets an area's lock-at-sign-off, creating its configuration row if it has none. */
export async function setLockAtSignOff(db: DbOrTx, organizationId: string, area: LedgerArea, lock: boolean) {
  await db.execute(sql`
    insert into rec_tenant_configs (organization_id, service, lock_at_sign_off)
    values (${organizationId}, ${ledgerArea(area).tenantService}, ${lock})
    on conflict (organization_id, service) do update set lock_at_sign_off = excluded.lock_at_sign_off`);
}
