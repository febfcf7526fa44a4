import http from 'node:http';

/**
 * A small closed-loop load generator: `connections` keep-alive connections, each sending its next request
 * as soon as the previous answer has been read, for `seconds`. Latency is measured per request from
 * write to the last byte of the body.
 */

export interface Target {
  /** Name of the scenario the request belongs to (figures are reported per scenario too). */
  name: string;
  path: string;
  /** Headers of this target's requests, over the load's own (another user's token). */
  headers?: Record<string, string>;
}

export interface LoadOptions {
  port: number;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Called for each request in turn: the targets rotate across connections. */
  targets: Target[];
}

export interface Figures {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface LoadResult extends Figures {
  statusCounts: Record<string, number>;
  byScenario: Record<string, Figures>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

function figures(latencies: number[], errors: number, seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds: Math.round(seconds * 100) / 100,
    rps: Math.round(latencies.length / seconds),
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: percentile(sorted, 100),
  };
}

function request(agent: http.Agent, options: LoadOptions, target: Target): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        path: target.path,
        agent,
        headers: { ...options.headers, ...target.headers },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const perScenario = new Map<string, { latencies: number[]; errors: number }>();
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const worker = async () => {
    while (performance.now() < deadline) {
      const target = options.targets[next % options.targets.length] as Target;
      next += 1;
      const sent = performance.now();
      const status = await request(agent, options, target);
      const took = performance.now() - sent;
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
      const bucket = perScenario.get(target.name) ?? { latencies: [], errors: 0 };
      perScenario.set(target.name, bucket);
      if (status === 200) {
        latencies.push(took);
        bucket.latencies.push(took);
      } else {
        errors += 1;
        bucket.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const byScenario: Record<string, Figures> = {};
  for (const [name, bucket] of perScenario)
    byScenario[name] = figures(bucket.latencies, bucket.errors, seconds);
  return { ...figures(latencies, errors, seconds), statusCounts, byScenario };
}
