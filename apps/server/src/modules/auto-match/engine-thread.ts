import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { type Match, type MatchRule, runMatching } from '@clearline/domain/matching';
import { transferList } from '../../platform/csv-rows';
import type { OpenBankRow, OpenLedgerRow } from './auto-match.repository';
import { toBankLine, toLedgerLine } from './engine-lines';
import { type AutoMatchRunInput, type AutoMatchRunOutput, autoMatchRun } from './engine-run';

/** Rows or matches per message: cloning one such message takes a few ms of either thread. */
export const ENGINE_CHUNK = 5000;

export type EngineRequest =
  | { type: 'start'; accountId: string; rules: readonly MatchRule[] }
  | { type: 'bank'; rows: OpenBankRow[] }
  | { type: 'ledger'; rows: OpenLedgerRow[] }
  | { type: 'run' }
  | { type: 'autoMatch'; input: AutoMatchRunInput };
export type EngineReply =
  | { type: 'confirmed' | 'suggested'; matches: Match[] }
  | { type: 'autoMatched'; output: AutoMatchRunOutput }
  | { type: 'done'; excludedLedger: number; budgetExhausted: number; engineMs: number }
  | { type: 'failed'; message: string };

interface EngineOutcome {
  confirmed: Match[];
  suggested: Match[];
  excludedLedger: number;
  budgetExhausted: number;
  engineMs: number;
}

/**
 * Below this many open lines (bank and ledger together) the engine runs on the calling thread: it takes
 * a few tens of milliseconds there, less than starting a worker thread and loading the engine into it
 * (a daily import's auto-match, and the simulation's thousands of small runs, paid that start each time).
 */
const INLINE_ENGINE_MAX_LINES = 10_000;
/** The same for a run read as COPY text: about 10,000 lines' worth of bytes. */
const INLINE_ENGINE_MAX_BYTES = 1_500_000;

/** The engine over an account's open lines, on this thread (the worker calls it too). */
export function matchOpenLines(
  accountId: string,
  rules: readonly MatchRule[],
  bank: readonly OpenBankRow[],
  ledger: readonly OpenLedgerRow[],
): EngineOutcome {
  const started = performance.now();
  const result = runMatching({
    bank: bank.map((r) => toBankLine(r, accountId)),
    ledger: ledger.map((r) => toLedgerLine(r, accountId)),
    rules,
  });
  return {
    confirmed: result.confirmed,
    suggested: result.suggested,
    excludedLedger: result.excludedLedger.length,
    budgetExhausted: result.stats.budgetExhaustedBank.length,
    engineMs: performance.now() - started,
  };
}

/** The engine on this thread for a small run, on a worker thread for a large one. */
export function runEngine(
  accountId: string,
  rules: readonly MatchRule[],
  bank: readonly OpenBankRow[],
  ledger: readonly OpenLedgerRow[],
): Promise<EngineOutcome> {
  if (bank.length + ledger.length < INLINE_ENGINE_MAX_LINES) {
    return Promise.resolve(matchOpenLines(accountId, rules, bank, ledger));
  }
  return runEngineOffThread(accountId, rules, bank, ledger);
}

/**
 * Engine threads kept between runs. Starting one costs about 200 ms of CPU (it loads TypeScript and the
 * engine), which a full auto-match of 50 accounts paid 50 times; a thread that ended its run cleanly
 * waits here, unreferenced (it never keeps the process alive), for the next. Two: what two runs at once
 * (two job workers' worth on one process) use.
 */
const IDLE_ENGINES_KEPT = 2;
const idleEngines: Worker[] = [];

/** Engine threads waiting for a run (the tests check that a thread is reused). */
export const idleEngineCount = () => idleEngines.length;

function takeEngine(): Worker {
  const worker = idleEngines.pop() ?? new Worker(new URL('./engine.worker.mjs', import.meta.url));
  worker.removeAllListeners();
  worker.ref();
  return worker;
}

function releaseEngine(worker: Worker, reusable: boolean): void {
  worker.removeAllListeners();
  if (!reusable || idleEngines.length >= IDLE_ENGINES_KEPT) {
    void worker.terminate();
    return;
  }
  // An idle thread that dies (out of memory, killed) leaves the pool instead of taking the next run.
  const drop = () => {
    const at = idleEngines.indexOf(worker);
    if (at >= 0) idleEngines.splice(at, 1);
  };
  worker.once('exit', drop);
  worker.on('error', drop);
  worker.unref();
  idleEngines.push(worker);
}

/**
 * Runs the matching engine over an account's open lines on a worker thread (issue 10: on the request
 * thread a 200,000-line run held every request of every organisation for seconds to minutes). Rows go
 * in chunks with an event-loop turn between them; matches come back in chunks. The thread is reused
 * for the next run when this one ended with the engine's answer (see takeEngine).
 */
export async function runEngineOffThread(
  accountId: string,
  rules: readonly MatchRule[],
  bank: readonly OpenBankRow[],
  ledger: readonly OpenLedgerRow[],
): Promise<EngineOutcome> {
  const outcome: EngineOutcome = {
    confirmed: [],
    suggested: [],
    excludedLedger: 0,
    budgetExhausted: 0,
    engineMs: 0,
  };
  return onEngineThread(
    async (worker) => {
      const post = async (message: EngineRequest) => {
        worker.postMessage(message);
        await nextTurn();
      };
      await post({ type: 'start', accountId, rules });
      for (let i = 0; i < bank.length; i += ENGINE_CHUNK) {
        await post({ type: 'bank', rows: bank.slice(i, i + ENGINE_CHUNK) });
      }
      for (let i = 0; i < ledger.length; i += ENGINE_CHUNK) {
        await post({ type: 'ledger', rows: ledger.slice(i, i + ENGINE_CHUNK) });
      }
      await post({ type: 'run' });
    },
    (reply) => {
      if (reply.type === 'confirmed') outcome.confirmed.push(...reply.matches);
      else if (reply.type === 'suggested') outcome.suggested.push(...reply.matches);
      else if (reply.type === 'done') {
        const { excludedLedger, budgetExhausted, engineMs } = reply;
        return { ...outcome, excludedLedger, budgetExhausted, engineMs };
      }
      return undefined;
    },
  );
}

/**
 * An auto-match run's engine work (engine-run.ts: parse, engine, encode the rows to write) on this thread
 * for a small run, on a worker thread for a large one. The line bytes are moved to the thread, not
 * copied, and the encoded rows come back the same way.
 */
export function runAutoMatchEngine(input: AutoMatchRunInput): Promise<AutoMatchRunOutput> {
  if (input.bankCopy.byteLength + input.ledgerCopy.byteLength < INLINE_ENGINE_MAX_BYTES) {
    return Promise.resolve(autoMatchRun(input));
  }
  const bankCopy = owned(input.bankCopy);
  const ledgerCopy = owned(input.ledgerCopy);
  return onEngineThread(
    async (worker) => {
      const request: EngineRequest = { type: 'autoMatch', input: { ...input, bankCopy, ledgerCopy } };
      worker.postMessage(request, [bankCopy.buffer as ArrayBuffer, ledgerCopy.buffer as ArrayBuffer]);
    },
    (reply) => (reply.type === 'autoMatched' ? reply.output : undefined),
  );
}

/**
 * Bytes that own their whole buffer, so that moving the buffer to another thread takes nothing else
 * with it (a small Buffer can be a view of Node's shared pool).
 */
function owned(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

/**
 * A run on an engine thread: `send` posts its request, `answer` reads each reply and gives the run's
 * outcome once one completes it. A 'failed' reply, an error or the thread's exit fail the run. The
 * thread is kept for the next run only when it answered.
 */
async function onEngineThread<T>(
  send: (worker: Worker) => Promise<void>,
  answer: (reply: EngineReply) => T | undefined,
): Promise<T> {
  const worker = takeEngine();
  let answered = false;
  const finished = new Promise<T>((resolve, reject) => {
    worker.on('message', (reply: EngineReply) => {
      if (reply.type === 'failed') {
        answered = true;
        reject(new Error(reply.message));
        return;
      }
      const value = answer(reply);
      if (value !== undefined) {
        answered = true;
        resolve(value);
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`the matching engine stopped (exit code ${code})`)));
  });
  try {
    await send(worker);
    return await finished;
  } finally {
    finished.catch(() => undefined);
    // A thread that stopped or failed to answer is not trusted with another run.
    releaseEngine(worker, answered);
  }
}

/** The reply to an auto-match request, its encoded rows moved (not copied) to the server's thread. */
export function autoMatchedReply(output: AutoMatchRunOutput): [EngineReply, ArrayBuffer[]] {
  const tables = output.slices.flatMap((s) => [s.matches, s.items, s.audit]);
  return [{ type: 'autoMatched', output }, transferList(...tables, output.suggestions)];
}
