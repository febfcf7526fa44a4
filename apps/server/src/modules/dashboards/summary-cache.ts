/**
 * What a dashboard computed from the reconciliation summaries, kept under the organisation's summary
 * version (rec_summary_versions, moved by every recount: ADR 0015): a figure is reused only while no write
 * has committed since, so it is never older than the summaries themselves. Concurrent requests for the
 * same figures share one computation. Per process, bounded; each process checks the version in the
 * database, so several API processes stay right.
 */
export class SummaryCache {
  private readonly entries = new Map<string, { version: string; value: Promise<unknown> }>();

  constructor(private readonly capacity = 500) {}

  get<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Most recently used last: the oldest entry is the first the bound removes.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
