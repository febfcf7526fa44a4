import { describe, expect, it } from 'vitest';
import {
  decideStepChange,
  missingDocuments,
  projectState,
  stepDueDate,
  templateProblems,
} from './implementation';

describe('payroll implementation rules', () => {
  it('dates a step from the project start, across months and leap days', () => {
    expect(stepDueDate('2028-02-20', 10)).toBe('2028-03-01');
    expect(stepDueDate('2026-12-25', 7)).toBe('2027-01-01');
    expect(stepDueDate('2026-10-01', 0)).toBe('2026-10-01');
  });

  it('refuses done while a required document is missing, and blocked without a reason', () => {
    const base = { actorRoles: [128], ownerRole: 128, actorIsManager: false, blocker: undefined };
    expect(missingDocuments(['Bank mandate', 'W-9'], ['bank MANDATE'])).toEqual(['W-9']);
    expect(decideStepChange({ ...base, to: 'done', missing: ['W-9'] })).toMatchObject({
      ok: false,
      code: 'missing_documents',
    });
    expect(decideStepChange({ ...base, to: 'blocked', missing: [] })).toMatchObject({
      ok: false,
      code: 'blocker_required',
    });
    expect(
      decideStepChange({ ...base, to: 'blocked', missing: [], blocker: 'Waiting for the bank' }),
    ).toEqual({ ok: true });
    expect(decideStepChange({ ...base, actorRoles: [135], to: 'in_progress', missing: [] })).toMatchObject({
      code: 'not_owner',
    });
    expect(
      decideStepChange({ ...base, actorRoles: [], actorIsManager: true, to: 'done', missing: [] }),
    ).toEqual({ ok: true });
  });

  it('tells a project’s state from its steps', () => {
    const today = '2026-10-10';
    expect(projectState([{ status: 'not_started', dueDate: '2026-10-20' }], today)).toBe('not_started');
    expect(
      projectState(
        [
          { status: 'done', dueDate: '2026-10-01' },
          { status: 'in_progress', dueDate: '2026-10-20' },
        ],
        today,
      ),
    ).toBe('in_progress');
    expect(projectState([{ status: 'not_started', dueDate: '2026-10-09' }], today)).toBe('overdue');
    expect(projectState([{ status: 'blocked', dueDate: '2026-10-09' }], today)).toBe('blocked');
    expect(projectState([{ status: 'done', dueDate: '2026-10-09' }], today)).toBe('done');
  });

  it('checks a template: a step at least, unique names, offsets in range', () => {
    expect(templateProblems([])).toHaveLength(1);
    const steps = [
      { name: 'Kick-off', ownerRole: 126, dueOffsetDays: 0, requiredDocuments: [] },
      { name: 'kick-off', ownerRole: 128, dueOffsetDays: -1, requiredDocuments: ['A', 'a'] },
    ];
    expect(templateProblems(steps).map((p) => p.path)).toEqual([
      'steps.1.name',
      'steps.1.dueOffsetDays',
      'steps.1.requiredDocuments.1',
    ]);
  });
});
