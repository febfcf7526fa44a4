import { daysBetween, minorToDecimalString, todayIso } from '@clearline/domain';
import type { AppContext } from '../../platform/context';
import { bankRecReader } from '../bank-rec/index';
import * as repo from './outstanding.repository';

const money = (text: string | undefined) => minorToDecimalString(Number(text ?? '0'));
const buckets = (r: { b0: string; b1: string; b2: string; b3: string; b4: string }) => ({
  '0-30': money(r.b0),
  '31-60': money(r.b1),
  '61-90': money(r.b2),
  '91-180': money(r.b3),
  '180+': money(r.b4),
});

/** Outstanding liabilities: what is still open in the book, by customer, tax type and quarter, aged. */
export class OutstandingService {
  constructor(private readonly ctx: AppContext) {}

  async query(
    organizationId: string,
    body: { where: repo.OutstandingFilter & { asOf?: string | undefined }; page: number; limit: number },
  ) {
    const config = await bankRecReader.config(this.ctx.db, organizationId);
    const asOf = body.where.asOf ?? todayIso(this.ctx.now(), config.timeZone);
    const rows = await repo.outstandingGroups(
      this.ctx.db,
      organizationId,
      asOf,
      body.where,
      body.page,
      body.limit,
    );
    const totals = await repo.outstandingTotals(this.ctx.db, organizationId, asOf, body.where);
    return {
      data: {
        rows: rows.map((r) => ({
          coId: r.co_id,
          coName: r.co_name ?? '',
          taxType: r.tax_type,
          quarter: r.quarter,
          count: r.n,
          total: money(r.total),
          buckets: buckets(r),
          oldestDate: r.oldest,
          systemRecTypes: [
            ...(daysBetween(r.oldest, asOf) > config.agedDays ? (['Aged Uncleared'] as const) : []),
            ...(Number(r.customer_tax_total) < 0 ? (['Negative Liabilities'] as const) : []),
          ],
        })),
        total: rows[0]?.groups ?? 0,
        page: body.page,
        limit: body.limit,
        asOf,
        totals: {
          count: totals?.n ?? 0,
          total: money(totals?.total),
          buckets: buckets(totals ?? { b0: '0', b1: '0', b2: '0', b3: '0', b4: '0' }),
        },
      },
    };
  }
}
