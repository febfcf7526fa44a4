/**
 * A statement's own control totals (TxsSummry) against what was read. Mismatches are warnings unless
 * the caller asks for strict control totals: public samples carry wrong totals, and the rows are still
 * right. An entry that failed to parse makes the totals differ too, which is worth saying twice.
 */

import type { StatementAccumulator } from '../shared/statement-accumulator';
import type { StatementRow } from '../types';
import { directionOf, parseCamtAmount } from './values';

export class StatementTotals {
  currency: string | undefined;
  private entries = 0;
  private net = 0;
  private credit = 0;
  private debit = 0;
  private count: string | undefined;
  private netAmount: string | undefined;
  private netIndicator = '';
  private creditSum: string | undefined;
  private debitSum: string | undefined;

  addEntry(row: StatementRow | undefined): void {
    this.entries += 1;
    if (!row) return;
    this.currency ??= row.currency;
    this.net += row.amountMinor;
    if (row.amountMinor >= 0) this.credit += row.amountMinor;
    else this.debit -= row.amountMinor;
  }

  /** A leaf under TxsSummry; v2 writes TtlNetNtryAmt + CdtDbtInd, later versions TtlNetNtry/Amt. */
  control(rel: string, value: string): void {
    switch (rel) {
      case 'TtlNtries/NbOfNtries':
        this.count = value;
        break;
      case 'TtlNtries/TtlNetNtryAmt':
      case 'TtlNtries/TtlNetNtry/Amt':
        this.netAmount = value;
        break;
      case 'TtlNtries/CdtDbtInd':
      case 'TtlNtries/TtlNetNtry/CdtDbtInd':
        this.netIndicator = value;
        break;
      case 'TtlCdtNtries/Sum':
        this.creditSum = value;
        break;
      case 'TtlDbtNtries/Sum':
        this.debitSum = value;
        break;
    }
  }

  check(acc: StatementAccumulator, line: number, account: string, currency: string, strict: boolean): void {
    const report = (message: string): void =>
      acc.issue(line, strict ? 'error' : 'warning', 'CAMT_CONTROL_TOTAL', message);
    if (this.count !== undefined && Number(this.count) !== this.entries) {
      report(
        `The statement says it has ${this.count} entries (TxsSummry/TtlNtries); the file contains ${this.entries}.`,
      );
    }
    if (this.netAmount !== undefined) {
      const parsed = parseCamtAmount(this.netAmount, currency);
      if (parsed.ok) {
        const total = (directionOf(this.netIndicator) || 1) * parsed.minor + 0;
        acc.controlTotal(account, currency, total);
        if (total !== this.net) {
          report(
            `The statement's net total is ${this.netAmount} ${this.netIndicator}, but its entries add up to ${this.net} minor units.`,
          );
        }
      }
    }
    this.compare(this.creditSum, this.credit, 'credit', currency, report);
    this.compare(this.debitSum, this.debit, 'debit', currency, report);
  }

  private compare(
    declared: string | undefined,
    actual: number,
    what: string,
    currency: string,
    report: (message: string) => void,
  ): void {
    if (declared === undefined) return;
    const parsed = parseCamtAmount(declared, currency);
    if (parsed.ok && parsed.minor !== actual) {
      report(
        `The statement's total of ${what} entries is ${declared}, but its ${what} entries add up to ${actual} minor units.`,
      );
    }
  }
}
