import { createHash } from 'node:crypto';
import type { BalanceDayRow, BalanceImportResult, BalanceProfileJson } from '@clearline/contracts';
import { addDays, canUseArea, daysInMonth, minorToDecimalString, todayIso } from '@clearline/domain';
import {
  type BalanceKindName,
  balanceFlags,
  balanceProfileProblems,
  parseBalanceCsv,
  resolveBalanceProfile,
} from '@clearline/domain/balances';
import { detectFormat, parseBai2, parseCamt, type StatementBalance } from '@clearline/domain/statements';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { AppError, badRequest, pgErrorCode, UNIQUE_VIOLATION } from '../../platform/errors';
import { audit } from '../audit/index';
import { bankRecReader } from '../bank-rec/index';
import { type AccountDay, accountDays } from './balance-days';
import * as repo from './balances.repository';

/** The saved column profile's kind in `csv_column_profiles`. */
export const BALANCES_PROFILE_KIND = 'balances';
/** Days before a month read so its first day can take the previous reported closing as its opening. */
const CARRY_DAYS = 10;
const MAX_LISTED_ERRORS = 50;

/** What pushes a balance file: a person's upload or an agent. */
export interface BalanceFileInput {
  fileName: string;
  bytes: Uint8Array;
  source: 'file' | 'agent';
  /** The person who uploaded it; null for an agent's push. */
  actorUserId: string | null;
  ip?: string | undefined;
}

interface Balance {
  accountId: string;
  date: string;
  kind: BalanceKindName;
  amountMinor: number;
  currency: string;
  line: number;
}

const STATEMENT_KINDS: Partial<Record<StatementBalance['kind'], BalanceKindName>> = {
  opening: 'opening',
  closing: 'closing',
  'closing-available': 'available',
};

const money = (minor: number | null) => (minor === null ? null : minorToDecimalString(minor));

/**
 * Account balances (issue 19 item 3): balance files (CSV through the organisation's saved column
 * profile, or the balance records of BAI2 and camt files) imported all or nothing, and each account's
 * days checked against their statement lines. `importBalancesFile` is also how an agent's balance push
 * lands (the agents module calls it with source 'agent').
 */
export class BalancesService {
  constructor(private readonly ctx: AppContext) {}

  /** The saved profile (or the defaults) balance CSVs are read with. */
  async profile(organizationId: string): Promise<{ saved: boolean; profile: BalanceProfileJson }> {
    const row = await repo.savedProfile(this.ctx.db, organizationId, BALANCES_PROFILE_KIND);
    const profile = resolveBalanceProfile((row?.profile ?? {}) as BalanceProfileJson);
    return { saved: Boolean(row), profile };
  }

  async saveProfile(organizationId: string, userId: string, input: BalanceProfileJson, ip?: string) {
    const problems = balanceProfileProblems(input);
    if (problems.length > 0) {
      throw badRequest(
        'The balance file profile is not valid.',
        problems.map((p) => ({ path: p.path, message: p.message })),
      );
    }
    await this.ctx.db.transaction(async (tx) => {
      const before = await repo.savedProfile(tx, organizationId, BALANCES_PROFILE_KIND);
      await repo.saveProfile(tx, organizationId, BALANCES_PROFILE_KIND, input, userId);
      await audit.record(tx, {
        organizationId,
        actorUserId: userId,
        action: 'balances.profile.saved',
        entityType: 'csvColumnProfile',
        entityId: BALANCES_PROFILE_KIND,
        details: { before: before?.profile ?? null, after: input },
        ip,
      });
    });
    return this.profile(organizationId);
  }

  /**
   * Imports a balance file, all or nothing: every balance must name one of the organisation's bank
   * accounts and be readable, else a 400 lists the lines and nothing is written. The same bytes twice
   * are refused (409) with the date of the first import.
   */
  async importBalancesFile(organizationId: string, input: BalanceFileInput): Promise<BalanceImportResult> {
    const db = this.ctx.db;
    const sha256 = createHash('sha256').update(input.bytes).digest('hex');
    const earlier = await repo.fileBySha(db, organizationId, sha256);
    if (earlier) throw alreadyImported(earlier);
    const { format, balances, errors } = await this.read(organizationId, input);
    const accounts = new Map(
      (await bankRecReader.bankAccounts(db, organizationId)).map((a) => [a.accountId, a]),
    );
    const seen = new Map<string, number>();
    for (const b of balances) {
      if (!accounts.has(b.accountId)) {
        errors.push({
          line: b.line,
          message: `Account ${b.accountId} is not a bank account of this organisation.`,
        });
        continue;
      }
      const key = `${b.accountId} ${b.date} ${b.kind}`;
      const first = seen.get(key);
      if (first !== undefined) {
        errors.push({
          line: b.line,
          message: `The ${b.kind} balance of ${b.accountId} on ${b.date} is already on line ${first}.`,
        });
      } else seen.set(key, b.line);
    }
    if (errors.length === 0 && balances.length === 0)
      errors.push({ line: 0, message: 'The file holds no balance.' });
    if (errors.length > 0) {
      errors.sort((a, b) => a.line - b.line);
      throw badRequest(
        `The balance file has ${errors.length} error${errors.length === 1 ? '' : 's'}; nothing was imported.`,
        errors.slice(0, MAX_LISTED_ERRORS).map((e) => ({ path: `line ${e.line}`, message: e.message })),
      );
    }
    const file = await db
      .transaction(async (tx) => {
        const file = await repo.insertFile(tx, {
          organizationId,
          fileName: input.fileName.slice(0, 255),
          sha256,
          source: input.source,
          format,
          balanceCount: balances.length,
          createdBy: input.actorUserId,
        });
        await repo.upsertBalances(
          tx,
          balances.map((b) => ({ organizationId, ...b, source: input.source, fileId: file.id })),
        );
        await audit.record(tx, {
          organizationId,
          actorUserId: input.actorUserId,
          action: 'balances.imported',
          entityType: 'balanceFile',
          entityId: file.id,
          details: {
            fileName: file.fileName,
            sha256,
            format,
            source: input.source,
            balances: balances.length,
          },
          ip: input.ip,
        });
        return file;
      })
      .catch(async (error: unknown) => {
        // Two pushes of the same bytes at once: the second finds the first's row.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) {
          const row = await repo.fileBySha(db, organizationId, sha256);
          if (row) throw alreadyImported(row);
        }
        throw error;
      });
    const touched = [...new Set(balances.map((b) => b.accountId))].sort();
    const dates = balances.map((b) => b.date).sort();
    const days = await this.days(db, organizationId, dates[0] as string, dates[dates.length - 1] as string);
    const fileDays = new Set(balances.map((b) => `${b.accountId} ${b.date}`));
    const flagged = [...days.values()]
      .flat()
      .filter((d) => fileDays.has(`${d.accountId} ${d.date}`) && d.difference !== null && d.difference !== 0);
    return {
      fileId: file.id,
      format,
      balances: balances.length,
      accounts: touched,
      flaggedDays: flagged.length,
    };
  }

  /** The file's balances and its own line errors, by format (CSV through the saved profile). */
  private async read(organizationId: string, input: BalanceFileInput) {
    const errors: { line: number; message: string }[] = [];
    const balances: Balance[] = [];
    const format = detectFormat(input.bytes.subarray(0, 4096), input.fileName) ?? 'csv';
    if (format === 'bai2' || format === 'camt') {
      const parsed = format === 'bai2' ? parseBai2(input.bytes) : parseCamt(input.bytes);
      if (parsed.summary.aborted) {
        for (const issue of parsed.issues.filter((i) => i.severity === 'error'))
          errors.push({ line: issue.line, message: issue.message });
      }
      for (const b of parsed.balances) {
        const kind = STATEMENT_KINDS[b.kind];
        if (!kind) continue;
        balances.push({
          accountId: b.accountNumber,
          date: b.date,
          kind,
          amountMinor: b.amountMinor,
          currency: b.currency,
          line: b.line,
        });
      }
      return { format, balances, errors };
    }
    if (format !== 'csv') {
      throw badRequest(
        `A ${format.toUpperCase()} file holds no balance records: send a balance CSV, BAI2 or camt file.`,
      );
    }
    const { profile } = await this.profile(organizationId);
    const parsed = parseBalanceCsv(input.bytes, resolveBalanceProfile(profile));
    for (const issue of parsed.issues)
      if (issue.severity === 'error') errors.push({ line: issue.line, message: issue.message });
    for (const line of parsed.lines) {
      for (const [kind, amountMinor] of Object.entries(line.amounts) as [BalanceKindName, number][]) {
        balances.push({
          accountId: line.accountNumber,
          date: line.date,
          kind,
          amountMinor,
          currency: line.currency,
          line: line.line,
        });
      }
    }
    return { format: 'csv', balances, errors };
  }

  /** Each account's checked days in [from, to] (read from a few days earlier for the carried opening). */
  private async days(db: DbOrTx, organizationId: string, from: string, to: string, accountId?: string) {
    const start = addDays(from, -CARRY_DAYS);
    const [points, lines] = await Promise.all([
      repo.balancePoints(db, organizationId, start, to, accountId),
      repo.dailyLineTotals(db, organizationId, start, to, accountId),
    ]);
    const all = accountDays(points, lines);
    for (const [id, list] of all)
      all.set(
        id,
        list.filter((d) => d.date >= from),
      );
    return all;
  }

  private async monthOf(organizationId: string, month: string | undefined) {
    const config = await bankRecReader.config(this.ctx.db, organizationId);
    const m = month ?? todayIso(this.ctx.now(), config.timeZone).slice(0, 7);
    const [year, monthNumber] = m.split('-').map(Number) as [number, number];
    return {
      month: m,
      start: `${m}-01`,
      end: `${m}-${String(daysInMonth(year, monthNumber)).padStart(2, '0')}`,
    };
  }

  /** The balances page: the month's days of the accounts of the areas the caller's roles open. */
  async list(
    organizationId: string,
    roles: readonly number[],
    query: { month?: string | undefined; accountId?: string | undefined },
  ) {
    const { month, start, end } = await this.monthOf(organizationId, query.month);
    const accounts = (await bankRecReader.bankAccounts(this.ctx.db, organizationId)).filter((a) =>
      canUseArea([...roles], a.area),
    );
    const names = new Map(accounts.map((a) => [a.accountId, a.name]));
    const byAccount = await this.days(this.ctx.db, organizationId, start, end, query.accountId);
    const days: BalanceDayRow[] = [];
    for (const account of accounts) {
      for (const d of byAccount.get(account.accountId) ?? [])
        days.push(dayRow(d, names.get(d.accountId) ?? ''));
    }
    days.sort((a, b) =>
      a.accountName === b.accountName
        ? b.date.localeCompare(a.date)
        : a.accountName.localeCompare(b.accountName),
    );
    return { month, days, flaggedDays: days.filter((d) => d.flagged).length };
  }

  /** For the reconciliation panel: each account's flagged days in the month and their summed difference. */
  async monthFlags(organizationId: string, monthStart: string, monthEnd: string) {
    const byAccount = await this.days(this.ctx.db, organizationId, monthStart, monthEnd);
    const flags = new Map<string, { flaggedDays: number; difference: string }>();
    for (const [accountId, list] of byAccount) {
      const f = balanceFlags(list);
      flags.set(accountId, { flaggedDays: f.days, difference: minorToDecimalString(f.differenceMinor) });
    }
    return flags;
  }

  async files(organizationId: string) {
    const rows = await repo.recentFiles(this.ctx.db, organizationId);
    return rows.map((r) => ({
      id: r.id,
      fileName: r.fileName,
      format: r.format,
      source: r.source,
      balanceCount: r.balanceCount,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}

function dayRow(d: AccountDay, accountName: string): BalanceDayRow {
  return {
    accountId: d.accountId,
    accountName,
    date: d.date,
    currency: d.currency,
    opening: money(d.opening),
    closing: money(d.closing),
    available: money(d.available),
    sources: d.sources,
    lineCount: d.lineCount,
    linesTotal: minorToDecimalString(d.linesTotal),
    expectedClosing: money(d.expectedClosing),
    difference: money(d.difference),
    flagged: d.difference !== null && d.difference !== 0,
  };
}

function alreadyImported(row: { fileName: string; createdAt: Date; source: string }) {
  return new AppError(
    409,
    'conflict',
    `This file was already imported on ${row.createdAt.toISOString().slice(0, 10)} as ${row.fileName} (${row.source === 'agent' ? 'pushed by an agent' : 'uploaded'}); nothing was imported again.`,
  );
}
