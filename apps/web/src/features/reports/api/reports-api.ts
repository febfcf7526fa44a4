import {
  contracts,
  EXPORT_FAILED_MESSAGE,
  EXPORT_INITIATED_MESSAGE,
  type ReportExport,
  type ReportExportStatusEvent,
  type ReportFormat,
} from '@clearline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { call, download, errorMessage } from '../../../shared/lib/api-client';
import { saveFile } from '../../../shared/lib/file-download';
import { reportExportEvents } from '../../../shared/lib/report-export-events';
import { anyRunning } from '../model/export-status';
import type { ParameterValues } from '../model/parameter-form';
import { useReportsArea } from './reports-area';

/** Every report query of an organisation and area sits under this key. */
const reportsKey = (organizationId: string, area: string) => ['reports', organizationId, area] as const;
const useReportsKey = () => reportsKey(useAuth().organization?.id ?? 'none', useReportsArea().area);

/** GET …/report/catalogue: the area's reports with their parameters and columns. */
export function useCatalogue() {
  const { calls } = useReportsArea();
  const key = useReportsKey();
  return useQuery({
    queryKey: [...key, 'catalogue'],
    queryFn: async ({ signal }) => (await call(calls.catalogue, { signal })).data.reports,
    staleTime: 5 * 60_000,
  });
}

export interface PreviewRequest {
  reportId: string;
  parameters: ParameterValues;
  page: number;
  limit: number;
}

/** POST …/report/preview: a page of the report's rows and the totals of all of them (null: not asked yet). */
export function usePreview(request: PreviewRequest | null) {
  const { calls } = useReportsArea();
  const key = useReportsKey();
  return useQuery({
    queryKey: [...key, 'preview', request],
    queryFn: async ({ signal }) => {
      if (!request) throw new Error('no report chosen');
      return (await call(calls.preview, { body: request, signal })).data;
    },
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A quiet message at the top centre (spec §9: messages hide after 6 s by default). */
const say = (message: string, variant: 'success' | 'error' | 'info') => enqueueSnackbar(message, { variant });

/**
 * POST …/report/export: answers at once with the spec's initiated message (shown as the server says
 * it); any refusal shows the spec's failure message, with the server's reason when it gave one.
 */
export function useExportReport() {
  const { calls } = useReportsArea();
  const key = useReportsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      reportId: string;
      parameters: ParameterValues;
      format: ReportFormat;
      encryptTo?: string;
    }) => call(calls.exportReport, { body: input }),
    onSuccess: (answer) => {
      say(answer.message || EXPORT_INITIATED_MESSAGE, 'success');
      void queryClient.invalidateQueries({ queryKey: [...key, 'exports'] });
    },
    onError: (error) => say(exportFailure(error), 'error'),
  });
}

/**
 * Issue 19: GET /api/rec/encryption/recipients, the bank keys an export may be encrypted to (the Reports
 * page offers the choice only when there is one).
 */
export function useExportRecipients() {
  const key = useReportsKey();
  return useQuery({
    queryKey: [...key, 'recipients'],
    queryFn: async ({ signal }) => (await call(contracts.encryption.recipients, { signal })).data,
    staleTime: 60_000,
  });
}

/** The spec's failure message, followed by the server's reason when it names one (a 400 on a field). */
function exportFailure(error: unknown): string {
  const reason = errorMessage(error, '');
  return reason && reason !== EXPORT_FAILED_MESSAGE
    ? `${EXPORT_FAILED_MESSAGE}: ${reason}`
    : EXPORT_FAILED_MESSAGE;
}

/** While an export runs without a pushed event (someone else's), the list is read again this often. */
const RUNNING_REFRESH_MS = 5_000;

/** GET …/report/exports: the organisation's exports of the area, newest first, read again while one runs. */
export function useExports(page: number, limit: number) {
  const { calls } = useReportsArea();
  const key = useReportsKey();
  return useQuery({
    queryKey: [...key, 'exports', page, limit],
    queryFn: async ({ signal }) =>
      (await call(calls.exports, { query: { page: String(page), limit: String(limit) }, signal })).data,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (anyRunning(q.state.data?.rows ?? []) ? RUNNING_REFRESH_MS : false),
  });
}

/**
 * The pushed progress of each running export of this area (REPORT_EXPORT_EVENT), by export id; an
 * export's end (notifyBlobStorageQueue) reads the list again.
 */
export function useLiveExports(): ReadonlyMap<string, ReportExportStatusEvent> {
  const { area } = useReportsArea();
  const organizationId = useAuth().organization?.id ?? 'none';
  const queryClient = useQueryClient();
  const [live, setLive] = useState<ReadonlyMap<string, ReportExportStatusEvent>>(new Map());
  useEffect(() => {
    const readAgain = () =>
      queryClient.invalidateQueries({ queryKey: [...reportsKey(organizationId, area), 'exports'] });
    return reportExportEvents.subscribe((message) => {
      if (message.event.area !== area) return;
      if (message.kind === 'ended') {
        void readAgain();
        return;
      }
      const event = message.event;
      setLive((old) => new Map(old).set(event.exportId, event));
      if (event.status === 'succeeded' || event.status === 'failed') void readAgain();
    });
  }, [area, organizationId, queryClient]);
  return live;
}

/** POST …/report/exports/:id/retry: a failed export runs again. */
export function useRetryExport() {
  const { calls } = useReportsArea();
  const key = useReportsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(calls.retry, { params: { id } }),
    onSuccess: (answer) => say(answer.message || EXPORT_INITIATED_MESSAGE, 'success'),
    onError: (error) => say(exportFailure(error), 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...key, 'exports'] }),
  });
}

/** GET …/report/exports/:id/download with the session's headers, saved under the server's file name. */
export function useDownloadExport() {
  const { calls } = useReportsArea();
  return useMutation({
    mutationFn: async (job: Pick<ReportExport, 'id' | 'fileName'>) =>
      saveFile(await download(calls.download, { params: { id: job.id } }), job.fileName),
    onError: (error) => say(errorMessage(error, 'The file could not be downloaded.'), 'error'),
  });
}
