import type { BlobStorageQueueEvent, ReportExportStatusEvent } from '@clearline/contracts';

export type ReportExportEvent =
  | { kind: 'progress'; event: ReportExportStatusEvent }
  | { kind: 'ended'; event: BlobStorageQueueEvent };
export type ReportExportListener = (event: ReportExportEvent) => void;

/**
 * The export events the signed-in tab's socket hears (issue 14): a job's progress (REPORT_EXPORT_EVENT)
 * and its end (notifyBlobStorageQueue). The shell's socket reports them (and toasts the end); the
 * Exports page and the notifications drawer subscribe.
 */
export function createReportExportEvents() {
  const listeners = new Set<ReportExportListener>();
  return {
    report(event: ReportExportEvent) {
      for (const listener of listeners) listener(event);
    },
    /** Every event as it arrives; returns the unsubscribe. */
    subscribe(listener: ReportExportListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const reportExportEvents = createReportExportEvents();
