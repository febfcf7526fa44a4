import type { AgentRow } from '@clearline/contracts';
import type { Tone } from '../../../shared/ui/tones';

/** How each state reads in the panel: revoked and silent stand out, a waiting code is a note. */
export const STATE_VIEW: Record<AgentRow['state'], { label: string; tone: Tone }> = {
  active: { label: 'Active', tone: 'success' },
  silent: { label: 'Silent', tone: 'error' },
  'awaiting activation': { label: 'Awaiting activation', tone: 'info' },
  'code expired': { label: 'Code expired', tone: 'warning' },
  revoked: { label: 'Revoked', tone: 'neutral' },
};

/** What an administrator may do to an agent in its state. */
export function agentActions(
  agent: Pick<AgentRow, 'state'>,
): { action: 'newCode' | 'revoke'; label: string }[] {
  if (agent.state === 'revoked') return [];
  return [
    {
      action: 'newCode',
      label:
        agent.state === 'awaiting activation' || agent.state === 'code expired'
          ? 'New activation code'
          : 'Re-key (new activation code)',
    },
    { action: 'revoke', label: 'Revoke' },
  ];
}

/** The command that starts the reference agent with a code, for this server. */
export const agentCommand = (origin: string, code: string) =>
  `npm run agent -- --url ${origin} --code ${code} --watch ./inbox`;

/** Files pushed, with the failed ones and the duplicates named when there are any. */
export function pushedSummary(a: Pick<AgentRow, 'filesPushed' | 'filesFailed' | 'filesDuplicate'>): string {
  const notes = [
    a.filesFailed > 0 ? `${a.filesFailed} failed` : '',
    a.filesDuplicate > 0 ? `${a.filesDuplicate} already imported` : '',
  ].filter((note) => note !== '');
  return notes.length > 0 ? `${a.filesPushed} (${notes.join(', ')})` : String(a.filesPushed);
}
