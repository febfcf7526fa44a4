import { describe, expect, it } from 'vitest';
import { agentActions, agentCommand, pushedSummary } from './agent-view';

describe('agent view', () => {
  it('offers nothing on a revoked agent and re-keying on an active one', () => {
    expect(agentActions({ state: 'revoked' })).toEqual([]);
    expect(agentActions({ state: 'active' }).map((a) => a.label)).toEqual([
      'Re-key (new activation code)',
      'Revoke',
    ]);
    expect(agentActions({ state: 'code expired' })[0]?.label).toBe('New activation code');
  });

  it('names failed pushes and writes the start command', () => {
    expect(pushedSummary({ filesPushed: 4, filesFailed: 1, filesDuplicate: 0 })).toBe('4 (1 failed)');
    expect(pushedSummary({ filesPushed: 4, filesFailed: 0, filesDuplicate: 0 })).toBe('4');
    expect(pushedSummary({ filesPushed: 4, filesFailed: 0, filesDuplicate: 2 })).toBe(
      '4 (2 already imported)',
    );
    expect(pushedSummary({ filesPushed: 4, filesFailed: 1, filesDuplicate: 1 })).toBe(
      '4 (1 failed, 1 already imported)',
    );
    expect(agentCommand('http://localhost:8080', 'AAAA-BBBB-CCCC-DDDD')).toBe(
      'npm run agent -- --url http://localhost:8080 --code AAAA-BBBB-CCCC-DDDD --watch ./inbox',
    );
  });
});

describe('demo steps', () => {
  it('marks steps done in order and the first open one current', async () => {
    const { stepStates } = await import('./demo-steps');
    const none = {
      registered: false,
      activated: false,
      generated: false,
      pushed: false,
      imported: false,
      matched: false,
      notified: false,
    };
    expect(stepStates(none).register).toBe('current');
    expect(stepStates(none).activate).toBe('waiting');
    const states = stepStates({ ...none, registered: true, activated: true });
    expect(states.activate).toBe('done');
    expect(states.statement).toBe('current');
    expect(states.notify).toBe('waiting');
  });
});
