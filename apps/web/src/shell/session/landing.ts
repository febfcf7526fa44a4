import type { Landing } from '@clearline/domain';

export type LandingAction = { kind: 'navigate'; to: string } | { kind: 'stay' } | { kind: 'help' };

/**
 * What the tab does with the domain's landing for the roles (spec §4 role-based landing): go to the
 * page when the route table has it and the user may open it, else to the landing's fallback under the
 * same condition, else stay on the landing page.
 */
export function landingAction(landing: Landing, canOpen: (url: string) => boolean): LandingAction {
  if (landing.kind !== 'route') return landing;
  if (canOpen(landing.path)) return { kind: 'navigate', to: landing.path };
  if (landing.fallback && canOpen(landing.fallback)) return { kind: 'navigate', to: landing.fallback };
  return { kind: 'stay' };
}
