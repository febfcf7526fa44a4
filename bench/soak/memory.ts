import { readdirSync, readFileSync } from 'node:fs';

/**
 * RSS of the cluster's processes over time (Linux /proc): the primary's children are found again at
 * every sample, so a process restarted by the cluster shows as a new series.
 */
export interface RssSeries {
  pid: number;
  /** 'api' (main.ts), 'worker' (worker.ts) or 'primary' (cluster.ts). */
  role: string;
  /** [minutes since the soak started, RSS in MB] */
  samples: [number, number][];
}

const roleOf = (cmdline: string) =>
  cmdline.includes('main.ts') ? 'api' : cmdline.includes('worker.ts') ? 'worker' : 'primary';

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The node processes whose parent is `primaryPid` (esbuild helpers left out), and the primary itself. */
function clusterPids(primaryPid: number): number[] {
  const pids = [primaryPid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (!stat) continue;
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const cmdline = read(`/proc/${entry}/cmdline`) ?? '';
    if (parent === primaryPid && /(main|worker)\.ts/.test(cmdline)) pids.push(Number(entry));
  }
  return pids;
}

function rssMb(pid: number): number | undefined {
  const match = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`) ?? '');
  return match ? Number(match[1]) / 1024 : undefined;
}

export function rssSampler(primaryPid: number, startedAt: number) {
  const series = new Map<number, RssSeries>();
  return {
    sample(): void {
      const minutes = (performance.now() - startedAt) / 60_000;
      for (const pid of clusterPids(primaryPid)) {
        const rss = rssMb(pid);
        if (rss === undefined) continue;
        let entry = series.get(pid);
        if (!entry) {
          entry = { pid, role: roleOf(read(`/proc/${pid}/cmdline`) ?? ''), samples: [] };
          series.set(pid, entry);
        }
        entry.samples.push([Math.round(minutes * 100) / 100, Math.round(rss * 10) / 10]);
      }
    },
    series: () => [...series.values()],
  };
}

/** Least-squares slope of RSS against time (MB/min) over the samples from `fromMinute` on. */
export function slopeMbPerMin(samples: [number, number][], fromMinute: number): number | null {
  const kept = samples.filter(([t]) => t >= fromMinute);
  if (kept.length < 3) return null;
  const n = kept.length;
  const meanT = kept.reduce((s, [t]) => s + t, 0) / n;
  const meanR = kept.reduce((s, [, r]) => s + r, 0) / n;
  const num = kept.reduce((s, [t, r]) => s + (t - meanT) * (r - meanR), 0);
  const den = kept.reduce((s, [t]) => s + (t - meanT) ** 2, 0);
  return den === 0 ? null : Math.round((num / den) * 100) / 100;
}
