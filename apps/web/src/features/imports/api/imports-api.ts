import type { ImportStatusBody } from '@clearline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { call, download, upload } from '../../../shared/lib/api-client';
import {
  FILE_ACTIVITY_KEY,
  fileActivityKey,
  IN_PROGRESS,
  importActivity,
  inProgressKeys,
  loadStamped,
} from '../../../shared/lib/import-activity';
import { selectAreaBankAccounts, useLedgerConfig } from '../../../shared/lib/ledger-config';
import { type FormatChoice, type ImportKind, type UploadSource, uploadQuery } from '../model/upload-rules';
import { type ImportCalls, useImportsArea } from './imports-area';

const IMPORTS_KEY = ['imports'] as const;
/** While something is In Progress, lists and status are asked again this often (besides the socket). */
export const RUNNING_REFRESH_MS = 2_000;

const useOrganizationId = () => useAuth().organization?.id ?? null;

/**
 * GET …/items/fileActivityLogs of the page's area, one page (In Progress first, then newest first). Every
 * load of the first page also tells the import-activity store which imports run (the tenant-switch block).
 */
export function useFileActivity(page: number, limit: number) {
  const organizationId = useOrganizationId();
  const { area, calls } = useImportsArea();
  const query = useQuery({
    queryKey: fileActivityKey(organizationId, page, limit, area),
    queryFn: () =>
      loadStamped(() => call(calls.activityLogs, { query: { page: String(page), limit: String(limit) } })),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: (q) =>
      q.state.data?.data.some((e) => e.status === IN_PROGRESS) ? RUNNING_REFRESH_MS : false,
  });
  const data = query.data;
  const isPlaceholder = query.isPlaceholderData;
  useEffect(() => {
    // In Progress entries sort first, so page 1 holds them all (unless more run than a page holds).
    if (data && page === 1 && !isPlaceholder)
      importActivity.replace(area, inProgressKeys(data.data), data.askedAt);
  }, [data, page, isPlaceholder, area]);
  return query;
}

/** GET …/fileImport/{id}: status, progress and counts, asked again while In Progress. */
export function useImportStatus(importId: string | null) {
  const organizationId = useOrganizationId();
  const { area, calls } = useImportsArea();
  const query = useQuery({
    queryKey: [...IMPORTS_KEY, 'status', organizationId, area, importId],
    queryFn: () => call(calls.status, { params: { importId: importId ?? '' } }),
    enabled: organizationId !== null && importId !== null,
    refetchInterval: (q) => (q.state.data?.data.status === IN_PROGRESS ? RUNNING_REFRESH_MS : false),
    staleTime: 0,
  });
  const body = query.data?.data;
  useEffect(() => {
    if (body) importActivity.report(area, toEvent(body));
  }, [body, area]);
  return query;
}

const toEvent = (body: ImportStatusBody) => ({
  importId: body.importId,
  fileName: body.fileName,
  status: body.status,
  msg: body.msg,
  errorFlag: body.errorFlag,
  progress: body.progress,
});

/** GET …/fileImport/{id}/errors, one page of line issues. */
export function useImportIssues(importId: string, page: number, limit: number) {
  const organizationId = useOrganizationId();
  const { area, calls } = useImportsArea();
  return useQuery({
    queryKey: [...IMPORTS_KEY, 'issues', organizationId, area, importId, page, limit],
    queryFn: () =>
      call(calls.errors, {
        params: { importId },
        query: { page: String(page), limit: String(limit) },
      }),
    enabled: organizationId !== null,
    placeholderData: keepPreviousData,
  });
}

export interface UploadRequest {
  file: File;
  source: UploadSource;
  kind: ImportKind;
  format: FormatChoice;
  accountId: string;
  /** The partner of an employer-funds settlement file. */
  partnerId?: string;
}

/**
 * POST …/fileImport (multipart `file`): 202 with the import id. An answer In Progress enters the
 * import-activity store at once (the tenant switch is blocked from that moment); an 'already imported'
 * answer is final. Either way the activity log is refreshed.
 */
export function useUploadImport() {
  const queryClient = useQueryClient();
  const { area, calls } = useImportsArea();
  return useMutation({
    mutationFn: async (request: UploadRequest) => {
      const form = new FormData();
      form.append('file', request.file, request.file.name);
      const answer = await upload(calls.upload, { query: uploadQuery(request), form });
      return { ...answer.data, fileName: request.file.name };
    },
    onSuccess: (answer) => {
      importActivity.report(area, {
        importId: answer.importId,
        fileName: answer.fileName,
        status: answer.status,
        msg: answer.msg,
        // The answer carries no flag; the status call and the socket bring it when the import ends.
        errorFlag: false,
        progress: answer.status === IN_PROGRESS ? 0 : 100,
      });
      void queryClient.invalidateQueries({ queryKey: FILE_ACTIVITY_KEY });
    },
  });
}

/** POST …/fileImport/{id}/unimport. A 409 carries the server's message (shown as is). */
export function useUnimport() {
  const queryClient = useQueryClient();
  const { calls } = useImportsArea();
  return useMutation({
    mutationFn: async (importId: string) => (await call(calls.unimport, { params: { importId } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: IMPORTS_KEY }),
  });
}

/** The area's bank accounts (the shared ledger configuration), for CSVs without an account column. */
export function useBankAccounts(enabled: boolean) {
  const { area } = useImportsArea();
  return useLedgerConfig({ enabled, select: selectAreaBankAccounts(area) });
}

/** GET …/getTemplateFile of an area: saves the zip of its import templates. */
export async function downloadTemplates(calls: Pick<ImportCalls, 'templateFile'>): Promise<void> {
  const file = await download(calls.templateFile);
  const url = URL.createObjectURL(file.blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName ?? 'clearline-import-templates.zip';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * Live updates: a `showStatus` (bank-rec) or `showEwaStatus` (employer funds) event of the page's area that starts or ends an import (the socket, the upload answer or a
 * status call) refreshes the activity log and the import's status. Progress-only events do not: the
 * progress bar reads them from the store.
 */
export function useLiveImportUpdates() {
  const queryClient = useQueryClient();
  const { area } = useImportsArea();
  useEffect(() => {
    return importActivity.onStatusChange(area, (event) => {
      void queryClient.invalidateQueries({ queryKey: FILE_ACTIVITY_KEY });
      if (event.status !== IN_PROGRESS)
        void queryClient.invalidateQueries({ queryKey: [...IMPORTS_KEY, 'status'] });
    });
  }, [queryClient, area]);
}

/** The last status event heard for an import (socket, upload answer or status call), live. */
export function useLastImportEvent(importId: string | null) {
  return useSyncExternalStore(
    importActivity.subscribe,
    () => (importId ? importActivity.lastEvent(importId) : undefined),
    () => undefined,
  );
}
