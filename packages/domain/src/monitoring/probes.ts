/**
 * What a probe's answer means and what it does to the endpoint's incident (issue 15). Pure: the health
 * module's probing job feeds it what it measured and stores what it decides.
 */

/** What a probe measured: an HTTP status, or no answer at all (refused, timed out, unknown host). */
export type ProbeAnswer = { status: number } | { error: string };

export interface ProbeVerdict {
  ok: boolean;
  /** Why the probe failed, in words for the incident list; null when it passed. */
  reason: string | null;
}

/** A probe passes only when the endpoint answered with exactly the status it is expected to give. */
export function judgeProbe(expectedStatus: number, answer: ProbeAnswer): ProbeVerdict {
  if ('error' in answer) return { ok: false, reason: answer.error };
  if (answer.status === expectedStatus) return { ok: true, reason: null };
  return { ok: false, reason: `expected HTTP ${expectedStatus}, got ${answer.status}` };
}

/**
 * What a probe's verdict does to the endpoint's incident: the first failure opens one, further failures
 * count into the open one, the first success closes it, and successes without an incident change nothing.
 */
export type IncidentStep = 'open' | 'continue' | 'close' | 'none';

export function incidentStep(hasOpenIncident: boolean, ok: boolean): IncidentStep {
  if (ok) return hasOpenIncident ? 'close' : 'none';
  return hasOpenIncident ? 'continue' : 'open';
}

/** An incident's length in seconds; an open one runs until `now`. */
export function incidentDurationSeconds(openedAt: Date, closedAt: Date | null, now: Date): number {
  const end = closedAt ?? now;
  return Math.max(0, Math.round((end.getTime() - openedAt.getTime()) / 1000));
}
