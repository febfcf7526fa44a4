import type { OutstandingService } from '../../reconcile/index';
import { centsOf as cents, choiceOf, dateOf, dateParameter, partyOf } from '../parameters';
import { pagedBatch, type ReportRun, type ReportSource } from '../report-source';

const TAX_TYPES = ['', 'Federal', 'State', 'Local'] as const;
/** The outstanding service's largest page: an export walks its pages. */
const PAGE = 500;

/** The aging buckets as the report's money columns b0..b4, in cents. */
const bucketCents = (buckets: Record<'0-30' | '31-60' | '61-90' | '91-180' | '180+', string>) => ({
  b0: cents(buckets['0-30']),
  b1: cents(buckets['31-60']),
  b2: cents(buckets['61-90']),
  b3: cents(buckets['91-180']),
  b4: cents(buckets['180+']),
});

/**
 * Outstanding liabilities by customer, tax type and quarter with the aging buckets: the outstanding
 * service's own groups and totals (the page of POST /api/rec/items/subledgers/outstanding), page by page.
 */
export function outstandingReport(outstanding: OutstandingService): ReportSource {
  const where = (run: ReportRun) => ({
    asOf: run.parameters.asOf,
    coId: run.parameters.coId,
    taxType: (run.parameters.taxType || undefined) as 'Federal' | 'State' | 'Local' | undefined,
    quarter: run.parameters.quarter,
  });
  const rowsOf = async (run: ReportRun, page: number, limit: number) => {
    const answer = await outstanding.query(run.organizationId, { where: where(run), page, limit });
    return answer.data.rows.map((g) => ({
      customer: g.coId,
      customerName: g.coName,
      taxType: g.taxType,
      quarter: g.quarter,
      count: g.count,
      ...bucketCents(g.buckets),
      total: cents(g.total),
      oldestDate: g.oldestDate,
      flags: g.systemRecTypes.join(', '),
    }));
  };
  return {
    id: 'outstanding-liabilities',
    name: 'Outstanding liabilities',
    description:
      'Open book items by customer, tax type and quarter as of a date, with the aging buckets (0-30 ... 180+ days) and the system reconciling types.',
    parameters: [
      dateParameter('asOf', 'As of', 'Today when empty'),
      { name: 'coId', label: 'Customer', kind: 'party', required: false },
      {
        name: 'taxType',
        label: 'Tax type',
        kind: 'select',
        required: false,
        options: [
          { value: '', label: 'All' },
          { value: 'Federal', label: 'Federal' },
          { value: 'State', label: 'State' },
          { value: 'Local', label: 'Local' },
        ],
      },
      { name: 'quarter', label: 'Quarter', kind: 'text', required: false, help: 'e.g. Q1-2026' },
    ],
    columns: [
      { key: 'customer', label: 'Customer', type: 'text', total: false },
      { key: 'customerName', label: 'Name', type: 'text', total: false },
      { key: 'taxType', label: 'Tax type', type: 'text', total: false },
      { key: 'quarter', label: 'Quarter', type: 'text', total: false },
      { key: 'count', label: 'Items', type: 'integer', total: true },
      { key: 'b0', label: '0-30', type: 'money', total: true },
      { key: 'b1', label: '31-60', type: 'money', total: true },
      { key: 'b2', label: '61-90', type: 'money', total: true },
      { key: 'b3', label: '91-180', type: 'money', total: true },
      { key: 'b4', label: '180+', type: 'money', total: true },
      { key: 'total', label: 'Total', type: 'money', total: true },
      { key: 'oldestDate', label: 'Oldest', type: 'date', total: false },
      { key: 'flags', label: 'Reconciling types', type: 'text', total: false },
    ],
    async resolve(run, raw) {
      const coId = partyOf(raw, 'coId');
      const quarter = raw.quarter?.trim() ?? '';
      const taxType = choiceOf(raw, 'taxType', TAX_TYPES, '');
      return {
        asOf: dateOf(raw, 'asOf', run.today, run.today) as string,
        ...(coId ? { coId } : {}),
        ...(taxType ? { taxType } : {}),
        ...(quarter ? { quarter } : {}),
      };
    },
    batch(run, after, limit, offset = 0) {
      return pagedBatch((page, size) => rowsOf(run, page, size), PAGE, after, limit, offset);
    },
    async totals(run) {
      const answer = await outstanding.query(run.organizationId, { where: where(run), page: 1, limit: 1 });
      const t = answer.data.totals;
      return {
        count: answer.data.total,
        sums: {
          count: t.count,
          ...bucketCents(t.buckets),
          total: cents(t.total),
        },
      };
    },
  };
}
