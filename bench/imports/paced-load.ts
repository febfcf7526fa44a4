import http from 'node:http';
import type { Figures } from '../search-ledger/load';

/**
 * An open-loop request pacer: one GET every 1000/rps ms on keep-alive connections, whether or not the
 * previous answer came back (bench/search-ledger/load.ts is closed-loop: it measures the most a server
 * can take, while this keeps a steady, modest rate beside a long-running job). Latency is measured from
 * the request's write to the last byte of its body, as in load.ts. Bounded: it stops by itself after
 * `maxSeconds`.
 */

export interface PacedFigures extends Figures {
  /** Requests sent more than 10 ms after their slot (the client itself falling behind). */
  lateSends: number;
  statusCounts: Record<string, number>;
}

export interface PacedLoad {
  stop(): Promise<PacedFigures>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

export function startPacedLoad(port: number, path: string, rps: number, maxSeconds: number): PacedLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const interval = 1000 / rps;
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const inflight = new Set<Promise<void>>();
  let errors = 0;
  let lateSends = 0;
  let sent = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const started = performance.now();

  const fire = () => {
    const begin = performance.now();
    const done = new Promise<void>((resolve) => {
      const finish = (status: number) => {
        statusCounts[status] = (statusCounts[status] ?? 0) + 1;
        if (status === 200) latencies.push(performance.now() - begin);
        else errors += 1;
        resolve();
      };
      const req = http.request({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => finish(res.statusCode ?? 0));
        res.on('error', () => finish(0));
      });
      req.on('error', () => finish(0));
      req.end();
    });
    inflight.add(done);
    void done.then(() => inflight.delete(done));
  };

  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    if (now - started >= maxSeconds * 1000) {
      stopped = true;
      return;
    }
    while (started + sent * interval <= now) {
      if (now - (started + sent * interval) > 10) lateSends += 1;
      sent += 1;
      fire();
    }
    timer = setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
  };
  tick();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      await Promise.all([...inflight]);
      agent.destroy();
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        requests: latencies.length,
        errors,
        seconds: Math.round(seconds * 100) / 100,
        rps: Math.round((latencies.length / seconds) * 10) / 10,
        p50Ms: percentile(sorted, 50),
        p90Ms: percentile(sorted, 90),
        p95Ms: percentile(sorted, 95),
        p99Ms: percentile(sorted, 99),
        maxMs: percentile(sorted, 100),
        lateSends,
        statusCounts,
      };
    },
  };
}
