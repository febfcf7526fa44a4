/**
 * Running-balance bookkeeping for CSV exports. Files come newest-first (Schwab, Chase) or oldest-first
 * (BofA): which one is decided by the arithmetic (which order makes each balance follow from the
 * previous one plus the amount), not by dates, which are often equal. From that, the closing balance is
 * the bank's own number on the latest row and the opening balance is the one before the earliest row.
 */

import type { StatementAccumulator } from '../shared/statement-accumulator';
import type { BalanceKind } from '../types';

interface Point {
  date: string;
  amount: number;
  balance: number;
  line: number;
}

interface Chain {
  currency: string;
  first: Point | undefined;
  last: Point | undefined;
  pairs: number;
  oldestFirstOk: number;
  newestFirstOk: number;
  /** Lines where the balance does not follow, per reading order (first few only). */
  oldestFirstBad: number[];
  newestFirstBad: number[];
  stated: Partial<Record<'opening' | 'closing', { amount: number; date: string; line: number }>>;
}

const MAX_REPORTED = 20;

export class RunningBalances {
  private readonly chains = new Map<string, Chain>();
  private lastChain: { account: string; chain: Chain } | undefined;

  /** The next row's balance. Only the first and the last point are kept: the last is updated in place. */
  add(account: string, currency: string, date: string, amount: number, balance: number, line: number): void {
    const chain = this.chain(account, currency);
    const prev = chain.last;
    if (prev) {
      chain.pairs += 1;
      if (prev.balance + amount === balance) chain.oldestFirstOk += 1;
      else if (chain.oldestFirstBad.length < MAX_REPORTED) chain.oldestFirstBad.push(line);
      if (balance + prev.amount === prev.balance) chain.newestFirstOk += 1;
      else if (chain.newestFirstBad.length < MAX_REPORTED) chain.newestFirstBad.push(line);
    }
    if (prev === undefined || prev === chain.first) {
      const point = { date, amount, balance, line };
      chain.first ??= point;
      chain.last = point;
      return;
    }
    prev.date = date;
    prev.amount = amount;
    prev.balance = balance;
    prev.line = line;
  }

  /** A "Beginning balance" / "Ending balance" line the export prints itself. */
  stated(
    account: string,
    currency: string,
    kind: 'opening' | 'closing',
    amount: number,
    date: string,
    line: number,
  ): void {
    this.chain(account, currency).stated[kind] = { amount, date, line };
  }

  finish(acc: StatementAccumulator): void {
    for (const [key, chain] of this.chains) {
      const account = key.slice(0, key.lastIndexOf('\u0000'));
      this.finishChain(acc, account, chain);
    }
  }

  private finishChain(acc: StatementAccumulator, account: string, chain: Chain): void {
    const emit = (kind: BalanceKind, amount: number, date: string, line: number, code: string): void =>
      acc.balance({
        accountNumber: account,
        currency: chain.currency,
        date,
        kind,
        code,
        amountMinor: amount,
        line,
      });
    const { first, last } = chain;
    let computed: Partial<Record<'opening' | 'closing', { amount: number; date: string; line: number }>> = {};
    if (first && last) {
      const oldestFirst = chain.oldestFirstOk >= chain.newestFirstOk;
      const best = Math.max(chain.oldestFirstOk, chain.newestFirstOk);
      if (chain.pairs > 0 && best === 0) {
        acc.warning(
          first.line,
          'CSV_BALANCE_MISMATCH',
          'The running balances do not follow from the amounts in either row order; no balances were taken from them.',
        );
      } else {
        const bad = oldestFirst ? chain.oldestFirstBad : chain.newestFirstBad;
        for (const line of bad) {
          acc.warning(
            line,
            'CSV_BALANCE_MISMATCH',
            'The running balance on this line does not follow from the previous balance and the amount.',
          );
        }
        const earliest = oldestFirst ? first : last;
        const latest = oldestFirst ? last : first;
        computed = {
          opening: { amount: earliest.balance - earliest.amount, date: earliest.date, line: earliest.line },
          closing: { amount: latest.balance, date: latest.date, line: latest.line },
        };
      }
    }
    for (const kind of ['opening', 'closing'] as const) {
      const stated = chain.stated[kind];
      const derived = computed[kind];
      if (stated) {
        emit(kind, stated.amount, stated.date, stated.line, 'summary-line');
        if (derived && derived.amount !== stated.amount) {
          acc.warning(
            stated.line,
            'CSV_BALANCE_MISMATCH',
            `The ${kind} balance printed on this line differs from the one the running balances give.`,
          );
        }
      } else if (derived) emit(kind, derived.amount, derived.date, derived.line, 'running-balance');
    }
  }

  private chain(account: string, currency: string): Chain {
    // Consecutive rows nearly always share account and currency: skip building the key for them.
    const last = this.lastChain;
    if (last !== undefined && last.account === account && last.chain.currency === currency) return last.chain;
    const key = `${account}\u0000${currency}`;
    let chain = this.chains.get(key);
    if (!chain) {
      chain = {
        currency,
        first: undefined,
        last: undefined,
        pairs: 0,
        oldestFirstOk: 0,
        newestFirstOk: 0,
        oldestFirstBad: [],
        newestFirstBad: [],
        stated: {},
      };
      this.chains.set(key, chain);
    }
    this.lastChain = { account, chain };
    return chain;
  }
}
