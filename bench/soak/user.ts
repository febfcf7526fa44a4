import { bai2File } from '../../packages/domain/src/statements/bai2/builder.test-util';

/**
 * One simulated user of the soak (bench/soak/run.ts): signed in with a session of its own, it repeats
 * what a bank-rec clerk does, with a think time between actions: searches the ledger, reads the
 * re-match page (open lines of both sides, the panel, the matches), matches a pair by hand and undoes
 * it, imports a small statement and un-imports it, exports the unmatched items and downloads the file.
 * Every request is timed per route; an error is a 5xx, a refused connection, an unexpected 4xx or an
 * import or export that failed. A 409 (another user matched the same line first) is a conflict, not an
 * error, nor is a 404 on a match whose line another user's un-import removed: the product refuses both
 * by design.
 */
export interface Recorder {
  time(route: string, ms: number): void;
  error(route: string, detail: string): void;
  conflict(route: string): void;
  count(event: 'import' | 'export' | 'match'): void;
}

export interface UserOptions {
  base: string;
  token: string;
  /** The bank account every action works on (the demo bureau's operating account). */
  accountId: string;
  /** Distinct per user: a statement's file id and references stay unique across the soak. */
  userIndex: number;
  thinkMs: [number, number];
  until: number;
  recorder: Recorder;
  random: () => number;
}

type Action = 'search' | 'rematch' | 'hand match' | 'import' | 'export';
/** How often each action is picked: reads dominate, as on a clerk's day. */
const WEIGHTS: [Action, number][] = [
  ['search', 40],
  ['rematch', 35],
  ['hand match', 15],
  ['import', 6],
  ['export', 4],
];
const SEARCHES: Record<string, string>[] = [
  {},
  { sort: 'amount' },
  { status: 'open' },
  { amountMin: '10', amountMax: '500', sort: 'amount' },
  { q: 'deposit' },
  { q: 'wire' },
  { page: '3', totals: 'false' },
];
const DONE_IMPORT = new Set(['Completed', 'Failed']);

export async function runUser(options: UserOptions): Promise<void> {
  const { base, token, accountId, recorder, random } = options;
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  let sequence = 0;

  /** One timed request; answers the parsed body (or null) and the status. */
  const call = async (
    route: string,
    path: string,
    init: { method?: string; body?: unknown; form?: FormData; expect?: number[]; conflict404?: boolean } = {},
  ): Promise<{ status: number; body: unknown }> => {
    const started = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: init.form ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
      });
      const text = await res.text();
      recorder.time(route, performance.now() - started);
      const ok = (init.expect ?? [200]).includes(res.status);
      // 409: another user matched the line first; 404 on a match: a line another user's un-import removed.
      if (res.status === 409 || (res.status === 404 && (init.conflict404 ?? false))) recorder.conflict(route);
      else if (!ok) recorder.error(route, `${res.status} ${text.slice(0, 200)}`);
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: res.status, body };
    } catch (error) {
      recorder.error(route, error instanceof Error ? error.message : String(error));
      return { status: 0, body: null };
    }
  };
  const data = <T>(answer: { body: unknown }) => (answer.body as { data?: T } | null)?.data;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const actions: Record<Action, () => Promise<void>> = {
    search: async () => {
      const query = new URLSearchParams({ limit: '50', ...pick(SEARCHES) });
      await call('GET ledger (search)', `/api/bankRec/items/ledger?${query}`);
    },
    rematch: async () => {
      await call('GET open (bank)', `/api/bankRec/items/open?side=bank&accountId=${accountId}&limit=200`);
      await call('GET open (ledger)', `/api/bankRec/items/open?side=ledger&accountId=${accountId}&limit=200`);
      await call('GET panel', `/api/bankRec/items/panel?accountId=${accountId}`);
      await call('GET matches', `/api/bankRec/items/matches?accountId=${accountId}&limit=25`);
    },
    'hand match': async () => {
      const offset = Math.floor(random() * 20);
      const open = (side: string) =>
        call(
          `GET open (${side})`,
          `/api/bankRec/items/open?side=${side}&accountId=${accountId}&limit=20&offset=${offset}`,
        );
      const bank = data<{ rows: { id: string }[] }>(await open('bank'))?.rows ?? [];
      const ledger = data<{ rows: { id: string }[] }>(await open('ledger'))?.rows ?? [];
      if (bank.length === 0 || ledger.length === 0) return;
      const made = await call('POST match', '/api/bankRec/items/match', {
        method: 'POST',
        conflict404: true,
        body: {
          bankTransactionIds: [pick(bank).id],
          ledgerEntryIds: [pick(ledger).id],
          adjustment: { recType: 'Timing Difference', reason: 'Soak test: matched by hand, undone at once' },
        },
      });
      const matchId = data<{ id: string }>(made)?.id;
      if (!matchId) return;
      recorder.count('match');
      await pause(between(options.thinkMs, random));
      await call('POST unmatch', `/api/bankRec/items/unmatch/${matchId}`, {
        method: 'POST',
        body: { reason: 'Soak test: undone' },
      });
    },
    import: async () => {
      sequence += 1;
      const tag = `${options.userIndex}-${sequence}`;
      const form = new FormData();
      form.append('file', new Blob([statement(accountId, options.userIndex, sequence)]), `soak-${tag}.bai`);
      const uploaded = await call('POST fileImport', '/api/bankRec/items/fileImport', {
        method: 'POST',
        form,
        expect: [202],
      });
      const importId = data<{ importId: string }>(uploaded)?.importId;
      if (!importId) return;
      let status = '';
      for (let i = 0; i < 240 && !DONE_IMPORT.has(status); i += 1) {
        await pause(500);
        status =
          data<{ status: string }>(
            await call('GET fileImport/:id', `/api/bankRec/items/fileImport/${importId}`),
          )?.status ?? '';
      }
      if (status !== 'Completed') {
        recorder.error('import', `import ${importId} ended ${status || 'not within 2 minutes'}`);
        return;
      }
      recorder.count('import');
      await call('POST unimport', `/api/bankRec/items/fileImport/${importId}/unimport`, { method: 'POST' });
    },
    export: async () => {
      const asked = await call('POST report/export', '/api/bankRec/report/export', {
        method: 'POST',
        body: { reportId: 'unmatched-items', parameters: { accountId }, format: 'csv' },
        expect: [202],
      });
      const exportId = data<{ exportId: string }>(asked)?.exportId;
      if (!exportId) return;
      let status = '';
      for (let i = 0; i < 240 && status !== 'succeeded' && status !== 'failed'; i += 1) {
        await pause(500);
        const rows = data<{ rows: { id: string; status: string }[] }>(
          await call('GET report/exports', '/api/bankRec/report/exports?limit=50'),
        )?.rows;
        status = rows?.find((row) => row.id === exportId)?.status ?? status;
      }
      if (status !== 'succeeded') {
        recorder.error('export', `export ${exportId} ended ${status || 'not within 2 minutes'}`);
        return;
      }
      recorder.count('export');
      await call('GET report/exports/:id/download', `/api/bankRec/report/exports/${exportId}/download`);
    },
  };

  while (Date.now() < options.until) {
    await actions[chooseAction(random())]();
    await pause(between(options.thinkMs, random));
  }
}

const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

/** The action a roll in [0, 1) falls on, by the weights. */
function chooseAction(roll: number): Action {
  let left = roll * TOTAL_WEIGHT;
  for (const [action, weight] of WEIGHTS) {
    if (left < weight) return action;
    left -= weight;
  }
  return 'search';
}

const between = ([low, high]: [number, number], random: () => number) => low + random() * (high - low);

/** A one-day statement of three lines, unique to this user and upload (file id and references). */
function statement(accountId: string, user: number, sequence: number): string {
  const ref = `S${user}-${sequence}`;
  return bai2File({
    sender: '121000248',
    created: '261020',
    fileId: `${user}${String(sequence).padStart(5, '0')}`,
    groups: [
      {
        asOfDate: '261019',
        accounts: [
          {
            number: accountId,
            details: [
              {
                type: '165',
                amount: 10_000 + user * 100 + (sequence % 97),
                bankRef: `${ref}-1`,
                text: 'ACH CREDIT SOAK',
              },
              { type: '195', amount: 2_500 + sequence, bankRef: `${ref}-2`, text: 'WIRE IN SOAK' },
              { type: '475', amount: 1_234 + user, bankRef: `${ref}-3`, text: 'CHECK PAID SOAK' },
            ],
          },
        ],
      },
    ],
  });
}
