import { statementFigures } from '@clearline/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../../platform/db';
import { completeMatchesSql, inReconScope, type ReconcileService } from '../../reconcile/index';
import { accountOf, accountParameter, centsOf, monthBounds, monthOf, monthParameter } from '../parameters';
import type { ReportRun, ReportSource, RowKey, SqlRow, SummaryValue } from '../report-source';

/** A panel figure in cents; null stays null (no statement balance that month). */
const cents = (text: string | null): number | null => (text === null ? null : centsOf(text));

/** The account's reconciliation start: lines before it are outside the reconciliation (as the panel). */
async function startOf(db: DbOrTx, organizationId: string, accountId: string): Promise<string | null> {
  const [row] = await queryRows<{ start: string | null }>(
    db,
    sql`select reconciliation_start::text as start from bank_rec_bank_accounts
         where organization_id = ${organizationId} and account_id = ${accountId}`,
  );
  return row?.start ?? null;
}

/**
 * The account's open items at the month's end, exactly as the panel counts them: lines dated in
 * [start, end] that are in no match complete at the end (a match is complete when all its lines are
 * dated in [start, end]). Bank lines the book lacks and book entries the bank has not cleared.
 */
function openItems(run: ReportRun, start: string | null): SQL {
  const { organizationId: org, area } = run;
  const account = run.parameters.accountId as string;
  const { end } = monthBounds(run.parameters.month as string);
  const inScope = (column: SQL) => inReconScope(column, start, end);
  return sql`
    with complete as (${completeMatchesSql(org, account, start, end)}),
    done as (
      select mi.bank_transaction_id as bank_id, mi.ledger_entry_id as ledger_id
        from match_items mi join complete c on c.id = mi.match_id where mi.live
    ),
    items as (
      select 'Bank' as side,
             case when bt.amount_minor >= 0 then 'Bank credit not in book' else 'Bank debit not in book' end as category,
             bt.value_date as date, coalesce(nullif(bt.bank_reference, ''), bt.customer_reference, '') as reference,
             bt.text as description, bt.amount_minor as amount, bt.id
        from bank_transactions bt
       where bt.organization_id = ${org} and bt.account_id = ${account} and ${inScope(sql.raw('bt.value_date'))}
         and not exists (select 1 from done where done.bank_id = bt.id)
      union all
      select 'Book' as side,
             case when e.amount_minor >= 0 then 'Deposit in transit' else 'Outstanding check or debit' end as category,
             e.transaction_date as date, e.check_no as reference, e.details as description, e.amount_minor as amount, e.id
        from bank_rec_ledger_entries e
       where e.organization_id = ${org} and e.account_id = ${account} and e.area = ${area}
         and e.status <> 'void' and ${inScope(sql.raw('e.transaction_date'))}
         and not exists (select 1 from done where done.ledger_id = e.id)
    )`;
}

export const STATEMENT_REPORT_ID = 'reconciliation-statement';

/** Bank reconciliation statement of one bank account at a month's end (issue 14 deliverable 1). */
export function statementReport(reconcile: ReconcileService): ReportSource {
  return {
    id: STATEMENT_REPORT_ID,
    name: 'Bank reconciliation statement',
    description:
      "One bank account at a month's end: the bank's closing balance, deposits in transit, outstanding checks and debits, other reconciling items, the adjusted bank balance against the book balance and the difference (zero when reconciled), with every open item.",
    parameters: [accountParameter(true), monthParameter],
    columns: [
      { key: 'side', label: 'Side', type: 'text', total: false },
      { key: 'category', label: 'Item', type: 'text', total: false },
      { key: 'date', label: 'Date', type: 'date', total: false },
      { key: 'reference', label: 'Reference', type: 'text', total: false },
      { key: 'description', label: 'Description', type: 'text', total: false },
      { key: 'ageDays', label: 'Age (days)', type: 'integer', total: false },
      { key: 'amount', label: 'Amount', type: 'money', total: true },
    ],
    async resolve(run, raw) {
      const accountId = await accountOf(run.db, run.organizationId, run.area, raw, true);
      return { accountId: accountId as string, month: monthOf(raw, run.today) };
    },
    async batch(run, after: RowKey | null, limit, offset = 0) {
      const start = await startOf(run.db, run.organizationId, run.parameters.accountId as string);
      const { end } = monthBounds(run.parameters.month as string);
      return queryRows<SqlRow>(
        run.db,
        sql`${openItems(run, start)}
          select side, category, date::text as date, reference, description, amount::text as amount,
                 (${end}::date - date)::int as "ageDays", date::text as _k, id::text as _id
            from items
           ${after ? sql`where (date, id) > (${after.k}::date, ${after.id}::uuid)` : sql``}
           order by date, id offset ${offset} limit ${limit}`,
      );
    },
    async totals(run) {
      const start = await startOf(run.db, run.organizationId, run.parameters.accountId as string);
      const [row] = await queryRows<{ count: number; amount: string }>(
        run.db,
        sql`${openItems(run, start)} select count(*)::int as count, coalesce(sum(amount), 0)::text as amount from items`,
      );
      return { count: row?.count ?? 0, sums: { amount: Number(row?.amount ?? 0) } };
    },
    async summary(run): Promise<SummaryValue[]> {
      const accountId = run.parameters.accountId as string;
      const month = run.parameters.month as string;
      const start = await startOf(run.db, run.organizationId, accountId);
      const [panel, [split]] = await Promise.all([
        reconcile.panel(run.organizationId, run.area, { month, accountId }),
        queryRows<{ credits: string; debits: string }>(
          run.db,
          sql`${openItems(run, start)}
            select coalesce(sum(amount) filter (where side = 'Book' and amount > 0), 0)::text as credits,
                   coalesce(sum(amount) filter (where side = 'Book' and amount < 0), 0)::text as debits
              from items`,
        ),
      ]);
      const account = panel.data.accounts[0];
      if (!account) throw new Error(`no panel row for account ${accountId}`);
      const figures = statementFigures({
        bankClosing: cents(account.bankClosing),
        bookBalance: cents(account.bookBalance) ?? 0,
        openLedgerCredits: Number(split?.credits ?? 0),
        openLedgerDebits: Number(split?.debits ?? 0),
        openBank: cents(account.openBankAmount) ?? 0,
        adjustments: cents(account.adjustments) ?? 0,
      });
      const money = (key: string, label: string, value: number | null): SummaryValue => ({
        key,
        label,
        type: 'money',
        value,
      });
      return [
        {
          key: 'account',
          label: 'Bank account',
          type: 'text',
          value: `${account.accountName} (${accountId})`,
        },
        { key: 'month', label: 'Month', type: 'text', value: month },
        money('bankClosing', 'Bank closing balance', figures.bankClosing),
        money('depositsInTransit', 'Deposits in transit', figures.depositsInTransit),
        money('outstandingChecks', 'Outstanding checks and debits', figures.outstandingChecks),
        money('otherReconcilingItems', 'Other reconciling items', figures.otherReconcilingItems),
        money('adjustedBankBalance', 'Adjusted bank balance', figures.adjustedBankBalance),
        money('bookBalance', 'Book balance', figures.bookBalance),
        money('difference', 'Difference', figures.difference),
        { key: 'preparedBy', label: 'Prepared by', type: 'text', value: run.userName },
        { key: 'preparedAt', label: 'Prepared at', type: 'datetime', value: run.now.toISOString() },
      ];
    },
  };
}
