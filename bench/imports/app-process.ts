import { type ChildProcess, spawn } from 'node:child_process';
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Starting, reaching and stopping a server process for the benchmarks (the import, search-ledger,
 * freeze and throughput benchmarks take them from here).
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const log = (message: string) => process.stderr.write(`[bench:imports] ${message}\n`);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `node --import tsx script` from the repository root, stdout captured, stderr shown. */
export function startNode(
  script: string,
  args: string[],
  env: Record<string, string>,
  nodeArgs: string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) log(`${path.basename(script)} exited with ${code}`);
  });
  return child;
}

/** Runs a script to its end and returns its stdout (it fails when the script fails). */
export function runNode(script: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const child = startNode(script, args, env);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

/** SIGTERM, then SIGKILL if the process has not ended within 5 s. Only ever our own child, by pid. */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await ended;
  clearTimeout(timer);
}

export async function waitFor(port: number, urlPath: string, seconds = 120): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${urlPath}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing answered on port ${port} within ${seconds} s`);
}

export async function signIn(port: number, email: string, password: string): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const { kid, jwk } = (await (await fetch(`${base}/api/auth/public-key`)).json()) as {
    kid: string;
    jwk: { kty: 'RSA'; n: string; e: string };
  };
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  const enc = (text: string) =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64url');
  const res = await fetch(`${base}/api/auth/zero/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: enc(email), password: enc(password), kid }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/**
 * CPU time (user + system) a process has used so far, in seconds (Linux /proc; clock ticks of 1/100 s);
 * undefined when the process is not visible here (e.g. PostgreSQL on another host).
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Peak resident set of a process so far (Linux /proc VmHWM), in MB; undefined elsewhere. */
export function peakRssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 102.4) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks a bench server (server.ts) for its event-loop delay since the last ask: SIGUSR2, then the next
 * JSON line it prints. Undefined if it does not answer within 5 s.
 */
export function serverStats(child: ChildProcess): Promise<
  | {
      eventLoopDelay: { p50Ms: number; p99Ms: number; maxMs: number };
      jobs?: number;
      /** Running, or queued and due now (not a recurring job waiting for its next time). */
      dueJobs?: number;
      autoMatchRuns?: number;
      matches?: number;
      rssMb: number;
    }
  | undefined
> {
  const out = child.stdout;
  if (!out) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      finish(JSON.parse(buffer.slice(0, newline)));
    };
    const timer = setTimeout(() => finish(undefined), 5000);
    const finish = (value: Awaited<ReturnType<typeof serverStats>>) => {
      clearTimeout(timer);
      out.off('data', onData);
      resolve(value);
    };
    out.on('data', onData);
    child.kill('SIGUSR2');
  });
}

/**
 * Waits until the bench server has no job running or due (the auto-match an import starts when it
 * completes; the health monitor's recurring job waits for its next time and does not count), so that
 * what is measured next does not share the database with it. Gives up after
 * `maxSeconds`; returns how long it waited.
 */
export async function waitForIdleJobs(child: ChildProcess, maxSeconds = 600): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < maxSeconds * 1000) {
    const stats = await serverStats(child);
    if (stats?.dueJobs === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return Math.round((performance.now() - started) / 100) / 10;
}

/** Runs a benchmark's main: exit 0 when it is done, 1 (with the error printed) when it fails. */
export function exitWhenDone(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
