import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * This process's memory and event-loop lag. The lag histogram runs from the first call; each reading
 * takes the p99 since the previous one and starts a new window, so a sample shows its own interval.
 */
export class ProcessMetrics {
  private readonly delay = monitorEventLoopDelay({ resolution: 20 });

  constructor() {
    this.delay.enable();
  }

  read(): { rssBytes: number; heapUsedBytes: number; eventLoopLagMs: number } {
    const memory = process.memoryUsage();
    // The histogram is in nanoseconds; with no sample yet it answers NaN.
    const p99 = this.delay.percentile(99) / 1e6;
    this.delay.reset();
    return {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      eventLoopLagMs: Number.isFinite(p99) ? Math.round(p99 * 100) / 100 : 0,
    };
  }

  stop(): void {
    this.delay.disable();
  }
}
