import type {
  LedgerRecQuery,
  SubledgerLinesQuery,
  SubledgerRecQuery,
  SubledgerRecRow,
} from '@clearline/contracts';
import { minorToDecimalString, OPEN_ITEM_BUCKETS, openItemBucket, todayIso } from '@clearline/domain';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { bankRecReader } from '../bank-rec/index';
import * as repo from './coverage.repository';
import * as ledgerRec from './ledger-rec.repository';

/** A sum the database added up, in cents: exact while below 2^53. */
const money = (text: string | null | undefined) => minorToDecimalString(Number(text ?? '0'));

function toRow(r: repo.CoverageRow): SubledgerRecRow {
  const balance = Number(r.balance);
  return {
    employer: r.co_id,
    employerName: r.co_name,
    partner: r.partner,
    partnerName: r.partner_name,
    funded: money(r.funded),
    advanced: money(r.advanced),
    repaid: money(r.repaid),
    fees: money(r.fees),
    balance: money(r.balance),
    short: balance < 0,
    shortfall: minorToDecimalString(balance < 0 ? -balance : 0),
    shortSince: balance < 0 ? r.short_since : null,
    lastActivity: r.last_activity,
    lines: r.lines,
  };
}

/** The repository's n0..n4 / s0..s4 columns, in OPEN_ITEM_BUCKETS order. */
function buckets(r: ledgerRec.BucketSums) {
  const n = [r.n0, r.n1, r.n2, r.n3, r.n4];
  const s = [r.s0, r.s1, r.s2, r.s3, r.s4];
  return Object.fromEntries(
    OPEN_ITEM_BUCKETS.map((b, i) => [b, { count: n[i] ?? 0, amount: money(s[i]) }]),
  ) as Record<(typeof OPEN_ITEM_BUCKETS)[number], { count: number; amount: string }>;
}
const EMPTY_SIDE = {
  n: 0,
  total: '0',
  n0: 0,
  s0: '0',
  n1: 0,
  s1: '0',
  n2: 0,
  s2: '0',
  n3: 0,
  s3: '0',
  n4: 0,
  s4: '0',
};

/**
 * Employer-funds reconciliation's read side: funds coverage per employer (the sub-ledger), an employer's
 * lines with the running balance, and the ledger's open items against the bank (ledgerRec).
 */
export class CoverageService {
  constructor(private readonly ctx: AppContext) {}

  /** Today in the organisation's zone: the default asOf and the day the queue counts. */
  async today(db: DbOrTx, organizationId: string): Promise<string> {
    const config = await bankRecReader.config(db, organizationId);
    return todayIso(this.ctx.now(), config.timeZone);
  }

  async subledgerRec(organizationId: string, query: z.output<typeof SubledgerRecQuery>) {
    const asOf = query.asOf ?? (await this.today(this.ctx.db, organizationId));
    const filter: repo.CoverageFilter = {
      partner: query.partner,
      search: query.search,
      shortOnly: query.status === 'short',
    };
    const rows = await repo.coveragePage(
      this.ctx.db,
      organizationId,
      asOf,
      filter,
      query.sort,
      query.page,
      query.limit,
    );
    const totals = rows[0]?.totals ?? (await repo.coverageTotals(this.ctx.db, organizationId, asOf, filter));
    return {
      data: {
        asOf,
        rows: rows.map(toRow),
        total: totals.employers,
        page: query.page,
        limit: query.limit,
        totals: {
          employers: totals.employers,
          shortEmployers: totals.short_employers,
          funded: money(totals.funded),
          advanced: money(totals.advanced),
          repaid: money(totals.repaid),
          fees: money(totals.fees),
          balance: money(totals.balance),
          shortfall: money(totals.shortfall),
        },
      },
    };
  }

  async subledgerLines(
    organizationId: string,
    employerId: string,
    query: z.output<typeof SubledgerLinesQuery>,
  ) {
    const employer = employerId.trim().toUpperCase();
    const asOf = query.asOf ?? (await this.today(this.ctx.db, organizationId));
    const [head] = await repo.coveragePage(
      this.ctx.db,
      organizationId,
      asOf,
      { employers: [employer] },
      'employer',
      1,
      1,
    );
    if (!head) throw notFound(`Employer ${employer} not found`);
    const lines = await repo.employerLines(
      this.ctx.db,
      organizationId,
      employer,
      asOf,
      query.order,
      query.page,
      query.limit,
    );
    const { lines: total, ...summary } = toRow(head);
    return {
      data: {
        asOf,
        ...summary,
        rows: lines.map((l) => ({
          id: l.id,
          transactionDate: l.transaction_date,
          amount: money(l.amount),
          category: l.category,
          runningBalance: money(l.running_balance),
          partner: l.partner,
          customer: l.customer,
          ledger: l.ledger,
          accountName: l.account,
          transactionType: l.transaction_type,
          details: l.details,
          memo: l.memo,
          sourceFile: l.source_file,
          status: l.status,
        })),
        total,
        page: query.page,
        limit: query.limit,
      },
    };
  }

  async ledgerRec(organizationId: string, query: z.output<typeof LedgerRecQuery>) {
    const asOf = query.asOf ?? (await this.today(this.ctx.db, organizationId));
    const filter: ledgerRec.LedgerRecFilter = {
      employer: query.employer,
      partner: query.partner,
      bankAccount: query.bankAccount,
      ageBucket: query.ageBucket,
      side: query.side,
    };
    const [groups, items] = await Promise.all([
      ledgerRec.ledgerRecGroups(this.ctx.db, organizationId, asOf, filter),
      ledgerRec.ledgerRecItems(this.ctx.db, organizationId, asOf, filter, query.page, query.limit),
    ]);
    const total =
      items[0]?.total ??
      (query.page > 1 ? await ledgerRec.ledgerRecCount(this.ctx.db, organizationId, asOf, filter) : 0);
    const of = (side: 'bank' | 'ledger', grouping: ledgerRec.GroupRow['grouping']) =>
      groups.filter((g) => g.side === side && g.grouping === grouping);
    // What every grouping's row shows after its names: its open items' count, sum, oldest date and ages.
    const groupFigures = (g: ledgerRec.GroupRow) => ({
      count: g.n,
      amount: money(g.total),
      oldestDate: g.oldest,
      buckets: buckets(g),
    });
    const sideSummary = (side: 'bank' | 'ledger') => {
      const g = of(side, 'side')[0] ?? EMPTY_SIDE;
      return { count: g.n, amount: money(g.total), buckets: buckets(g) };
    };
    return {
      data: {
        asOf,
        ledger: sideSummary('ledger'),
        bank: sideSummary('bank'),
        byEmployer: of('ledger', 'employer').map((g) => ({
          employer: g.co_id,
          employerName: g.co_name,
          partner: g.partner,
          partnerName: g.partner_name,
          ...groupFigures(g),
        })),
        byPartner: of('ledger', 'partner').map((g) => ({
          partner: g.partner,
          partnerName: g.partner_name,
          ...groupFigures(g),
        })),
        byBankAccount: of('bank', 'account').map((g) => ({
          accountId: g.account_id,
          accountName: g.account_name,
          ...groupFigures(g),
        })),
        rows: items.map((i) => ({
          id: i.id,
          side: i.side,
          date: i.date,
          amount: money(i.amount),
          ageDays: i.age,
          ageBucket: openItemBucket(i.age),
          accountId: i.account_id,
          accountName: i.account_name,
          employer: i.co_id,
          employerName: i.co_name,
          partner: i.partner,
          partnerName: i.partner_name,
          transactionType: i.transaction_type,
          text: i.text,
          reference: i.reference,
        })),
        total,
        page: query.page,
        limit: query.limit,
      },
    };
  }

  /** The ewaSubledgerRec count: employers short as of today. */
  async shortEmployerCount(organizationId: string): Promise<number> {
    return repo.shortEmployerCount(
      this.ctx.db,
      organizationId,
      await this.today(this.ctx.db, organizationId),
    );
  }
}
