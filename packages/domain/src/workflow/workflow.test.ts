import { describe, expect, it } from 'vitest';
import { assignmentRefusal, decideTransition, mayReview, type TaskFigures, type TaskForRules } from './rules';
import { actionBetween, actionsFrom, dueDateOf, isOverdue, periodBounds, shiftPeriod } from './task-states';

const reconciled: TaskFigures = {
  bankBalance: 100_00,
  bookBalance: 90_00,
  difference: 0,
  openItemsCount: 1,
  openItemsAmount: 10_00,
};
const task = (over: Partial<TaskForRules> = {}): TaskForRules => ({
  state: 'in_preparation',
  preparerUserId: 'p',
  reviewerUserId: 'r',
  signedOffBy: null,
  ...over,
});
const ask = (over: Partial<Parameters<typeof decideTransition>[1]> = {}) => ({
  action: 'signOff' as const,
  actorUserId: 'p',
  actorMayReview: false,
  figures: reconciled,
  ...over,
});

describe('task state machine', () => {
  it('moves forward through the four states and back on a return', () => {
    expect(decideTransition(task({ state: 'not_started' }), ask({ action: 'start' }))).toEqual({
      ok: true,
      to: 'in_preparation',
    });
    expect(decideTransition(task(), ask())).toEqual({ ok: true, to: 'ready_for_review' });
    const review = task({ state: 'ready_for_review', signedOffBy: 'p' });
    const reviewer = { actorUserId: 'r', actorMayReview: true };
    expect(decideTransition(review, ask({ action: 'certify', ...reviewer }))).toEqual({
      ok: true,
      to: 'certified',
    });
    expect(decideTransition(review, ask({ action: 'return', comment: 'Fix it', ...reviewer }))).toEqual({
      ok: true,
      to: 'in_preparation',
    });
  });

  it('refuses a move from the wrong state', () => {
    const d = decideTransition(task({ state: 'certified' }), ask());
    expect(d).toMatchObject({ ok: false, code: 'wrong_state' });
  });

  it('maps board moves to actions and lists what a state allows', () => {
    expect(actionBetween('in_preparation', 'ready_for_review')).toBe('signOff');
    expect(actionBetween('ready_for_review', 'in_preparation')).toBe('return');
    expect(actionBetween('not_started', 'certified')).toBeNull();
    expect(actionsFrom('ready_for_review')).toEqual(['certify', 'return']);
  });
});

describe('sign-off', () => {
  it('needs the difference explained and a statement balance', () => {
    expect(decideTransition(task(), ask({ figures: { ...reconciled, difference: 5 } }))).toMatchObject({
      ok: false,
      code: 'not_reconciled',
    });
    expect(
      decideTransition(task(), ask({ figures: { ...reconciled, bankBalance: null, difference: null } })),
    ).toMatchObject({ ok: false, code: 'not_reconciled' });
  });

  it('refuses figures that changed since the page loaded', () => {
    const seen = { ...reconciled, openItemsCount: 2 };
    expect(decideTransition(task(), ask({ seenFigures: seen }))).toMatchObject({ code: 'stale_figures' });
    expect(decideTransition(task(), ask({ seenFigures: { ...reconciled } }))).toMatchObject({ ok: true });
  });

  it('is the preparer’s, never the reviewer’s', () => {
    expect(decideTransition(task(), ask({ actorUserId: 'x' }))).toMatchObject({ code: 'not_preparer' });
    expect(decideTransition(task(), ask({ actorUserId: 'r' }))).toMatchObject({ code: 'maker_checker' });
    expect(decideTransition(task({ preparerUserId: null }), ask({ actorUserId: 'x' }))).toMatchObject({
      ok: true,
    });
  });
});

describe('certification and return', () => {
  const review = task({ state: 'ready_for_review', signedOffBy: 'p' });
  it('refuses the preparer certifying their own work (maker-checker)', () => {
    const own = decideTransition(review, ask({ action: 'certify', actorUserId: 'p', actorMayReview: true }));
    expect(own).toMatchObject({ ok: false, code: 'maker_checker' });
    const signer = decideTransition(
      task({ state: 'ready_for_review', preparerUserId: null, reviewerUserId: null, signedOffBy: 'q' }),
      ask({ action: 'certify', actorUserId: 'q', actorMayReview: true }),
    );
    expect(signer).toMatchObject({ code: 'maker_checker' });
  });
  it('needs a reviewing role, the assigned reviewer and, to return, a comment', () => {
    expect(decideTransition(review, ask({ action: 'certify', actorUserId: 'r' }))).toMatchObject({
      code: 'may_not_review',
    });
    expect(
      decideTransition(review, ask({ action: 'certify', actorUserId: 'z', actorMayReview: true })),
    ).toMatchObject({ code: 'not_reviewer' });
    expect(
      decideTransition(
        review,
        ask({ action: 'return', actorUserId: 'r', actorMayReview: true, comment: ' ' }),
      ),
    ).toMatchObject({ code: 'comment_required' });
  });
  it('refuses a certification on changed figures', () => {
    const d = decideTransition(
      review,
      ask({
        action: 'certify',
        actorUserId: 'r',
        actorMayReview: true,
        seenFigures: { ...reconciled, bookBalance: 1 },
      }),
    );
    expect(d).toMatchObject({ code: 'stale_figures' });
  });
});

describe('reopen', () => {
  const certified = task({ state: 'certified', signedOffBy: 'p' });
  it('sends a certified month back to preparation, for a reviewing role with a reason', () => {
    expect(
      decideTransition(
        certified,
        ask({ action: 'reopen', actorUserId: 'm', actorMayReview: true, comment: 'Late fee' }),
      ),
    ).toEqual({ ok: true, to: 'in_preparation' });
    expect(actionBetween('certified', 'in_preparation')).toBe('reopen');
    expect(actionsFrom('certified')).toEqual(['reopen']);
  });
  it('refuses a clerk, a missing reason and a month that is not certified', () => {
    expect(decideTransition(certified, ask({ action: 'reopen', comment: 'Late fee' }))).toMatchObject({
      code: 'may_not_review',
    });
    expect(
      decideTransition(
        certified,
        ask({ action: 'reopen', actorUserId: 'r', actorMayReview: true, comment: '  ' }),
      ),
    ).toMatchObject({
      code: 'reason_required',
      message: 'Say why the month is reopened: a reopen needs a reason',
    });
    expect(
      decideTransition(
        task(),
        ask({ action: 'reopen', actorUserId: 'r', actorMayReview: true, comment: 'x' }),
      ),
    ).toMatchObject({ code: 'wrong_state' });
  });
});

describe('assignment and periods', () => {
  it('refuses one person as preparer and reviewer', () => {
    expect(assignmentRefusal('a', 'a')).toMatch(/may not be the preparer/);
    expect(assignmentRefusal('a', 'b')).toBeNull();
    expect(assignmentRefusal(null, null)).toBeNull();
  });
  it('knows who may review', () => {
    expect(mayReview([133])).toBe(true);
    expect(mayReview([128])).toBe(false);
  });
  it('computes bounds, due dates, overdue and neighbouring months', () => {
    expect(periodBounds('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(dueDateOf('2026-10')).toBe('2026-11-10');
    expect(isOverdue({ state: 'in_preparation', dueDate: '2026-11-10' }, '2026-11-11')).toBe(true);
    expect(isOverdue({ state: 'certified', dueDate: '2026-11-10' }, '2026-11-11')).toBe(false);
    expect(shiftPeriod('2026-12', 1)).toBe('2027-01');
    expect(shiftPeriod('2026-01', -1)).toBe('2025-12');
  });
});
