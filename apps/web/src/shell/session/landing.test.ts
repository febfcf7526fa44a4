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

  it('shows the help for roles outside the areas', () => {
    expect(landingAction(landingFor([42]), () => true)).toEqual({ kind: 'help' });
  });
});
