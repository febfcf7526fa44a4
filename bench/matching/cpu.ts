import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent during a measured span by this process (every thread: the event loop, engine threads,
 * the garbage collector) and by the PostgreSQL server's processes, when the server runs on this machine
 * (Linux /proc; elsewhere its figure is null). On two cores a run whose two sums come to twice its wall
 * time is bound by the CPU, not by waiting.
 */

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds of every process named `postgres` now, or null without /proc. */
function postgresCpuMs(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ..." : comm may hold spaces; the fields after the closing parenthesis are fixed.
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after "pid (comm) ".
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

export interface CpuSpan {
  nodeMs: number;
  postgresMs: number | null;
  /** (node + postgres) / wall: how many cores the span kept busy on average. */
  coresBusy: number | null;
}

/** CPU milliseconds this process has used so far (every thread). */
export function nodeCpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** Starts measuring; the returned function ends the span, given its wall time. */
export function cpuSpan(): (wallMs: number) => CpuSpan {
  const node = nodeCpuMs();
  const postgres = postgresCpuMs();
  return (wallMs) => {
    const nodeMs = Math.round(nodeCpuMs() - node);
    const now = postgresCpuMs();
    const postgresMs = now === null || postgres === null ? null : Math.round(now - postgres);
    return {
      nodeMs,
      postgresMs,
      coresBusy: postgresMs === null ? null : Math.round(((nodeMs + postgresMs) / wallMs) * 100) / 100,
    };
  };
}
