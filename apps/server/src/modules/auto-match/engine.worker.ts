import { parentPort } from 'node:worker_threads';
import type { MatchRule } from '@clearline/domain/matching';
import type { OpenBankRow, OpenLedgerRow } from './auto-match.repository';
import { autoMatchRun } from './engine-run';
import {
  autoMatchedReply,
  ENGINE_CHUNK,
  type EngineReply,
  type EngineRequest,
  matchOpenLines,
} from './engine-thread';

/**
 * The matching engine on its own thread (engine-thread.ts starts it and keeps it for the next run). An
 * auto-match run sends its open lines as COPY bytes and gets back the rows to write, encoded
 * (engine-run.ts, ADR 0032), both moved rather than copied; the rules editor's dry run sends rows in
 * chunks and gets the matches back in chunks. Neither the engine nor one huge message holds the server's
 * event loop.
 */
const port = parentPort;
if (!port) throw new Error('engine.worker.ts runs as a worker thread');
const send = (reply: EngineReply) => port.postMessage(reply);
/** The run in hand: each 'start' begins a new one (a thread serves one run after another). */
let run: { accountId: string; rules: readonly MatchRule[]; bank: OpenBankRow[]; ledger: OpenLedgerRow[] } = {
  accountId: '',
  rules: [],
  bank: [],
  ledger: [],
};

port.on('message', (message: EngineRequest) => {
  if (message.type === 'autoMatch') {
    try {
      const [reply, transfer] = autoMatchedReply(autoMatchRun(message.input));
      port.postMessage(reply, transfer);
    } catch (error) {
      send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  } else if (message.type === 'start') {
    run = { accountId: message.accountId, rules: message.rules, bank: [], ledger: [] };
  } else if (message.type === 'bank') run.bank.push(...message.rows);
  else if (message.type === 'ledger') run.ledger.push(...message.rows);
  else {
    // The lines leave the thread's state before the engine runs: an idle thread holds no account.
    const { accountId, rules, bank, ledger } = run;
    run = { accountId, rules, bank: [], ledger: [] };
    try {
      const result = matchOpenLines(accountId, rules, bank, ledger);
      for (let i = 0; i < result.confirmed.length; i += ENGINE_CHUNK) {
        send({ type: 'confirmed', matches: result.confirmed.slice(i, i + ENGINE_CHUNK) });
      }
      for (let i = 0; i < result.suggested.length; i += ENGINE_CHUNK) {
        send({ type: 'suggested', matches: result.suggested.slice(i, i + ENGINE_CHUNK) });
      }
      const { excludedLedger, budgetExhausted, engineMs } = result;
      send({ type: 'done', excludedLedger, budgetExhausted, engineMs });
    } catch (error) {
      send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }
});
