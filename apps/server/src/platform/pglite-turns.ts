import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/** Protocol messages that start a statement: Parse ('P', extended protocol) and Query ('Q', simple). */
const STATEMENT_START = new Set([0x50, 0x51]);

/**
 * PGlite is WASM on the calling thread and its calls resolve as promise continuations only: a run of
 * queries (a job writing slice after slice, an un-import dissolving thousands of matches) never hands
 * the event loop back, so no request is even read until it ends (issue 10: /health/live unanswered for
 * minutes). This makes every statement first wait one event-loop turn, so requests interleave at
 * statement granularity; a single long statement still holds the loop, which is why long work is
 * written in bounded slices (docs/adr/0008). `execProtocolStream` is the public entry every query,
 * exec and transaction statement of PGlite goes through (one call per protocol message).
 */
export function yieldBetweenStatements(client: PGlite): void {
  const exec = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (message, options) => {
    if (STATEMENT_START.has(message[0] ?? 0)) await nextTurn();
    return exec(message, options);
  };
}
