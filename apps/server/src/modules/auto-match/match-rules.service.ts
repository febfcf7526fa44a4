import type { DryRunPair, DryRunResponse, MatchRulesState } from '@clearline/contracts';
import { addDays, addMonths, monthRange, todayIso } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import {
  confirmedChanges,
  DEFAULT_MATCH_RULES_BY_AREA,
  figuresByRule,
  lineSetKey,
  type Match,
  type MatchRule,
  resolveRules,
} from '@clearline/domain/matching';
import type { AppContext } from '../../platform/context';
import { audit } from '../audit/index';
import { bankRecReader, matchRulesStore } from '../bank-rec/index';
import type { SuggestionsService } from '../matching/index';
import { members } from '../users/index';
import { ewaDirectory, type OpenBankRow, type OpenLedgerRow } from './auto-match.repository';
import { withEwaKeys } from './engine-lines';
import { runEngine } from './engine-thread';
import { lastChange, MATCH_RULES_ENTITY, monthBankLines, monthLedgerLines } from './match-rules.repository';
import { keptOutcome, ledgerReach } from './run-plan';

export interface RulesActor {
  userId: string;
  organizationId: string;
  ip: string;
}

/** Pairs a dry run lists of each change (the counts are whole). */
const SAMPLE_SIZE = 10;

/** One account's month, read once and run under both rule sets. */
interface AccountMonth {
  accountId: string;
  name: string;
  bank: OpenBankRow[];
  /** Open entries in the widest reach, with their dates, and entries matched with the month's lines. */
  open: OpenLedgerRow[];
  matched: OpenLedgerRow[];
  rejected: Set<string>;
}

interface RunTotals {
  confirmed: Match[];
  suggested: Match[];
  leftOpenBank: number;
  leftOpenLedger: number;
}

/**
 * The matching rules editor (issue 17): an area's ordered rules, saved or reset with an audit entry
 * (before and after), and a dry run that replays last month under the current and the proposed rules
 * the way auto-match runs them (run-plan.ts), writing nothing.
 */
export class MatchRulesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly suggestions: SuggestionsService,
  ) {}

  async state(organizationId: string, area: LedgerArea): Promise<MatchRulesState> {
    const { rules } = await bankRecReader.config(this.ctx.db, organizationId, area);
    const defaults = DEFAULT_MATCH_RULES_BY_AREA[area];
    const last = await lastChange(this.ctx.db, organizationId, area);
    const names = await members.userNames(this.ctx.db, [last?.actor_user_id ?? null]);
    return {
      area,
      rules: rules.map(plain),
      // The reader hands back the defaults' own list when nothing is stored (match-rules.ts).
      isDefault: rules === defaults,
      defaults: defaults.map(plain),
      savedAt: last ? new Date(last.at).toISOString() : null,
      savedBy: last?.actor_user_id ? (names.get(last.actor_user_id) ?? null) : null,
    };
  }

  /** Stores the list (checked by the contract's MatchRuleList); the next auto-match of the area runs it. */
  save(actor: RulesActor, area: LedgerArea, rules: readonly MatchRule[]): Promise<MatchRulesState> {
    return this.change(actor, area, rules);
  }

  /** Back to the area's defaults (nothing stored), audited like a save. */
  reset(actor: RulesActor, area: LedgerArea): Promise<MatchRulesState> {
    return this.change(actor, area, null);
  }

  private async change(actor: RulesActor, area: LedgerArea, rules: readonly MatchRule[] | null) {
    const { organizationId } = actor;
    const defaults = DEFAULT_MATCH_RULES_BY_AREA[area];
    await this.ctx.db.transaction(async (tx) => {
      const stored = await matchRulesStore.storedForUpdate(tx, organizationId, area);
      const before = stored && stored.length > 0 ? stored : null;
      await matchRulesStore.store(tx, organizationId, area, rules, this.ctx.now());
      await audit.record(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: rules ? 'config.match_rules_saved' : 'config.match_rules_reset',
        entityType: MATCH_RULES_ENTITY,
        entityId: area,
        details: {
          area,
          before: before ?? defaults,
          beforeWasDefault: before === null,
          after: rules ?? defaults,
          afterIsDefault: rules === null,
        },
        ip: actor.ip,
      });
    });
    return this.state(organizationId, area);
  }

  /**
   * Last month (the organisation's time zone) of every bank account of the area, run under the current
   * and the proposed rules. The lines are read in one read-only transaction; each run reads what
   * auto-match over that month would: its bank lines, and the open ledger lines in its rules' reach,
   * plus what was matched since, so a month already reconciled is replayed as it stood.
   */
  async dryRun(
    organizationId: string,
    area: LedgerArea,
    proposed: readonly MatchRule[],
  ): Promise<DryRunResponse> {
    const started = performance.now();
    const config = await bankRecReader.config(this.ctx.db, organizationId, area);
    const month = addMonths(todayIso(this.ctx.now(), config.timeZone).slice(0, 7), -1);
    const { start, end } = monthRange(month);
    const reaches = {
      current: ledgerReach(resolveRules(config.rules)),
      proposed: ledgerReach(resolveRules(proposed)),
    };
    const months = await this.readMonth(organizationId, area, start, end, {
      window: Math.max(reaches.current.window, reaches.proposed.window),
      checkWindow: Math.max(reaches.current.checkWindow, reaches.proposed.checkWindow),
    });

    const current: RunTotals = { confirmed: [], suggested: [], leftOpenBank: 0, leftOpenLedger: 0 };
    const next: RunTotals = { confirmed: [], suggested: [], leftOpenBank: 0, leftOpenLedger: 0 };
    const gained: DryRunPair[] = [];
    const lost: DryRunPair[] = [];
    let gainedCount = 0;
    let lostCount = 0;
    for (const m of months) {
      const inReach = (reach: { window: number; checkWindow: number }) => {
        const from = addDays(start, -reach.window);
        const to = addDays(end, reach.window);
        const checkFrom = addDays(start, -reach.checkWindow);
        const checkTo = addDays(end, reach.checkWindow);
        return [
          ...m.open.filter(
            (r) =>
              (r.transaction_date >= from && r.transaction_date <= to) ||
              (r.check_no !== '' && r.transaction_date >= checkFrom && r.transaction_date <= checkTo),
          ),
          ...m.matched,
        ];
      };
      const before = await this.runOn(m, config.rules, inReach(reaches.current), current);
      const after = await this.runOn(m, proposed, inReach(reaches.proposed), next);
      const changes = confirmedChanges(before, after);
      gainedCount += changes.gained.length;
      lostCount += changes.lost.length;
      if (changes.gained.length + changes.lost.length === 0) continue;
      const pairOf = pairsOf(m);
      gained.push(...changes.gained.slice(0, SAMPLE_SIZE).map(pairOf));
      lost.push(...changes.lost.slice(0, SAMPLE_SIZE).map(pairOf));
    }
    const bankLines = months.reduce((n, m) => n + m.bank.length, 0);
    const ledgerLines = months.reduce((n, m) => n + m.open.length + m.matched.length, 0);
    return {
      area,
      month,
      from: start,
      to: end,
      accounts: months.map((m) => ({ accountId: m.accountId, name: m.name, bankLines: m.bank.length })),
      bankLines,
      ledgerLines,
      current: figuresOf(config.rules, current),
      proposed: figuresOf(proposed, next),
      gained: { count: gainedCount, sample: sampleOf(gained) },
      lost: { count: lostCount, sample: sampleOf(lost) },
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
  }

  /** Every account's month, in one read-only transaction (nothing a dry run does can write). */
  private async readMonth(
    organizationId: string,
    area: LedgerArea,
    monthFrom: string,
    monthTo: string,
    reach: { window: number; checkWindow: number },
  ): Promise<AccountMonth[]> {
    const accounts = (await bankRecReader.bankAccounts(this.ctx.db, organizationId)).filter(
      (a) => a.area === area,
    );
    return this.ctx.database.bulk(
      async (conn) => {
        await conn.query('set transaction read only');
        const directory = area === 'ewa' ? await ewaDirectory(conn, organizationId) : null;
        const months: AccountMonth[] = [];
        for (const account of accounts) {
          const bank = await monthBankLines(conn, organizationId, account.accountId, monthFrom, monthTo);
          if (directory) withEwaKeys(bank, directory);
          const ledger = await monthLedgerLines(
            conn,
            organizationId,
            account.accountId,
            {
              from: addDays(monthFrom, -reach.window),
              to: addDays(monthTo, reach.window),
              checkFrom: addDays(monthFrom, -reach.checkWindow),
              checkTo: addDays(monthTo, reach.checkWindow),
              monthFrom,
              monthTo,
            },
            area,
          );
          const rejectedRows = await this.suggestions.rejectedSets(conn, organizationId, account.accountId);
          const rejected = new Set(rejectedRows.map((r) => lineSetKey(r.bank_ids, r.ledger_ids)));
          months.push({ accountId: account.accountId, name: account.name, bank, ...ledger, rejected });
        }
        return months;
      },
      { transaction: true },
    );
  }

  /** One rule set over one account's month, as auto-match keeps it; added to the totals. */
  private async runOn(
    m: AccountMonth,
    rules: readonly MatchRule[],
    ledger: OpenLedgerRow[],
    totals: RunTotals,
  ): Promise<Match[]> {
    const result = await runEngine(m.accountId, rules, m.bank, ledger);
    const kept = keptOutcome(result, m.rejected);
    const matchedBank = kept.confirmed.reduce((n, x) => n + x.bankIds.length, 0);
    const matchedLedger = kept.confirmed.reduce((n, x) => n + x.ledgerIds.length, 0);
    totals.confirmed.push(...kept.confirmed);
    totals.suggested.push(...kept.suggested);
    totals.leftOpenBank += m.bank.length - matchedBank;
    totals.leftOpenLedger += ledger.length - result.excludedLedger - matchedLedger;
    return kept.confirmed;
  }
}

/** A rule as plain data (the defaults are frozen, with readonly lists). */
const plain = (rule: MatchRule) => structuredClone(rule) as MatchRulesState['rules'][number];

function figuresOf(rules: readonly MatchRule[], totals: RunTotals) {
  const perRule = figuresByRule(
    rules.map((r) => r.id),
    totals,
  );
  return {
    perRule,
    totals: {
      confirmed: totals.confirmed.length,
      confirmedLines: perRule.reduce((n, r) => n + r.confirmedLines, 0),
      suggested: totals.suggested.length,
      leftOpenBank: totals.leftOpenBank,
      leftOpenLedger: totals.leftOpenLedger,
    },
  };
}

/** A changed match of the account with its lines' dates, amounts and texts. */
function pairsOf(m: AccountMonth): (match: Match) => DryRunPair {
  const bank = new Map(m.bank.map((r) => [r.id, r]));
  const ledger = new Map([...m.open, ...m.matched].map((r) => [r.id, r]));
  return (match) => ({
    accountId: m.accountId,
    ruleId: match.ruleId,
    bank: match.bankIds.flatMap((id) => {
      const r = bank.get(id);
      return r ? [{ date: r.value_date, amountMinor: Number(r.amount), text: r.text }] : [];
    }),
    ledger: match.ledgerIds.flatMap((id) => {
      const r = ledger.get(id);
      return r
        ? [
            {
              date: r.transaction_date,
              amountMinor: Number(r.amount),
              text: [r.co_id, r.details].filter(Boolean).join(' · '),
            },
          ]
        : [];
    }),
  });
}

/** The first pairs by date, whichever account they are on. */
function sampleOf(pairs: DryRunPair[]): DryRunPair[] {
  const dateOf = (p: DryRunPair) => p.bank[0]?.date ?? '';
  return [...pairs].sort((a, b) => dateOf(a).localeCompare(dateOf(b))).slice(0, SAMPLE_SIZE);
}
