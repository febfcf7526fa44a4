import { type BlobStorageQueueEvent, EXPORT_FAILED_MESSAGE } from '@clearline/contracts';

/**
 * What the toast says when an export ends (notifyBlobStorageQueue): an info 'Your report {name} is
 * ready', or the spec §8 failure message as an error. Both top-right, closing after 10 s (spec §9).
 */
export function exportEndedToast(event: Pick<BlobStorageQueueEvent, 'status' | 'reportName'>) {
  return event.status === 'succeeded'
    ? { message: `Your report ${event.reportName} is ready`, variant: 'info' as const }
    : { message: EXPORT_FAILED_MESSAGE, variant: 'error' as const };
}
