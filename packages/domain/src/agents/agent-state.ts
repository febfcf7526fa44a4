/**
 * Issue 19: what an agent's row says about it, as the panel shows it. Pure: the server passes the row's
 * moments and its clock.
 */

export const AGENT_STATES = ['awaiting activation', 'code expired', 'active', 'silent', 'revoked'] as const;
export type AgentState = (typeof AGENT_STATES)[number];

export interface AgentMoments {
  activatedAt: Date | null;
  activationExpiresAt: Date | null;
  lastSeenAt: Date | null;
  revokedAt: Date | null;
}

/** How long an activation code stays usable. */
export const ACTIVATION_CODE_TTL_MS = 24 * 3_600_000;

/**
 * Revoked wins over everything; an agent never activated waits for its code (or the code ran out); an
 * activated one is silent once it has not called for `silentAfterMs` (since its last call, or since its
 * activation when it never called again).
 */
export function agentState(agent: AgentMoments, now: Date, silentAfterMs: number): AgentState {
  if (agent.revokedAt) return 'revoked';
  if (!agent.activatedAt) {
    return agent.activationExpiresAt && agent.activationExpiresAt.getTime() > now.getTime()
      ? 'awaiting activation'
      : 'code expired';
  }
  const seen = agent.lastSeenAt ?? agent.activatedAt;
  return now.getTime() - seen.getTime() >= silentAfterMs ? 'silent' : 'active';
}

/** The notice members get when an agent goes quiet. */
export function silentAgentMessage(name: string, lastSeenAt: Date | null, silentAfterMs: number): string {
  const minutes = Math.round(silentAfterMs / 60_000);
  const since = lastSeenAt
    ? ` (last seen ${lastSeenAt.toISOString().slice(0, 16).replace('T', ' ')} UTC)`
    : '';
  return `Agent ${name} has not reported for ${minutes} minutes${since}. Check that it is running.`;
}

/** The notice of a push: what the agent sent and where the import stands. */
export function agentPushMessage(name: string, fileName: string, outcome: string): string {
  return `Agent ${name}: ${fileName}: ${outcome}`;
}
