/** The guided demo's steps, in order; each step's state is derived from what the run holds so far. */
export const DEMO_STEPS = [
  {
    id: 'register',
    title: 'Register a demo agent',
    text: 'An administrator registers the agent and gets a one-time activation code.',
  },
  {
    id: 'activate',
    title: 'Activate it',
    text: 'The agent exchanges the code for its own credential. The code cannot be used again.',
  },
  {
    id: 'statement',
    title: 'Generate a sample statement',
    text: "A BAI2 file for a demo account, built from that account's newest open ledger lines and one bank fee.",
  },
  {
    id: 'push',
    title: 'Push it as the agent',
    text: 'The agent sends the file with its credential into the same import pipeline as a browser upload.',
  },
  {
    id: 'import',
    title: 'Watch it import',
    text: 'The import job parses and merges the file; the agent follows it with its credential.',
  },
  {
    id: 'match',
    title: 'Watch auto-match',
    text: "Auto-match runs over the file's lines once it is committed: each line answering an open ledger line is matched.",
  },
  {
    id: 'notify',
    title: 'Notified',
    text: 'Every push and its end is an agent notification: it appears as a toast top-right and in the drawer.',
  },
] as const;

export type DemoStepId = (typeof DEMO_STEPS)[number]['id'];
export type StepState = 'done' | 'current' | 'waiting';

export interface DemoProgress {
  registered: boolean;
  activated: boolean;
  generated: boolean;
  pushed: boolean;
  imported: boolean;
  matched: boolean;
  notified: boolean;
}

const DONE_WHEN: Record<DemoStepId, keyof DemoProgress> = {
  register: 'registered',
  activate: 'activated',
  statement: 'generated',
  push: 'pushed',
  import: 'imported',
  match: 'matched',
  notify: 'notified',
};

/** Each step is done once its fact holds; the first step not done is the current one. */
export function stepStates(progress: DemoProgress): Record<DemoStepId, StepState> {
  const states = {} as Record<DemoStepId, StepState>;
  let currentTaken = false;
  for (const step of DEMO_STEPS) {
    if (progress[DONE_WHEN[step.id]]) states[step.id] = 'done';
    else if (!currentTaken) {
      states[step.id] = 'current';
      currentTaken = true;
    } else states[step.id] = 'waiting';
  }
  return states;
}
