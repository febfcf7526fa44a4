import {
  QUERY_FILTERS_OF,
  QUERY_SUBJECTS,
  type QueryFilterName,
  QuerySpec,
  type QuerySubject,
  queryParameters,
  queryReportId,
  type ReportParameter,
} from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import { badRequest } from '../../../platform/errors';
import type { QueryReader, ResolvedQuery } from '../../queries/index';
import type { ReportRun, ReportSource, SqlRow } from '../report-source';

/** How the heading of an .xlsx or PDF export names each filter. */
const FILTER_LABELS: Record<QueryFilterName, string> = {
  accountId: 'Bank account',
  dateFrom: 'Date from',
  dateTo: 'Date to',
  amountMin: 'Amount from',
  amountMax: 'Amount to',
  status: 'Status',
  party: 'Customer or employer',
  code: 'Transaction code',
  text: 'Text',
  rule: 'Rule',
  matchedBy: 'Matched by (user id)',
  origin: 'Manual or auto',
  matchedFrom: 'Matched from',
  matchedTo: 'Matched to',
};

const parameterOf = (name: string, label: string): ReportParameter => ({
  name,
  label,
  kind: 'text',
  required: false,
});

const SUBJECT_NAMES: Record<QuerySubject, string> = {
  ledger: 'Query: ledger lines',
  bank: 'Query: bank lines',
  matches: 'Query: matches',
};

/**
 * The ad-hoc query page's exports (issue 17): one source per subject, whose parameters are the query
 * flattened (`queryParameters`: the filters that are set, `sort`, `dir`) and read back with the page's
 * own checks, so the file holds exactly the rows the page shows, in its order. Not listed on the
 * Reports page: the query page starts them.
 */
export function querySources(reader: QueryReader, area: LedgerArea): ReportSource[] {
  return QUERY_SUBJECTS.map((subject) => querySource(reader, area, subject));
}

function querySource(reader: QueryReader, area: LedgerArea, subject: QuerySubject): ReportSource {
  // A run's query, resolved once (its account checked, its amounts in cents) for all its batches.
  const resolved = new WeakMap<ReportRun, Promise<ResolvedQuery>>();
  const specOf = (raw: Record<string, string>) => {
    const { sort, dir, ...filters } = raw;
    const parsed = QuerySpec.safeParse({
      subject,
      area,
      filters,
      ...(sort || dir ? { sort: { key: sort, dir: dir ?? 'desc' } } : {}),
    });
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[issue.path.length - 1] ?? 'parameters');
    const message = issue?.message ?? 'is not valid';
    throw badRequest(`${name}: ${message}`, [{ path: `parameters.${name}`, message }]);
  };
  const queryOf = (run: ReportRun) => {
    let query = resolved.get(run);
    if (!query) {
      query = reader.resolve(run.db, run.organizationId, specOf(run.parameters));
      resolved.set(run, query);
    }
    return query;
  };
  return {
    id: queryReportId(subject),
    name: SUBJECT_NAMES[subject],
    description: 'The rows of a query built on the query page, in its order.',
    listed: false,
    parameters: [
      ...QUERY_FILTERS_OF[subject].map((name) => parameterOf(name, FILTER_LABELS[name])),
      parameterOf('sort', 'Sorted by'),
      parameterOf('dir', 'Direction'),
    ],
    columns: reader.columns({ subject, area, filters: {}, sort: { key: 'date', dir: 'desc' } }),
    async resolve(run, raw) {
      const spec = specOf(raw);
      await reader.resolve(run.db, run.organizationId, spec);
      return queryParameters(spec);
    },
    async batch(run, after, limit, offset = 0) {
      const rows = await reader.batch(run.db, await queryOf(run), after, limit, offset);
      return rows as SqlRow[];
    },
    async totals(run) {
      const { count, amount } = await reader.totals(run.db, await queryOf(run));
      const sums: Record<string, number> = { amount: Number(amount) };
      return { count, sums };
    },
  };
}
