import type { CoverageService } from '../../reconcile/index';
import { centsOf as cents, choiceOf, dateOf, dateParameter, partyOf } from '../parameters';
import { pagedBatch, type ReportRun, type ReportSource } from '../report-source';

/** The coverage service's largest page. */
const PAGE = 500;
const FIGURES = ['funded', 'advanced', 'repaid', 'fees', 'balance', 'shortfall'] as const;

/** A money column, totalled, per coverage figure ('funded' -> 'Funded'). */
const figureColumns = FIGURES.map((key) => ({
  key,
  label: key[0]?.toUpperCase() + key.slice(1),
  type: 'money' as const,
  total: true,
}));

async function resolveCoverage(run: Omit<ReportRun, 'parameters'>, raw: Record<string, string>) {
  const partner = partyOf(raw, 'partner');
  return {
    asOf: dateOf(raw, 'asOf', run.today, run.today) as string,
    ...(partner ? { partner } : {}),
    status: choiceOf(raw, 'status', ['all', 'short'] as const, 'all'),
  };
}

const coverageParameters = [
  dateParameter('asOf', 'As of', 'Today when empty'),
  { name: 'partner', label: 'Partner', kind: 'party' as const, required: false },
  {
    name: 'status',
    label: 'Employers',
    kind: 'select' as const,
    required: false,
    options: [
      { value: 'all', label: 'All' },
      { value: 'short', label: 'Short of funds' },
    ],
  },
];

/** The coverage service's page (sub-ledger Rec) for a run's parameters. */
function pageOf(coverage: CoverageService, run: ReportRun, page: number, limit: number) {
  return coverage.subledgerRec(run.organizationId, {
    asOf: run.parameters.asOf,
    partner: run.parameters.partner,
    status: run.parameters.status === 'short' ? 'short' : 'all',
    sort: 'coverage',
    page,
    limit,
  });
}

/** Funds coverage by employer as of a date: the sub-ledger Rec's rows and totals (employer funds). */
export function fundsCoverageReport(coverage: CoverageService): ReportSource {
  return {
    id: 'funds-coverage',
    name: 'Funds coverage by employer',
    description:
      "Each employer's funding, advances, repayments, fees and balance as of a date, short employers first with the shortfall and since when.",
    parameters: coverageParameters,
    columns: [
      { key: 'employer', label: 'Employer', type: 'text', total: false },
      { key: 'employerName', label: 'Name', type: 'text', total: false },
      { key: 'partner', label: 'Partner', type: 'text', total: false },
      ...figureColumns,
      { key: 'shortSince', label: 'Short since', type: 'date', total: false },
      { key: 'lastActivity', label: 'Last activity', type: 'date', total: false },
      { key: 'lines', label: 'Lines', type: 'integer', total: true },
    ],
    resolve: resolveCoverage,
    batch(run, after, limit, offset = 0) {
      return pagedBatch(
        async (page, size) =>
          (await pageOf(coverage, run, page, size)).data.rows.map((r) => ({
            employer: r.employer,
            employerName: r.employerName,
            partner: r.partner,
            ...Object.fromEntries(FIGURES.map((f) => [f, cents(r[f])])),
            shortSince: r.shortSince,
            lastActivity: r.lastActivity,
            lines: r.lines,
          })),
        PAGE,
        after,
        limit,
        offset,
      );
    },
    async totals(run) {
      const { data } = await pageOf(coverage, run, 1, 1);
      // Lines are not in the service's totals: counted over the rows (employers are few).
      let lines = 0;
      for (let page = 1; (page - 1) * PAGE < data.total; page += 1)
        for (const r of (await pageOf(coverage, run, page, PAGE)).data.rows) lines += r.lines;
      return {
        count: data.total,
        sums: { ...Object.fromEntries(FIGURES.map((f) => [f, cents(data.totals[f])])), lines },
      };
    },
  };
}

/**
 * Partner settlement summary as of a date: the coverage of each partner's employers added up (partners
 * are few: one batch holds them all).
 */
export function partnerSettlementReport(coverage: CoverageService): ReportSource {
  const partners = async (run: ReportRun) => {
    const byPartner = new Map<string, Record<string, string | number>>();
    for (let page = 1; ; page += 1) {
      const { data } = await pageOf(coverage, run, page, PAGE);
      for (const r of data.rows) {
        const p = byPartner.get(r.partner) ?? {
          partner: r.partner,
          partnerName: r.partnerName,
          employers: 0,
          shortEmployers: 0,
          ...Object.fromEntries(FIGURES.map((f) => [f, 0])),
        };
        p.employers = Number(p.employers) + 1;
        if (r.short) p.shortEmployers = Number(p.shortEmployers) + 1;
        for (const f of FIGURES) p[f] = Number(p[f]) + cents(r[f]);
        byPartner.set(r.partner, p);
      }
      if (page * PAGE >= data.total) break;
    }
    return [...byPartner.values()].sort((a, b) => String(a.partner).localeCompare(String(b.partner)));
  };
  return {
    id: 'partner-settlement-summary',
    name: 'Partner settlement summary',
    description:
      "Each partner's employers as of a date: how many, how many short, and their funding, advances, repayments, fees, balance and shortfall added up.",
    parameters: coverageParameters,
    columns: [
      { key: 'partner', label: 'Partner', type: 'text', total: false },
      { key: 'partnerName', label: 'Name', type: 'text', total: false },
      { key: 'employers', label: 'Employers', type: 'integer', total: true },
      { key: 'shortEmployers', label: 'Short', type: 'integer', total: true },
      ...figureColumns,
    ],
    resolve: resolveCoverage,
    async batch(run, after, limit, offset = 0) {
      if (after) return [];
      return (await partners(run))
        .slice(offset, offset + limit)
        .map((p, i) => ({ ...p, _k: String(offset + i + 1), _id: '' }));
    },
    async totals(run) {
      const rows = await partners(run);
      const sums: Record<string, number> = {};
      for (const key of ['employers', 'shortEmployers', ...FIGURES])
        sums[key] = rows.reduce((s, r) => s + Number(r[key]), 0);
      return { count: rows.length, sums };
    },
  };
}
