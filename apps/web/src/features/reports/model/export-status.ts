import type {
  ReportExport,
  ReportExportStatusEvent,
  ReportFormat,
  ReportParameter,
} from '@clearline/contracts';
import { monthLabel } from '../../../shared/lib/month';
import type { Tone } from '../../../shared/ui/tones';

/**
 * How an export job reads on the Exports page (issue 14): its status as a word and a tone, its
 * progress, the size of its file and what may be done with it. The server's row is the truth; a
 * socket event (progress, ready) only moves a running job forward until the list is read again.
 */

export type ExportStatus = ReportExport['status'];

/** The fields of an export this view reads. */
export type ExportLike = Pick<ReportExport, 'status' | 'progress'> & { expiredAt?: string | null };

export interface ExportStatusView {
  label: string;
  tone: Tone;
  /** 0-100 while it runs; null when it waits or has ended. */
  progress: number | null;
  running: boolean;
  canDownload: boolean;
  canRetry: boolean;
}

const LABELS: Record<ExportStatus, [label: string, tone: Tone]> = {
  queued: ['Queued', 'neutral'],
  running: ['Running', 'info'],
  succeeded: ['Ready', 'success'],
  failed: ['Failed', 'error'],
};

export function exportStatusView(job: ExportLike): ExportStatusView {
  // The retention rule removed its file: still listed, no longer downloadable.
  const expired = job.status === 'succeeded' && Boolean(job.expiredAt);
  const [label, tone]: [string, Tone] = expired ? ['Expired', 'neutral'] : LABELS[job.status];
  const running = job.status === 'queued' || job.status === 'running';
  const progress = job.status === 'running' ? Math.max(0, Math.min(100, Math.round(job.progress))) : null;
  return {
    label: job.status === 'running' && progress !== null ? `Running ${progress}%` : label,
    tone,
    progress,
    running,
    canDownload: job.status === 'succeeded' && !expired,
    canRetry: job.status === 'failed',
  };
}

/** The file's size in bytes as people read it: '812 B', '14.2 KB', '3.4 MB'. */
export function formatSize(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

const FORMAT_LABELS: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };
export const formatLabel = (format: ReportFormat) => FORMAT_LABELS[format];

/** Whether the list should be read again soon: some export has not ended yet. */
export const anyRunning = (jobs: readonly ExportLike[]) =>
  jobs.some((job) => job.status === 'queued' || job.status === 'running');

/**
 * A pushed progress event laid over the listed export it belongs to: it only moves a job forward
 * (a late 'running 40%' never undoes a 'succeeded' the list already shows).
 */
export function withLiveStatus<T extends ReportExport>(
  job: T,
  event: ReportExportStatusEvent | undefined,
): T {
  if (!event || event.exportId !== job.id) return job;
  const order: Record<ExportStatus, number> = { queued: 0, running: 1, succeeded: 2, failed: 2 };
  if (order[event.status] < order[job.status]) return job;
  if (event.status === job.status && event.progress <= job.progress) return job;
  return { ...job, status: event.status, progress: event.progress };
}

type ParameterShape = Pick<ReportParameter, 'name' | 'label' | 'kind' | 'options'>;

/** One parameter's value as people read it: an account by its name, a choice by its label, 'October 2025', '10/31/2025'. */
export function parameterValueText(
  spec: Partial<ParameterShape> | undefined,
  value: string,
  accountNames: ReadonlyMap<string, string> = new Map(),
): string {
  const kind = spec?.kind;
  if (kind === 'account') return accountNames.get(value) ?? value;
  if (kind === 'select') return spec?.options?.find((o) => o.value === value)?.label ?? value;
  if (kind === 'month') return monthLabel(value);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (kind === 'date' && day) return `${day[2]}/${day[3]}/${day[1]}`;
  return value;
}

/**
 * The parameters of an export as one line ('Bank account: Operating · Month: October 2025'), labelled
 * read and ordered as the report's catalogue entry declares them (one it no longer declares: by name, last).
 */
export function parametersText(
  parameters: Readonly<Record<string, string>>,
  specs: readonly ParameterShape[] = [],
  accountNames: ReadonlyMap<string, string> = new Map(),
): string {
  const rank = (name: string) => {
    const index = specs.findIndex((s) => s.name === name);
    return index === -1 ? specs.length : index;
  };
  return Object.entries(parameters)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, value]) => {
      const spec = specs.find((s) => s.name === name);
      return `${spec?.label ?? name}: ${parameterValueText(spec, value, accountNames)}`;
    })
    .join(' · ');
}
