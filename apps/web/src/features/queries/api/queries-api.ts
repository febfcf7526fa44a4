import {
  contracts,
  EXPORT_FAILED_MESSAGE,
  EXPORT_INITIATED_MESSAGE,
  QuerySpec,
  type QuerySpecInput,
  queryParameters,
  queryReportId,
  type ReportFormat,
} from '@clearline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useAuth } from '../../../shared/auth/auth-context';
import { call, errorMessage } from '../../../shared/lib/api-client';

const routes = contracts.queries;
/** Each area's export call: a query is exported as the area's report `query-<subject>`. */
const EXPORTS = { bankRec: contracts.reports.exportReport, ewa: contracts.ewaReports.exportReport };

const useOrgKey = () => useAuth().organization?.id ?? 'none';

/** POST /api/rec/query/run: one page of the query and the totals of its whole result (null: not run yet). */
export function useQueryRun(spec: QuerySpecInput | null, page: number, limit: number) {
  const org = useOrgKey();
  return useQuery({
    queryKey: ['query-run', org, spec, page, limit],
    queryFn: ({ signal }) =>
      call(routes.run, { body: { spec: spec as QuerySpecInput, page, limit }, signal }),
    enabled: spec !== null,
    placeholderData: keepPreviousData,
    select: (answer) => answer.data,
  });
}

/** GET /api/rec/query/options: the members, for "matched by". */
export function useQueryOptions() {
  const org = useOrgKey();
  return useQuery({
    queryKey: ['query-options', org],
    queryFn: ({ signal }) => call(routes.options, { signal }),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}

const savedKey = (org: string) => ['saved-queries', org] as const;

/** GET /api/rec/query/saved: the caller's saved queries in this organisation. */
export function useSavedQueries() {
  const org = useOrgKey();
  return useQuery({
    queryKey: savedKey(org),
    queryFn: ({ signal }) => call(routes.saved, { signal }),
    select: (answer) => answer.data,
  });
}

/** A change to the saved queries: the list is read again and a message says what happened. */
function useSavedChange<T, R>(run: (input: T) => Promise<R>, done: (input: T) => string) {
  const client = useQueryClient();
  const org = useOrgKey();
  return useMutation({
    mutationFn: run,
    onSuccess: async (_answer, input) => {
      await client.invalidateQueries({ queryKey: savedKey(org) });
      enqueueSnackbar(done(input), { variant: 'default' });
    },
  });
}

export const useSaveQuery = () =>
  useSavedChange(
    (body: { name: string; spec: QuerySpecInput }) => call(routes.save, { body }),
    (body) => `Query '${body.name}' saved.`,
  );

export const useUpdateQuery = () =>
  useSavedChange(
    ({ id, ...body }: { id: string; name?: string; spec?: QuerySpecInput }) =>
      call(routes.update, { params: { id }, body }),
    (input) => (input.spec ? 'Saved query overwritten.' : `Renamed to '${input.name}'.`),
  );

export const useDeleteQuery = () =>
  useSavedChange(
    ({ id }: { id: string; name: string }) => call(routes.remove, { params: { id } }),
    (input) => `Query '${input.name}' deleted.`,
  );

/**
 * The area's POST …/report/export with the query as the report `query-<subject>`: answers at once with
 * the spec's initiated message; the file's end arrives as notifyBlobStorageQueue (the shell's toast).
 */
export function useExportQuery() {
  return useMutation({
    mutationFn: ({ spec, format }: { spec: QuerySpecInput; format: ReportFormat }) => {
      const parsed = QuerySpec.parse(spec);
      return call(EXPORTS[parsed.area], {
        body: { reportId: queryReportId(parsed.subject), parameters: queryParameters(parsed), format },
      });
    },
    onSuccess: (answer) =>
      enqueueSnackbar(answer.message || EXPORT_INITIATED_MESSAGE, { variant: 'success' }),
    onError: (error) => {
      const reason = errorMessage(error, '');
      enqueueSnackbar(reason ? `${EXPORT_FAILED_MESSAGE}: ${reason}` : EXPORT_FAILED_MESSAGE, {
        variant: 'error',
      });
    },
  });
}
