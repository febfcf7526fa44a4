import type { Landing } from '@clearline/domain';

export type LandingAction = { kind: 'navigate'; to: string } | { kind: 'stay' } | { kind: 'help' };

/**
 * What the tab does with the domain's landing for the roles (spec §4 role-based landing): go to the
 * page only when the route table has it and the user may open it, else stay on the landing page.
 */
export function landingAction(landing: Landing, canOpen: (url: string) => boolean): LandingAction {
  if (landing.kind === 'route')
    return canOpen(landing.path) ? { kind: 'navigate', to: landing.path } : { kind: 'stay' };
  return landing;
}
