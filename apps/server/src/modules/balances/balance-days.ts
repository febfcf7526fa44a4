import { type CheckedDay, checkBalanceDays } from '@clearline/domain/balances';
import type { BalanceKind, BalancePoint, BalanceSource } from './balances.repository';

/** Which balance a day shows when several sources report it: an imported balance file over the statement. */
const RANK: Record<BalanceSource, number> = { statement: 1, file: 2, agent: 3 };

export interface AccountDay extends CheckedDay {
  accountId: string;
  currency: string;
  available: number | null;
  sources: Record<BalanceKind, BalanceSource | null>;
  lineCount: number;
}

/**
 * The balance days of each account from its balance points and its daily statement-line totals, checked
 * in date order by the domain's rule (opening + the day's lines = closing). Only days with a balance.
 */
export function accountDays(
  points: readonly BalancePoint[],
  lines: readonly { account_id: string; date: string; n: number; total: string }[],
): Map<string, AccountDay[]> {
  type Day = Omit<AccountDay, keyof CheckedDay> & {
    date: string;
    values: Partial<Record<BalanceKind, number>>;
  };
  const days = new Map<string, Map<string, Day>>();
  for (const p of points) {
    const byDate = days.get(p.account_id) ?? new Map<string, Day>();
    days.set(p.account_id, byDate);
    const day = byDate.get(p.date) ?? {
      accountId: p.account_id,
      date: p.date,
      currency: p.currency,
      available: null,
      sources: { opening: null, closing: null, available: null },
      lineCount: 0,
      values: {},
    };
    byDate.set(p.date, day);
    const current = day.sources[p.kind];
    if (current === null || RANK[p.source] >= RANK[current]) {
      day.sources[p.kind] = p.source;
      day.values[p.kind] = Number(p.amount_minor);
    }
  }
  const totals = new Map(lines.map((l) => [`${l.account_id}\u0000${l.date}`, l]));
  const result = new Map<string, AccountDay[]>();
  for (const [accountId, byDate] of days) {
    const list = [...byDate.values()];
    const checked = checkBalanceDays(
      list.map((d) => ({
        date: d.date,
        opening: d.values.opening ?? null,
        closing: d.values.closing ?? null,
        linesTotal: Number(totals.get(`${accountId}\u0000${d.date}`)?.total ?? 0),
      })),
    );
    result.set(
      accountId,
      checked.map((c) => {
        const day = byDate.get(c.date) as Day;
        return {
          ...c,
          accountId,
          currency: day.currency,
          available: day.values.available ?? null,
          sources: day.sources,
          lineCount: totals.get(`${accountId}\u0000${c.date}`)?.n ?? 0,
        };
      }),
    );
  }
  return result;
}
