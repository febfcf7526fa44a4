import path from 'node:path';
import type { buildApp } from '../../apps/server/src/app';
import type { BulkConnection } from '../../apps/server/src/platform/bulk';
import type { Database } from '../../apps/server/src/platform/db';
import { nodeCpuMs } from './cpu';

/** Instrumentation of the end-to-end matching benchmark: per-run phases, per-statement times, profiles. */

/** Time spent in each SQL statement / COPY of the service's bulk connection (the service is unchanged). */
export interface Statement {
  label: string;
  count: number;
  ms: number;
  rows: number;
}
export type AutoMatch = Awaited<ReturnType<typeof buildApp>>['services']['autoMatch'];
export type RunRequest = Parameters<AutoMatch['run']>[0];

/**
 * Runs of AutoMatchService.run, summed: their summaries, their phases (timestamps of run()'s progress
 * callback: 5 after the lock, 20 after reading the open lines, 50 after the engine, 95 after writing)
 * and the statements of the bulk connection (wrapped below).
 */
export class Recorder {
  readonly statements = new Map<string, Statement>();
  readonly phases = { setup: 0, read: 0, mapAndEngine: 0, write: 0, commit: 0 };
  /**
   * CPU of this whole process (event loop, engine threads, garbage collector) during each phase: a
   * phase's own with one run at a time; with several, the runs' phases overlap and each counts the others'.
   */
  readonly phasesCpu = { setup: 0, read: 0, mapAndEngine: 0, write: 0, commit: 0 };
  readonly sums = { runs: 0, totalMs: 0, engineMs: 0, slowestRunMs: 0, bankLines: 0, ledgerLines: 0 };
  readonly out = { confirmed: 0, confirmedLines: 0, suggested: 0 };

  /**
   * A full run of each account: every open line (from = to = null), started as a user's manual run.
   * `concurrency` runs at once: what that many job workers (WORKERS of `npm run start:cluster`) do with
   * one queued run per account.
   */
  async runFull(autoMatch: AutoMatch, organizationId: string, accountIds: Iterable<string>, concurrency = 1) {
    const queue = [...accountIds];
    const worker = async () => {
      for (let accountId = queue.shift(); accountId !== undefined; accountId = queue.shift()) {
        await this.run(autoMatch, {
          organizationId,
          accountId,
          from: null,
          to: null,
          userId: null,
          trigger: 'manual',
        });
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  }

  async run(autoMatch: AutoMatch, request: RunRequest) {
    const marks = new Map<number, { at: number; cpu: number }>();
    const mark = () => ({ at: performance.now(), cpu: nodeCpuMs() });
    recording = this;
    inFlight += 1;
    const started = mark();
    try {
      const s = await autoMatch.run(request, null, (percent) => marks.set(percent, mark()));
      const ended = mark();
      const at = (p: number) => marks.get(p) ?? ended;
      const spans = [
        ['setup', started, at(5)],
        ['read', at(5), at(20)],
        ['mapAndEngine', at(20), at(50)],
        ['write', at(50), at(95)],
        ['commit', at(95), ended],
      ] as const;
      for (const [phase, from, to] of spans) {
        this.phases[phase] += to.at - from.at;
        this.phasesCpu[phase] += to.cpu - from.cpu;
      }
      this.sums.runs += 1;
      this.sums.totalMs += s.totalMs;
      this.sums.engineMs += s.engineMs;
      this.sums.slowestRunMs = Math.max(this.sums.slowestRunMs, s.totalMs);
      this.sums.bankLines += s.bankLines;
      this.sums.ledgerLines += s.ledgerLines;
      this.out.confirmed += s.confirmed;
      this.out.confirmedLines += s.confirmedLines;
      this.out.suggested += s.suggested;
      return s;
    } finally {
      inFlight -= 1;
      if (inFlight === 0) recording = null;
    }
  }

  note(label: string, ms: number, rows: number) {
    const s = this.statements.get(label) ?? { label, count: 0, ms: 0, rows: 0 };
    s.count += 1;
    s.ms += ms;
    s.rows += rows;
    this.statements.set(label, s);
  }

  summary() {
    const ms = (record: Record<string, number>) =>
      Object.fromEntries(Object.entries(record).map(([k, v]) => [k, Math.round(v)]));
    return {
      ...ms(this.sums),
      ...this.out,
      phasesMs: ms(this.phases),
      phasesNodeCpuMs: ms(this.phasesCpu),
      statements: [...this.statements.values()]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 16)
        .map((s) => ({ ...s, ms: Math.round(s.ms) })),
    };
  }
}
let recording: Recorder | null = null;
let inFlight = 0;

export function note(label: string, ms: number, rows: number) {
  recording?.note(label, ms, rows);
}

export const labelOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 70);

export function traced(conn: BulkConnection): BulkConnection {
  return {
    transaction: (fn) => conn.transaction((tx) => fn(traced(tx))),
    async query<T>(text: string, params?: unknown[]) {
      const t0 = performance.now();
      const result = await conn.query<T>(text, params);
      note(labelOf(text), performance.now() - t0, result.rowCount);
      return result;
    },
    async copyIn(rows) {
      const t0 = performance.now();
      const count = await conn.copyIn(rows);
      note(`copy ${rows.table} (encoded rows sent and stored)`, performance.now() - t0, count);
      return count;
    },
    async copyOut(text, params) {
      const t0 = performance.now();
      const bytes = await conn.copyOut(text, params);
      note(`copy out: ${labelOf(text)}`, performance.now() - t0, bytes.byteLength);
      return bytes;
    },
    writer(table, columns) {
      // Two figures per COPY: from the first row written to the end (the server consumes the rows while
      // the caller builds them), and the last flush with the server's finish alone.
      const opened = performance.now();
      const writer = conn.writer(table, columns);
      return {
        write: (row) => writer.write(row),
        async end() {
          const t0 = performance.now();
          const rows = await writer.end();
          note(`copy ${table} (flush + finish)`, performance.now() - t0, rows);
          note(`copy ${table} (rows built and sent, then finish)`, performance.now() - opened, rows);
          return rows;
        },
      };
    },
  };
}

export function instrument(database: Database): Database {
  return { ...database, bulk: (fn, options) => database.bulk((conn) => fn(traced(conn)), options) };
}

/** Top functions by self time of a V8 CPU profile. */
export function topFunctions(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  startTime: number;
  endTime: number;
}) {
  const samples = profile.samples ?? [];
  const msPerSample = samples.length ? (profile.endTime - profile.startTime) / 1000 / samples.length : 0;
  const frameOf = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  for (const id of samples) {
    const f = frameOf.get(id)!;
    const key = `${f.functionName || '(anonymous)'} ${f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}` : ''}`;
    self.set(key.trim(), (self.get(key.trim()) ?? 0) + msPerSample);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([fn, ms]) => ({ fn, selfMs: Math.round(ms) }));
}
