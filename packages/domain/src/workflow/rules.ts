import { type TaskAction, type TaskState, TRANSITIONS } from './task-states';

/**
 * The figures a sign-off or certification signs, in cents, from the bank reconciliation statement:
 * the bank's closing balance (null when the month has no statement yet), the book balance, the
 * statement's difference (adjusted bank balance minus book: zero when every difference between bank and
 * book is explained by a reconciling item) and the open items that explain it.
 */
export interface TaskFigures {
  bankBalance: number | null;
  bookBalance: number;
  difference: number | null;
  openItemsCount: number;
  openItemsAmount: number;
}

export function sameFigures(a: TaskFigures, b: TaskFigures): boolean {
  return (
    a.bankBalance === b.bankBalance &&
    a.bookBalance === b.bookBalance &&
    a.difference === b.difference &&
    a.openItemsCount === b.openItemsCount &&
    a.openItemsAmount === b.openItemsAmount
  );
}

export interface TaskForRules {
  state: TaskState;
  preparerUserId: string | null;
  reviewerUserId: string | null;
  /** Who signed the current preparation off (null before a sign-off). */
  signedOffBy: string | null;
}

export interface TransitionRequest {
  action: TaskAction;
  actorUserId: string;
  /** The actor holds a role that may review (certify, return). */
  actorMayReview: boolean;
  comment?: string | undefined;
  /** The statement's figures now. */
  figures: TaskFigures;
  /** The figures the actor saw (sign-off and certification); absent: not checked (a board move). */
  seenFigures?: TaskFigures | undefined;
}

export type RefusalCode =
  | 'wrong_state'
  | 'not_preparer'
  | 'not_reviewer'
  | 'may_not_review'
  | 'maker_checker'
  | 'comment_required'
  | 'reason_required'
  | 'not_reconciled'
  | 'stale_figures';

export type TransitionDecision =
  | { ok: true; to: TaskState }
  | { ok: false; code: RefusalCode; message: string };

const refuse = (code: RefusalCode, message: string): TransitionDecision => ({ ok: false, code, message });

export const WORKFLOW_MESSAGES = {
  wrongState: (action: string, state: string) => `This task is ${state}: it cannot be ${action} now`,
  notPreparer: 'Only the preparer assigned to this account may do this',
  notReviewer: 'Only the reviewer assigned to this account may do this',
  mayNotReview: 'Your role may not review reconciliations',
  makerChecker: 'The person who prepared a reconciliation may not certify it',
  commentRequired: 'Say what must change: a return needs a comment',
  reasonRequired: 'Say why the month is reopened: a reopen needs a reason',
  notReconciled:
    'The difference is not zero: match the open lines or explain every difference with a reconciling item before signing off',
  noStatement: 'There is no bank statement closing balance for this month yet',
  staleFigures: 'The figures changed since you loaded the page; check the new figures and sign again',
} as const;

const ACTION_PAST: Record<TaskAction, string> = {
  start: 'started',
  signOff: 'signed off',
  certify: 'certified',
  return: 'returned',
  reopen: 'reopened',
};
const STATE_WORDS: Record<TaskState, string> = {
  not_started: 'not started',
  in_preparation: 'in preparation',
  ready_for_review: 'ready for review',
  certified: 'certified',
};

/** Whether a person's move is allowed, and where it leads; the refusal says why in words a user reads. */
export function decideTransition(task: TaskForRules, request: TransitionRequest): TransitionDecision {
  const { action, actorUserId } = request;
  const transition = TRANSITIONS[action];
  if (task.state !== transition.from) {
    return refuse('wrong_state', WORKFLOW_MESSAGES.wrongState(ACTION_PAST[action], STATE_WORDS[task.state]));
  }
  const isPreparer = task.preparerUserId === null || task.preparerUserId === actorUserId;
  switch (action) {
    case 'start':
      if (task.reviewerUserId === actorUserId) return refuse('maker_checker', WORKFLOW_MESSAGES.makerChecker);
      if (!isPreparer) return refuse('not_preparer', WORKFLOW_MESSAGES.notPreparer);
      break;
    case 'signOff': {
      if (task.reviewerUserId === actorUserId) return refuse('maker_checker', WORKFLOW_MESSAGES.makerChecker);
      if (!isPreparer) return refuse('not_preparer', WORKFLOW_MESSAGES.notPreparer);
      if (request.figures.bankBalance === null)
        return refuse('not_reconciled', WORKFLOW_MESSAGES.noStatement);
      if (request.seenFigures && !sameFigures(request.seenFigures, request.figures)) {
        return refuse('stale_figures', WORKFLOW_MESSAGES.staleFigures);
      }
      if (request.figures.difference !== 0) return refuse('not_reconciled', WORKFLOW_MESSAGES.notReconciled);
      break;
    }
    case 'certify':
    case 'return':
      if (!request.actorMayReview) return refuse('may_not_review', WORKFLOW_MESSAGES.mayNotReview);
      if (task.preparerUserId === actorUserId || task.signedOffBy === actorUserId) {
        return refuse('maker_checker', WORKFLOW_MESSAGES.makerChecker);
      }
      if (task.reviewerUserId !== null && task.reviewerUserId !== actorUserId) {
        return refuse('not_reviewer', WORKFLOW_MESSAGES.notReviewer);
      }
      if (action === 'return' && (request.comment ?? '').trim() === '') {
        return refuse('comment_required', WORKFLOW_MESSAGES.commentRequired);
      }
      if (action === 'certify' && request.seenFigures && !sameFigures(request.seenFigures, request.figures)) {
        return refuse('stale_figures', WORKFLOW_MESSAGES.staleFigures);
      }
      break;
    case 'reopen':
      // Reopening unlocks figures someone certified: a reviewing role, and a reason the audit trail keeps.
      if (!request.actorMayReview) return refuse('may_not_review', WORKFLOW_MESSAGES.mayNotReview);
      if ((request.comment ?? '').trim() === '')
        return refuse('reason_required', WORKFLOW_MESSAGES.reasonRequired);
      break;
  }
  return { ok: true, to: transition.to };
}

/** An assignment breaks maker-checker when one person would prepare and review. */
export function assignmentRefusal(
  preparerUserId: string | null,
  reviewerUserId: string | null,
): string | null {
  return preparerUserId !== null && preparerUserId === reviewerUserId
    ? 'The reviewer may not be the preparer: choose two different people'
    : null;
}

/** Role ids that may review (certify or return): management and the bank-rec workflow role (133). */
export const REVIEWER_ROLE_IDS = [110, 126, 133] as const;

export function mayReview(roles: readonly number[]): boolean {
  return roles.some((r) => (REVIEWER_ROLE_IDS as readonly number[]).includes(r));
}
