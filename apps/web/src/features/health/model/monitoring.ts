import type { ProductLineSlug } from '@clearline/contracts';
import { PRODUCT_LINE_SLUGS } from '@clearline/contracts';

// Issue 15: what the system-health and product-line pages show, as plain functions.

export type LinePage = 'health' | 'infrastructure' | 'operations';

/** Each line's three pages (spec §2's paths): the same pages, the line and page from the path. */
export const LINE_PAGES: Record<ProductLineSlug, Record<LinePage, string>> = {
  readypayonline: { health: 'Healthstatus', infrastructure: 'Infrastructure', operations: 'Operations' },
  readypayiaas: { health: 'RpHealthstatus', infrastructure: 'RpInfrastructure', operations: 'RpOperations' },
  millenniumiaas: {
    health: 'M3Healthstatus',
    infrastructure: 'M3Infrastructure',
    operations: 'M3Operations',
  },
};

export const linePath = (slug: ProductLineSlug, page: LinePage) => `/apps/${slug}/${LINE_PAGES[slug][page]}`;

/** The product line a page's path names ('/apps/readypayiaas/RpOperations' -> 'readypayiaas'). */
export function lineSlugOfPath(pathname: string): ProductLineSlug | null {
  const segment = pathname.split('/')[2] ?? '';
  return (PRODUCT_LINE_SLUGS as readonly string[]).includes(segment) ? (segment as ProductLineSlug) : null;
}

/** '12.4 ms', '1.3 s', '—' for no figure. */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  return `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}

/** An incident's or a wait's length: '45 s', '12 min', '3 h 5 min', '2 d 4 h'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** Uptime as '99.93 %'; '—' when nothing was probed in the period. */
export const formatPercent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)} %`);

/** A chart point's label: the time of day for short ranges, the date (and hour) for longer ones. */
export function pointLabel(iso: string, bucketSeconds: number, timeZone?: string): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions =
    bucketSeconds < 3600
      ? { hour: '2-digit', minute: '2-digit', hour12: false }
      : bucketSeconds < 86_400
        ? { month: 'short', day: 'numeric', hour: '2-digit', hour12: false }
        : { month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat('en-US', { ...options, ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** The tone of an endpoint's state chip and its words. */
export const STATE_VIEW = {
  up: { label: 'Up', tone: 'success' },
  down: { label: 'Down', tone: 'error' },
  unknown: { label: 'Not probed yet', tone: 'neutral' },
} as const;

/** 'YYYY-MM' as 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}
