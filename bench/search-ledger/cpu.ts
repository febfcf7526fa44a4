import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds spent by the processes of this benchmark, read from /proc (Linux): the app server, every
 * PostgreSQL process, and this process (the load generator). On a machine where all three share the
 * cores, the split says which one a request's cost sits in.
 */

const TICKS_PER_SECOND = 100;

function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function postgresCpuSeconds(): number {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += processCpuSeconds(Number(name));
  }
  return total;
}

export interface CpuSplit {
  serverS: number;
  postgresS: number;
  loadGeneratorS: number;
}

/** Starts counting; the returned function gives the CPU seconds each side spent since. */
export function cpuMeter(serverPid: number): () => CpuSplit {
  const server = processCpuSeconds(serverPid);
  const postgres = postgresCpuSeconds();
  const self = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(self);
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      serverS: round(processCpuSeconds(serverPid) - server),
      postgresS: round(postgresCpuSeconds() - postgres),
      loadGeneratorS: round((used.user + used.system) / 1e6),
    };
  };
}
