import type {
  AccountMonthState,
  AutoMatchMonth,
  Conversion,
  DashboardAccount,
  ManagementDashboard,
  OrganizationState,
  PersonMatches,
} from '@clearline/contracts';
import {
  AGING_BUCKETS,
  type AgingBucket,
  addDays,
  addMonths,
  agingBucketOf,
  canUseArea,
  minorToDecimalString,
  monthRange,
  todayIso,
} from '@clearline/domain';
import { LEDGER_AREAS, type LedgerArea } from '@clearline/domain/areas';
import { reconciliationDifference } from '@clearline/domain/reports';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { accounts } from '../auth/index';
import { bankRecReader } from '../bank-rec/index';
import type { CoverageService } from '../reconcile/index';
import { members } from '../users/index';
import * as repo from './dashboards.repository';
import { SummaryCache } from './summary-cache';

const money = (minor: number) => minorToDecimalString(minor);
const cents = (text: string | null | undefined) => Number(text ?? '0');
/** How many months the auto-match rate chart shows, this month included. */
const RATE_MONTHS = 12;
/** The window of the imports and matches-by-person tiles, in days. */
const WINDOW_DAYS = 30;

type Kind = 'auto' | 'suggested' | 'manual' | 'open';
const kindOf = (state: string): Kind | null =>
  state === 'auto' || state === 'suggested' || state === 'manual' || state === 'open' ? state : null;

/**
 * The management dashboards from the reconciliation summaries: an area's month (state per account, aging,
 * auto-match rate, queues, imports, matches by person, coverage), the conversion funnel, and each of the
 * caller's organisations side by side. Every figure is scoped to one organisation and one area's accounts.
 */
export class DashboardsService {
  /** Figures computed from the summaries, reused until the organisation's next write (SummaryCache). */
  private readonly cache = new SummaryCache();

  constructor(
    private readonly ctx: AppContext,
    private readonly coverage: CoverageService,
  ) {}

  /** `compute` once per organisation summary version (imports, a small table, are read live). */
  private async cached<T>(organizationId: string, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await repo.summaryVersion(this.ctx.db, organizationId);
    return this.cache.get(`${organizationId}:${key}`, version, compute);
  }

  private async today(organizationId: string, area: LedgerArea): Promise<string> {
    const config = await bankRecReader.config(this.ctx.db, organizationId, area);
    return todayIso(this.ctx.now(), config.timeZone);
  }

  /**
   * Each account's state at the end of each month asked, with the panel's arithmetic
   * (reconciliationDifference) on the summaries' sums of its scope; and its lines open now.
   */
  async accountStates(
    organizationId: string,
    area: LedgerArea,
    months: string[],
  ): Promise<DashboardAccount[]> {
    const ranges = months.map(monthRange);
    const [balances, totals] = await Promise.all([
      repo.accountBalances(this.ctx.db, organizationId, area, ranges),
      repo.scopeTotals(
        this.ctx.db,
        organizationId,
        area,
        ranges.map((r) => r.end),
      ),
    ]);
    const byAccount = new Map(totals.map((t) => [t.account_id, t]));
    return balances.map((b) => {
      const t = byAccount.get(b.account_id);
      const states: AccountMonthState[] = months.map((month, i) => {
        const bank = cents(t?.bank[i]);
        const book = cents(t?.book[i]);
        const matchedBank = cents(t?.matched_bank[i]);
        const matchedLedger = cents(t?.matched_ledger[i]);
        const closing = b.closings[i] ?? null;
        const bookBalance = cents(b.start_opening) + book;
        const difference = reconciliationDifference({
          bankClosing: closing === null ? null : cents(closing),
          bookBalance,
          openBank: bank - matchedBank,
          openLedger: book - matchedLedger,
          adjustments: matchedBank - matchedLedger,
        });
        return {
          month,
          bankClosing: closing === null ? null : money(cents(closing)),
          bookBalance: money(bookBalance),
          difference: difference === null ? null : money(difference),
          reconciled: difference === null ? null : difference === 0,
        };
      });
      return {
        accountId: b.account_id,
        accountName: b.name,
        months: states,
        openBankCount: t?.open_bank_count ?? 0,
        openBankAmount: money(cents(t?.open_bank_amount)),
        openLedgerCount: t?.open_ledger_count ?? 0,
        openLedgerAmount: money(cents(t?.open_ledger_amount)),
      };
    });
  }

  /**
   * `compute` reused while the organisation's summary version holds: for figures of the summarised tables
   * (lines, matches, suggestions) that other modules' dashboards read live. `key` names what and for when.
   */
  reuseWhileSummariesHold<T>(organizationId: string, key: string, compute: () => Promise<T>): Promise<T> {
    return this.cached(organizationId, `reuse:${key}`, compute);
  }

  /** accountStates, reused until the organisation's summaries move (the clerk dashboards ask it). */
  async currentAccountStates(
    organizationId: string,
    area: LedgerArea,
    months: string[],
  ): Promise<DashboardAccount[]> {
    return this.cached(organizationId, `states:${area}:${months.join(',')}`, () =>
      this.accountStates(organizationId, area, months),
    );
  }

  /** Bank lines of each month in [from, to] by what became of them. */
  private async autoMatchMonths(organizationId: string, area: LedgerArea, month: string, count: number) {
    const first = addMonths(month, -(count - 1));
    const rows = await repo.bankLinesByMonth(
      this.ctx.db,
      organizationId,
      area,
      monthRange(first).start,
      monthRange(month).start,
    );
    const out: AutoMatchMonth[] = [];
    for (let i = 0; i < count; i += 1) {
      const m = addMonths(first, i);
      const figure = { month: m, lines: 0, auto: 0, suggested: 0, manual: 0, open: 0, rate: 0 };
      for (const r of rows) {
        if (r.month.slice(0, 7) !== m) continue;
        const kind = kindOf(r.state);
        figure.lines += r.n;
        if (kind) figure[kind] += r.n;
      }
      figure.rate = figure.lines === 0 ? 0 : Math.round((figure.auto / figure.lines) * 10_000) / 10_000;
      out.push(figure);
    }
    return out;
  }

  async management(
    organizationId: string,
    query: { area: LedgerArea; month?: string | undefined },
  ): Promise<{ data: ManagementDashboard }> {
    const { area } = query;
    const asOf = await this.today(organizationId, area);
    const month = query.month ?? asOf.slice(0, 7);
    const lastMonth = addMonths(month, -1);
    const since = addDays(asOf, -WINDOW_DAYS);
    const [[accountRows, openDays, autoMatch, people, coverage, pending], imports] = await Promise.all([
      this.cached(organizationId, `management:${area}:${month}:${asOf}`, () =>
        Promise.all([
          this.accountStates(organizationId, area, [month, lastMonth]),
          repo.openByDay(this.ctx.db, organizationId, area, asOf),
          this.autoMatchMonths(organizationId, area, month, RATE_MONTHS),
          this.matchesByPerson(organizationId, area, since),
          area === 'ewa' ? this.shortEmployers(organizationId) : Promise.resolve(null),
          repo.pendingSuggestions(this.ctx.db, organizationId, area),
        ]),
      ),
      repo.importsSince(this.ctx.db, organizationId, area, since),
    ]);
    const aging = new Map<
      AgingBucket,
      { bankCount: number; bank: number; ledgerCount: number; ledger: number }
    >(AGING_BUCKETS.map((b) => [b, { bankCount: 0, bank: 0, ledgerCount: 0, ledger: 0 }]));
    for (const r of openDays) {
      const bucket = aging.get(agingBucketOf(r.day, asOf));
      if (!bucket) continue;
      if (r.side === 'bank') {
        bucket.bankCount += r.n;
        bucket.bank += cents(r.amount);
      } else {
        bucket.ledgerCount += r.n;
        bucket.ledger += cents(r.amount);
      }
    }
    return {
      data: {
        area,
        asOf,
        month,
        lastMonth,
        accounts: accountRows,
        aging: AGING_BUCKETS.map((bucket) => {
          const b = aging.get(bucket) ?? { bankCount: 0, bank: 0, ledgerCount: 0, ledger: 0 };
          return {
            bucket,
            bankCount: b.bankCount,
            bankAmount: money(b.bank),
            ledgerCount: b.ledgerCount,
            ledgerAmount: money(b.ledger),
          };
        }),
        autoMatch,
        suggestionsWaiting: pending.reduce((sum, r) => sum + r.n, 0),
        imports: {
          from: since,
          files: imports.files,
          lines: imports.lines,
          filesWithErrors: imports.files_with_errors,
          errors: imports.errors,
          unimported: imports.unimported,
        },
        matchesByPerson: people,
        coverage,
      },
    };
  }

  private async matchesByPerson(
    organizationId: string,
    area: LedgerArea,
    since: string,
  ): Promise<PersonMatches[]> {
    const rows = await repo.matchesByPerson(this.ctx.db, organizationId, area, since);
    const names = await members.userNames(
      this.ctx.db,
      rows.map((r) => r.created_by),
    );
    const people = new Map<string, PersonMatches>();
    for (const r of rows) {
      const key = r.created_by ?? '';
      const person = people.get(key) ?? {
        userId: r.created_by,
        name: r.created_by ? (names.get(r.created_by) ?? 'Former user') : 'Auto-match engine',
        manual: 0,
        suggested: 0,
        auto: 0,
        total: 0,
      };
      const kind = kindOf(r.kind);
      if (kind && kind !== 'open') person[kind] += r.n;
      person.total += r.n;
      people.set(key, person);
    }
    return [...people.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  }

  /** The employers short of funds today (coverage service): how many, and the ten largest shortfalls. */
  private async shortEmployers(organizationId: string) {
    const page = await this.coverage.subledgerRec(organizationId, {
      status: 'short',
      sort: 'coverage',
      page: 1,
      limit: 10,
    });
    return {
      shortEmployers: page.data.total,
      employers: page.data.rows.map((r) => ({
        employer: r.employer,
        employerName: r.employerName,
        shortfall: r.shortfall,
      })),
    };
  }

  /** The funnel of the month's bank lines, in total, by account and by rule. */
  async conversion(
    organizationId: string,
    query: { area: LedgerArea; month?: string | undefined },
  ): Promise<{ data: Conversion }> {
    const { area } = query;
    const month = query.month ?? (await this.today(organizationId, area)).slice(0, 7);
    const start = monthRange(month).start;
    const [rows, balances, pending] = await this.cached(organizationId, `conversion:${area}:${start}`, () =>
      Promise.all([
        repo.funnelOfMonth(this.ctx.db, organizationId, area, start),
        repo.accountBalances(this.ctx.db, organizationId, area, []),
        repo.pendingSuggestions(this.ctx.db, organizationId, area),
      ]),
    );
    const empty = () => ({ lines: 0, amount: 0, auto: 0, suggested: 0, manual: 0, open: 0 });
    const total = empty();
    const byAccount = new Map(balances.map((b) => [b.account_id, { name: b.name, ...empty() }]));
    const rules = new Map<string, { auto: number; suggested: number; pending: number }>();
    for (const r of rows) {
      const kind = kindOf(r.state);
      if (r.account_id !== null) {
        for (const f of [total, byAccount.get(r.account_id)]) {
          if (!f) continue;
          f.lines += r.n;
          f.amount += cents(r.amount);
          if (kind) f[kind] += r.n;
        }
      } else if (r.rule_id !== null && (kind === 'auto' || kind === 'suggested')) {
        const rule = rules.get(r.rule_id) ?? { auto: 0, suggested: 0, pending: 0 };
        rule[kind] += r.n;
        rules.set(r.rule_id, rule);
      }
    }
    for (const p of pending) {
      const rule = rules.get(p.rule_id) ?? { auto: 0, suggested: 0, pending: 0 };
      rule.pending += p.n;
      rules.set(p.rule_id, rule);
    }
    const funnel = (f: ReturnType<typeof empty>) => ({ ...f, amount: money(f.amount) });
    return {
      data: {
        area,
        month,
        total: funnel(total),
        accounts: [...byAccount].map(([accountId, f]) => ({ accountId, accountName: f.name, ...funnel(f) })),
        rules: [...rules]
          .map(([ruleId, r]) => ({ ruleId, ...r }))
          .sort((a, b) => b.auto + b.suggested - (a.auto + a.suggested) || a.ruleId.localeCompare(b.ruleId)),
      },
    };
  }

  /**
   * Each organisation the caller is a member of, side by side: its areas' accounts reconciled this month,
   * open lines, suggestions waiting and this month's auto-match rate. An organisation where the caller's
   * roles do not open management figures is listed by name only (restricted).
   */
  async organizations(caller: Caller, query: { month?: string | undefined }) {
    const memberships = await accounts.membershipsOf(this.ctx.db, caller.userId);
    const current = caller.organizationId;
    const month =
      query.month ??
      (current ? (await this.today(current, 'bankRec')).slice(0, 7) : todayIso(this.ctx.now()).slice(0, 7));
    const organizations: OrganizationState[] = [];
    for (const m of memberships) {
      const restricted = !canUseArea(m.roleIds, 'management');
      const areas = restricted
        ? []
        : await Promise.all(LEDGER_AREAS.map((area) => this.areaState(m.organizationId, area, month)));
      organizations.push({
        organizationId: m.organizationId,
        name: m.name,
        current: m.organizationId === current,
        restricted,
        areas: areas.filter((a) => a.accounts > 0),
      });
    }
    return { data: { month, organizations } };
  }

  private async areaState(organizationId: string, area: LedgerArea, month: string) {
    const [states, [rate], pending] = await this.cached(organizationId, `state:${area}:${month}`, () =>
      Promise.all([
        this.accountStates(organizationId, area, [month]),
        this.autoMatchMonths(organizationId, area, month, 1),
        repo.pendingSuggestions(this.ctx.db, organizationId, area),
      ]),
    );
    const at = states.map((s) => s.months[0]);
    return {
      area,
      accounts: states.length,
      reconciled: at.filter((s) => s?.reconciled === true).length,
      withDifference: at.filter((s) => s?.reconciled === false).length,
      withoutStatement: at.filter((s) => s?.reconciled === null).length,
      openBank: states.reduce((sum, s) => sum + s.openBankCount, 0),
      openLedger: states.reduce((sum, s) => sum + s.openLedgerCount, 0),
      suggestionsWaiting: pending.reduce((sum, r) => sum + r.n, 0),
      autoMatchRate: rate?.rate ?? 0,
    };
  }
}
