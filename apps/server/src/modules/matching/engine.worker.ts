import { parentPort, workerData } from 'node:worker_threads';
import { type MatchRule, runMatching } from '@clearline/domain/matching';
import type { OpenBankRow, OpenLedgerRow } from './auto-match.repository';
import { toBankLine, toLedgerLine } from './engine-lines';
import { ENGINE_CHUNK, type EngineReply, type EngineRequest } from './engine-thread';

/**
 * The matching engine on its own thread (engine-thread.ts starts it, one per auto-match run): the rows
 * arrive in chunks, the engine runs here, and the matches go back in chunks, so neither the engine nor
 * one huge message holds the server's event loop.
 */
const port = parentPort;
if (!port) throw new Error('engine.worker.ts runs as a worker thread');
const { accountId, rules } = workerData as { accountId: string; rules: MatchRule[] };
const bank: OpenBankRow[] = [];
const ledger: OpenLedgerRow[] = [];
const send = (reply: EngineReply) => port.postMessage(reply);

port.on('message', (message: EngineRequest) => {
  if (message.type === 'bank') bank.push(...message.rows);
  else if (message.type === 'ledger') ledger.push(...message.rows);
  else {
    try {
      const started = performance.now();
      const result = runMatching({
        bank: bank.map((r) => toBankLine(r, accountId)),
        ledger: ledger.map((r) => toLedgerLine(r, accountId)),
        rules,
      });
      const engineMs = performance.now() - started;
      for (let i = 0; i < result.confirmed.length; i += ENGINE_CHUNK) {
        send({ type: 'confirmed', matches: result.confirmed.slice(i, i + ENGINE_CHUNK) });
      }
      for (let i = 0; i < result.suggested.length; i += ENGINE_CHUNK) {
        send({ type: 'suggested', matches: result.suggested.slice(i, i + ENGINE_CHUNK) });
      }
      send({
        type: 'done',
        excludedLedger: result.excludedLedger.length,
        budgetExhausted: result.stats.budgetExhaustedBank.length,
        engineMs,
      });
    } catch (error) {
      send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }
});
