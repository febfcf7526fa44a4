import type { ClientView } from '@clearline/contracts';
import { daysBetween, minorToDecimalString, todayIso } from '@clearline/domain';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { bankRecReader } from '../bank-rec/index';
import { agingOf } from './area-dashboard.service';
import * as repo from './client-view.repository';

const money = (cents: string) => minorToDecimalString(Number(cents));
/** How many rows each list shows: the client view is a summary, the search ledger has the rest. */
const LIST = 15;
const OPEN_LIST = 100;

const entryOf = (r: repo.EntryRow) => ({
  id: r.id,
  date: r.date,
  amount: money(r.amount),
  details: r.details,
  account: r.account,
  transactionType: r.transaction_type,
  taxType: r.tax_type,
  status: r.status,
  source: r.source,
});

/** The client view of a bank-rec customer of the caller's organisation (another's is not found). */
export class ClientViewService {
  constructor(private readonly ctx: AppContext) {}

  async view(organizationId: string, rawCoId: string): Promise<{ data: ClientView }> {
    const db = this.ctx.db;
    const coId = rawCoId.trim().toUpperCase();
    const [client] = await repo.findClient(db, organizationId, coId);
    if (!client) throw notFound(`No customer ${coId} in this organisation.`);
    const config = await bankRecReader.config(db, organizationId, 'bankRec');
    const today = todayIso(this.ctx.now(), config.timeZone);
    const [{ balances, ages }, open, recent, transfers, matches, files] = await Promise.all([
      repo.balancesAndAges(db, organizationId, coId, today),
      repo.openEntries(db, organizationId, coId, OPEN_LIST),
      repo.recentEntries(db, organizationId, coId, LIST),
      repo.transfers(db, organizationId, coId, LIST),
      repo.matches(db, organizationId, coId, LIST),
      repo.files(db, organizationId, coId, LIST),
    ]);
    return {
      data: {
        client: {
          coId: client.co_id,
          coName: client.co_name,
          coFein: client.co_fein,
          coStatus: client.co_status,
        },
        asOf: today,
        balances: balances.map((b) => ({
          account: b.account,
          ledger: b.ledger,
          entries: b.n,
          balance: money(b.total),
          openCount: b.open_n,
          openAmount: money(b.open_total),
        })),
        aging: agingOf('bankRec', ages),
        openItems: open.map((r) => ({ ...entryOf(r), age: daysBetween(r.date, today) })),
        recentEntries: recent.map(entryOf),
        transfers: transfers.map((t) => ({
          id: t.id,
          date: t.date,
          details: t.details,
          amount: money(t.amount),
          nonBanking: t.non_banking,
          voided: t.voided,
        })),
        matches: matches.map((m) => ({
          id: m.id,
          accountId: m.account_id,
          kind: m.kind,
          ruleId: m.rule_id,
          status: m.status,
          createdAt: m.created_at,
          lines: m.n,
          amount: money(m.total),
        })),
        files: files.map((f) => ({
          id: f.id,
          fileName: f.file_name,
          status: f.status,
          createdAt: f.created_at,
          lines: f.n,
        })),
      },
    };
  }
}
