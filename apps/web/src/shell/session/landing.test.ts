import { landingFor } from '@clearline/domain';
import { describe, expect, it } from 'vitest';
import { landingAction } from './landing';

describe('role-based landing in the browser', () => {
  const only =
    (...urls: string[]) =>
    (url: string) =>
      urls.includes(url);

  it('goes to the landing page of the roles when it exists', () => {
    expect(landingAction(landingFor([110]), only('/app/rPRec/rPRecD'))).toEqual({
      kind: 'navigate',
      to: '/app/rPRec/rPRecD',
    });
    expect(landingAction(landingFor([132]), only('/app/bankRec/panel'))).toEqual({
      kind: 'navigate',
      to: '/app/bankRec/panel',
    });
  });

  it('stays when the page is not in the route table yet, or for role 8', () => {
    expect(landingAction(landingFor([128]), only('/app/rPRec/rPRecD'))).toEqual({ kind: 'stay' });
    expect(landingAction(landingFor([8]), () => true)).toEqual({ kind: 'stay' });
  });

  it('sends 133 to the workflow once its page exists, to the bank-rec dashboard until then', () => {
    expect(landingAction(landingFor([133]), only('/app/bankRec/workflow', '/app/bankRec/dashboard'))).toEqual(
      {
        kind: 'navigate',
        to: '/app/bankRec/workflow',
      },
    );
    expect(landingAction(landingFor([133]), only('/app/bankRec/dashboard'))).toEqual({
      kind: 'navigate',
      to: '/app/bankRec/dashboard',
    });
    expect(landingAction(landingFor([133]), only())).toEqual({ kind: 'stay' });
  });

  it('shows the help for roles outside the areas', () => {
    expect(landingAction(landingFor([42]), () => true)).toEqual({ kind: 'help' });
  });
});
