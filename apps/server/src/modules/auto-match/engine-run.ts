import type { LedgerArea } from '@clearline/domain/areas';
import {
  type BankLine,
  type EwaDirectory,
  type LedgerLine,
  type Match,
  type MatchRule,
  runMatching,
} from '@clearline/domain/matching';
import type { EncodedRows } from '../../platform/csv-rows';
import { orderedId, orderedIdPrefix } from '../../platform/ordered-ids';
import {
  type AutoMatchWrite,
  type EncodedAutoMatches,
  encodeAutoMatches,
  encodeSuggestions,
} from '../matching/index';
import { bankLinesOfCopy, ledgerLinesOfCopy, ReasonsJson } from './engine-lines';
import { keptOutcome } from './run-plan';

/**
 * One auto-match run's work between its read and its writes, where the engine runs (a worker thread for
 * a large run, ADR 0032): the open lines parsed from COPY's bytes, the engine, what the run keeps, and
 * the rows it writes encoded for COPY. The server's thread reads bytes and writes bytes; no line or
 * match object crosses threads, and none is kept on the server's heap for the run's length.
 */

export interface AutoMatchRunInput {
  organizationId: string;
  accountId: string;
  area: LedgerArea;
  rules: readonly MatchRule[];
  /** COPY text of the open lines (auto-match.repository: openBankLinesCopy, openLedgerLinesCopy). */
  bankCopy: Uint8Array;
  ledgerCopy: Uint8Array;
  /** Employer-funds runs: what names a bank line's employer and partner. */
  ewaDirectory: EwaDirectory | null;
  /** Line sets people rejected as suggestions (lineSetKey): not suggested again. */
  rejected: readonly string[];
  by: { actorUserId: string | null; trigger: string };
  jobId: string | null;
  /** Confirmed matches per slice (each slice is written in one transaction). */
  sliceSize: number;
  /** Recorded on every auto match: which engine and rule set decided it. */
  engineVersion: string;
}

export interface AutoMatchRunOutput {
  bankLines: number;
  ledgerLines: number;
  excludedLedger: number;
  budgetExhausted: number;
  /** The engine alone (runMatching), not the parsing or the encoding. */
  engineMs: number;
  confirmed: number;
  confirmedBankLines: number;
  confirmedLedgerLines: number;
  suggested: number;
  slices: EncodedAutoMatches[];
  suggestions: EncodedRows;
}

export function autoMatchRun(input: AutoMatchRunInput): AutoMatchRunOutput {
  const { organizationId, accountId } = input;
  const bank = bankLinesOfCopy(input.bankCopy, accountId, input.ewaDirectory);
  const ledger = ledgerLinesOfCopy(input.ledgerCopy, accountId, input.area === 'ewa');
  const started = performance.now();
  const result = runMatching({ bank, ledger, rules: input.rules });
  const engineMs = performance.now() - started;
  const { confirmed, suggested } = keptOutcome(result, new Set(input.rejected));
  const lines = new RunLines(bank, ledger);
  const reasons = new ReasonsJson();
  const idPrefix = orderedIdPrefix();
  let confirmedBankLines = 0;
  let confirmedLedgerLines = 0;
  const slices: EncodedAutoMatches[] = [];
  for (let at = 0; at < confirmed.length; at += input.sliceSize) {
    const writes = confirmed.slice(at, at + input.sliceSize).map((m, i): AutoMatchWrite => {
      confirmedBankLines += m.bankIds.length;
      confirmedLedgerLines += m.ledgerIds.length;
      return {
        // Ids ascending in write order: the matches' primary key, and the items' checks against it,
        // then touch the index at one spot instead of all over it (see ordered-ids.ts).
        id: orderedId(idPrefix, at + i),
        accountId,
        ruleId: m.ruleId,
        score: m.score,
        reasonsJson: reasons.of(m.reasons),
        engineVersion: input.engineVersion,
        items: lines.itemsOf(m),
      };
    });
    slices.push(encodeAutoMatches(organizationId, writes, input.by));
  }
  const suggestionPrefix = orderedIdPrefix();
  const suggestions = encodeSuggestions(
    organizationId,
    suggested.map((m, i) => ({
      id: orderedId(suggestionPrefix, i),
      accountId,
      ruleId: m.ruleId,
      score: m.score,
      reasonsJson: reasons.of(m.reasons),
      bankIds: m.bankIds,
      ledgerIds: m.ledgerIds,
      differenceMinor: m.differenceMinor,
      jobId: input.jobId,
    })),
  );
  return {
    bankLines: bank.length,
    ledgerLines: ledger.length,
    excludedLedger: result.excludedLedger.length,
    budgetExhausted: result.stats.budgetExhaustedBank.length,
    engineMs,
    confirmed: confirmed.length,
    confirmedBankLines,
    confirmedLedgerLines,
    suggested: suggested.length,
    slices,
    suggestions,
  };
}

/**
 * The run's lines by id: what each item of a match records (its amount and a snapshot of the line, as
 * the JSON.stringify of { date, text, reference } or { date, text, coId } writes it, from its parts).
 */
class RunLines {
  private readonly bankById: Map<string, BankLine>;
  private readonly ledgerById: Map<string, LedgerLine>;

  constructor(bank: readonly BankLine[], ledger: readonly LedgerLine[]) {
    this.bankById = new Map(bank.map((l) => [l.id, l]));
    this.ledgerById = new Map(ledger.map((l) => [l.id, l]));
  }

  itemsOf(m: Match): AutoMatchWrite['items'] {
    const bank = m.bankIds.map((lineId) => {
      const b = this.bankById.get(lineId);
      if (!b) throw new Error(`engine returned an unknown bank line ${lineId}`);
      const snapshotJson = `{"date":${JSON.stringify(b.date)},"text":${JSON.stringify(b.text)},"reference":${JSON.stringify(b.bankReference)}}`;
      return { side: 'bank' as const, lineId, amountMinor: b.amountMinor, snapshotJson };
    });
    const ledger = m.ledgerIds.map((lineId) => {
      const e = this.ledgerById.get(lineId);
      if (!e) throw new Error(`engine returned an unknown ledger line ${lineId}`);
      const snapshotJson = `{"date":${JSON.stringify(e.date)},"text":${JSON.stringify(e.details)},"coId":${JSON.stringify(e.coId)}}`;
      return { side: 'ledger' as const, lineId, amountMinor: e.amountMinor, snapshotJson };
    });
    return [...bank, ...ledger];
  }
}
