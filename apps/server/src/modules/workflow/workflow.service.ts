import {
  actionBetween,
  actionsFrom,
  assignmentRefusal,
  canUseArea,
  decideTransition,
  dueDateOf,
  isOverdue,
  mayReview,
  PERIOD_PATTERN,
  type RefusalCode,
  type TaskAction,
  type TaskFigures,
  type TaskState,
  todayIso,
  WORKFLOW_MESSAGES,
} from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs';
import { audit } from '../audit/index';
import { bankRecReader } from '../bank-rec/index';
import type { ReportsService } from '../reports/index';
import { figuresJson } from './figures';
import { noticeOfMove, TASK_NOTICE_JOB, type TaskNotice } from './notices';
import * as repo from './workflow.repository';

/** Who acts: the caller's user and role ids in the organisation. */
export interface Actor {
  userId: string;
  roles: readonly number[];
}

export interface TaskView {
  id: string;
  area: LedgerArea;
  accountId: string;
  accountName: string;
  period: string;
  state: TaskState;
  preparer: { id: string; name: string } | null;
  reviewer: { id: string; name: string } | null;
  signedOffBy: string | null;
  dueDate: string;
  overdue: boolean;
  version: number;
  updatedAt: string;
}

export interface TaskFilterInput {
  area?: LedgerArea | undefined;
  period?: string | undefined;
  state?: TaskState | undefined;
  personId?: string | undefined;
  accountId?: string | undefined;
  overdue?: boolean | undefined;
}

export type MoveResult =
  | { ok: true; task: TaskView }
  | {
      ok: false;
      status: number;
      code: RefusalCode | 'not_found' | 'forbidden' | 'conflict';
      reason: string;
      figures?: TaskFigures;
    };

const STATUS_OF: Record<RefusalCode, number> = {
  wrong_state: 409,
  not_preparer: 403,
  not_reviewer: 403,
  may_not_review: 403,
  maker_checker: 403,
  comment_required: 400,
  reason_required: 400,
  not_reconciled: 400,
  stale_figures: 409,
};

const EVENT_OF: Record<TaskAction, string> = {
  start: 'started',
  signOff: 'signed_off',
  certify: 'certified',
  return: 'returned',
  reopen: 'reopened',
};

export const MOVED_MEANWHILE = 'Someone changed this task meanwhile: reload it and try again';

/**
 * Reconciliation tasks (issue 16): one per bank account and month, moved by people through the domain's
 * state machine (packages/domain/src/workflow), assigned by management; the figures a sign-off signs are
 * the reconciliation statement's (reports). Decertification is the database's (ADR 0018).
 */
export class WorkflowService {
  /** Who hears of a committed move (the boards, so an open reconciliation board redraws its cards). */
  private readonly movedListeners: ((organizationId: string, actorId: string) => void)[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly reports: ReportsService,
  ) {}

  /** Issue 19: who hears of a certified month (payroll implementation closes projects' last steps). */
  private readonly certifiedListeners: ((organizationId: string, task: TaskView) => Promise<void>)[] = [];

  /** Calls `listener` after a task's certification commits; a listener's failure is logged, not thrown. */
  onTaskCertified(listener: (organizationId: string, task: TaskView) => Promise<void>): void {
    this.certifiedListeners.push(listener);
  }

  /** Calls `listener` after every committed move of a task, whichever page made it. */
  onTaskMoved(listener: (organizationId: string, actorId: string) => void): void {
    this.movedListeners.push(listener);
  }

  private async today(organizationId: string): Promise<string> {
    const config = await bankRecReader.config(this.ctx.db, organizationId);
    return todayIso(this.ctx.now(), config.timeZone);
  }

  /** The current period ('YYYY-MM') in the organisation's zone. */
  async currentPeriod(organizationId: string): Promise<string> {
    return (await this.today(organizationId)).slice(0, 7);
  }

  /** Creates the period's missing tasks (idempotent); returns how many were new. */
  async ensurePeriod(organizationId: string, period: string): Promise<number> {
    if (!PERIOD_PATTERN.test(period)) throw badRequest(`period must be YYYY-MM, not ${period}`);
    const created = await repo.ensureTasks(this.ctx.db, organizationId, period, dueDateOf(period));
    return created.length;
  }

  /**
   * Tasks of the organisation, overdue first, then by due date. The period asked for (else the current
   * one) is opened first: its tasks are created when it has none yet. `areas` limits to the areas the caller may see.
   */
  async listTasks(
    organizationId: string,
    filter: TaskFilterInput & { areas?: readonly LedgerArea[] },
  ): Promise<TaskView[]> {
    // The period asked for, else the current one, is opened (its missing tasks created) first.
    await this.ensurePeriod(organizationId, filter.period ?? (await this.currentPeriod(organizationId)));
    const today = await this.today(organizationId);
    const rows = await repo.listTasks(this.ctx.db, organizationId, {
      area: filter.area,
      areas: filter.areas,
      period: filter.period,
      state: filter.state,
      personId: filter.personId,
      accountId: filter.accountId,
      overdueOn: filter.overdue ? today : undefined,
    });
    const views = rows.map((r) => viewOf(r, today));
    return views.sort((a, b) => Number(b.overdue) - Number(a.overdue));
  }

  async task(organizationId: string, taskId: string): Promise<TaskView | undefined> {
    const row = await repo.taskById(this.ctx.db, organizationId, taskId);
    return row ? viewOf(row, await this.today(organizationId)) : undefined;
  }

  /** The reconciliation statement's figures of the task's account and month. */
  async figures(task: { area: LedgerArea; accountId: string; period: string }, organizationId: string) {
    return this.reports.statementFigures(organizationId, task.area, task.accountId, task.period);
  }

  /** A task with its live figures, its history and what the actor may do with it. */
  async detail(organizationId: string, actor: Actor, taskId: string) {
    const task = await this.visibleTask(organizationId, actor, taskId);
    const [figures, events] = await Promise.all([
      this.figures(task, organizationId),
      repo.eventsOf(this.ctx.db, organizationId, taskId),
    ]);
    const allowed = actionsFrom(task.state).filter(
      (action) =>
        decideTransition(rulesOf(task), {
          action,
          actorUserId: actor.userId,
          actorMayReview: mayReview(actor.roles),
          comment: 'x',
          figures,
        }).ok,
    );
    return {
      task,
      figures,
      allowed,
      history: events.map((e) => ({
        id: e.id,
        kind: e.kind,
        fromState: e.from_state,
        toState: e.to_state,
        actor: e.actor_name,
        comment: e.comment,
        reason: e.reason,
        figures: e.figures,
        at: e.at,
      })),
    };
  }

  private async visibleTask(organizationId: string, actor: Actor, taskId: string): Promise<TaskView> {
    const task = await this.task(organizationId, taskId);
    if (!task) throw notFound('There is no such reconciliation task in this organisation');
    if (!canUseArea(actor.roles, task.area)) throw forbidden('Unauthorized to perform operation');
    return task;
  }

  /**
   * A person's move (the workflow page's buttons, a board's drag to another list): the state machine's
   * rules, the figures re-read from the statement and, when the actor sent the figures they saw, compared.
   * Never throws for a refusal: the result says why (status as HTTP would answer it).
   */
  async move(
    organizationId: string,
    actor: Actor,
    taskId: string,
    request: { action: TaskAction; comment?: string | undefined; seenFigures?: TaskFigures | undefined },
  ): Promise<MoveResult> {
    const task = await this.task(organizationId, taskId);
    if (!task)
      return { ok: false, status: 404, code: 'not_found', reason: 'There is no such reconciliation task' };
    if (!canUseArea(actor.roles, task.area)) {
      return { ok: false, status: 403, code: 'forbidden', reason: 'Unauthorized to perform operation' };
    }
    const needsFigures = request.action === 'signOff' || request.action === 'certify';
    const figures = needsFigures ? await this.figures(task, organizationId) : null;
    const decision = decideTransition(rulesOf(task), {
      action: request.action,
      actorUserId: actor.userId,
      actorMayReview: mayReview(actor.roles),
      comment: request.comment,
      figures: figures ?? NO_FIGURES,
      seenFigures: request.seenFigures,
    });
    if (!decision.ok) {
      return {
        ok: false,
        status: STATUS_OF[decision.code],
        code: decision.code,
        reason: decision.message,
        ...(decision.code === 'stale_figures' && figures ? { figures } : {}),
      };
    }
    const comment = request.comment?.trim() ?? '';
    const moved = await this.ctx.db.transaction(async (tx) => {
      const done = await repo.moveTask(tx, organizationId, taskId, task.version, {
        state: decision.to,
        signedOffBy:
          request.action === 'signOff'
            ? actor.userId
            : request.action === 'return' || request.action === 'reopen'
              ? null
              : task.signedOffBy,
        ...(request.action === 'start' && task.preparer === null ? { preparerUserId: actor.userId } : {}),
      });
      if (!done) return false;
      await repo.insertEvent(tx, {
        organizationId,
        taskId,
        kind: EVENT_OF[request.action],
        fromState: task.state,
        toState: decision.to,
        actorUserId: actor.userId,
        comment,
        figures,
      });
      const notice = noticeOfMove(request.action, taskId, comment);
      if (notice) await enqueueNotice(tx, organizationId, actor.userId, notice);
      if (request.action === 'reopen') {
        // Unlocking certified figures is a control event: the audit trail says who, when and why.
        await audit.record(tx, {
          organizationId,
          actorUserId: actor.userId,
          action: 'reconciliation.reopened',
          entityType: 'reconciliationTask',
          entityId: taskId,
          details: { accountId: task.accountId, period: task.period, reason: comment },
        });
      }
      return true;
    });
    if (!moved) return { ok: false, status: 409, code: 'conflict', reason: MOVED_MEANWHILE };
    for (const listener of this.movedListeners) listener(organizationId, actor.userId);
    const after = await this.task(organizationId, taskId);
    if (!after) throw new Error(`task ${taskId} vanished after its move`);
    if (request.action === 'certify') {
      for (const listener of this.certifiedListeners) {
        await listener(organizationId, after).catch((error: unknown) => {
          this.ctx.log.warn({ err: error, taskId }, 'a listener of certified months failed');
        });
      }
    }
    return { ok: true, task: after };
  }

  /** A board's move: to a state instead of an action (a refusal when no single move leads there). */
  async moveTo(
    organizationId: string,
    actor: Actor,
    taskId: string,
    toState: TaskState,
    options: { comment?: string | undefined; seenFigures?: TaskFigures | undefined } = {},
  ): Promise<MoveResult> {
    const task = await this.task(organizationId, taskId);
    if (!task)
      return { ok: false, status: 404, code: 'not_found', reason: 'There is no such reconciliation task' };
    const action = actionBetween(task.state, toState);
    if (!action) {
      return {
        ok: false,
        status: 409,
        code: 'wrong_state',
        reason: `A task cannot go from ${task.state.replaceAll('_', ' ')} to ${toState.replaceAll('_', ' ')}`,
      };
    }
    return this.move(organizationId, actor, taskId, { action, ...options });
  }

  /** The HTTP form of `move`: a refusal is the error envelope (409 with the new figures when stale). */
  async transition(
    organizationId: string,
    actor: Actor,
    taskId: string,
    request: { action: TaskAction; comment?: string | undefined; figures?: TaskFigures | undefined },
  ) {
    const result = await this.move(organizationId, actor, taskId, {
      action: request.action,
      comment: request.comment,
      seenFigures: request.figures,
    });
    if (!result.ok) {
      const code =
        result.status === 404
          ? 'not_found'
          : result.status === 403
            ? 'forbidden'
            : result.status === 409
              ? 'conflict'
              : 'bad_request';
      throw new AppError(result.status, code, result.reason, undefined, {
        reason: result.code,
        ...(result.figures ? { figures: figuresJson(result.figures) } : {}),
      });
    }
    return { data: result.task };
  }

  /** Management's bulk assignment; each newly assigned person is told. */
  async assign(
    organizationId: string,
    actor: Actor,
    body: {
      taskIds: string[];
      preparerUserId?: string | null | undefined;
      reviewerUserId?: string | null | undefined;
    },
  ) {
    const people = await repo.people(this.ctx.db, organizationId);
    const member = (id: string | null | undefined) =>
      id === undefined || id === null || people.some((p) => p.user_id === id);
    if (!member(body.preparerUserId) || !member(body.reviewerUserId)) {
      throw badRequest('Assign members of this organisation only');
    }
    const reviewer = people.find((p) => p.user_id === body.reviewerUserId);
    if (reviewer && !mayReview(reviewer.role_ids))
      throw badRequest(WORKFLOW_MESSAGES.mayNotReview.replace('Your role', `${reviewer.name}'s role`));
    const before = new Map(
      (await repo.listTasks(this.ctx.db, organizationId, {}))
        .filter((t) => body.taskIds.includes(t.id))
        .map((t) => [t.id, t]),
    );
    if (before.size !== new Set(body.taskIds).size)
      throw notFound('There is no such reconciliation task in this organisation');
    for (const task of before.values()) {
      const preparer = body.preparerUserId === undefined ? task.preparer_user_id : body.preparerUserId;
      const reviewerId = body.reviewerUserId === undefined ? task.reviewer_user_id : body.reviewerUserId;
      const refusal = assignmentRefusal(preparer, reviewerId);
      if (refusal) throw badRequest(`${task.account_name} ${task.period}: ${refusal}`);
    }
    await this.ctx.db.transaction(async (tx) => {
      const rows = await repo.assignTasks(tx, organizationId, body.taskIds, body);
      for (const row of rows) {
        const old = before.get(row.id);
        const newly = [
          row.preparer_user_id !== old?.preparer_user_id ? row.preparer_user_id : null,
          row.reviewer_user_id !== old?.reviewer_user_id ? row.reviewer_user_id : null,
        ].filter((id): id is string => id !== null && id !== actor.userId);
        await repo.insertEvent(tx, {
          organizationId,
          taskId: row.id,
          kind: 'assigned',
          fromState: null,
          toState: null,
          actorUserId: actor.userId,
          comment: `preparer ${row.preparer_user_id ?? 'none'}, reviewer ${row.reviewer_user_id ?? 'none'}`,
        });
        if (newly.length > 0)
          await enqueueNotice(tx, organizationId, actor.userId, {
            taskId: row.id,
            event: 'assigned',
            userIds: newly,
          });
      }
    });
    return { data: { assigned: before.size } };
  }

  /** The organisation's default preparer and reviewer, for accounts without their own (the seed, admin). */
  async setDefaultAssignees(
    organizationId: string,
    preparerUserId: string | null,
    reviewerUserId: string | null,
  ) {
    const refusal = assignmentRefusal(preparerUserId, reviewerUserId);
    if (refusal) throw badRequest(refusal);
    await repo.setDefaultAssignees(this.ctx.db, organizationId, preparerUserId, reviewerUserId);
  }

  /** The organisation's members who may prepare (any role of an area) and who may review. */
  async people(organizationId: string) {
    const rows = await repo.people(this.ctx.db, organizationId);
    return {
      data: rows.map((p) => ({
        id: p.user_id,
        name: p.name,
        mayPrepare: canUseArea(p.role_ids, 'bankRec') || canUseArea(p.role_ids, 'ewa'),
        mayReview: mayReview(p.role_ids),
      })),
    };
  }
}

const NO_FIGURES: TaskFigures = {
  bankBalance: null,
  bookBalance: 0,
  difference: null,
  openItemsCount: 0,
  openItemsAmount: 0,
};

function rulesOf(task: TaskView) {
  return {
    state: task.state,
    preparerUserId: task.preparer?.id ?? null,
    reviewerUserId: task.reviewer?.id ?? null,
    signedOffBy: task.signedOffBy,
  };
}

function viewOf(r: repo.TaskRow, today: string): TaskView {
  return {
    id: r.id,
    area: r.area,
    accountId: r.account_id,
    accountName: r.account_name,
    period: r.period,
    state: r.state,
    preparer: r.preparer_user_id ? { id: r.preparer_user_id, name: r.preparer_name ?? '' } : null,
    reviewer: r.reviewer_user_id ? { id: r.reviewer_user_id, name: r.reviewer_name ?? '' } : null,
    signedOffBy: r.signed_off_by,
    dueDate: r.due_date,
    overdue: isOverdue({ state: r.state, dueDate: r.due_date }, today),
    version: r.version,
    updatedAt: r.updated_at,
  };
}

async function enqueueNotice(
  db: Parameters<typeof enqueueJob>[0],
  organizationId: string,
  actorUserId: string | null,
  notice: TaskNotice,
): Promise<void> {
  await enqueueJob(db, {
    organizationId,
    kind: TASK_NOTICE_JOB,
    payload: { ...notice },
    createdBy: actorUserId,
  });
}
