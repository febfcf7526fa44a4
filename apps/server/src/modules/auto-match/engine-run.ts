import type { LedgerArea } from '@clearline/domain/areas';
import {
  type EwaDirectory,
  lineSetKey,
  type MatchRule,
  type MatchTable,
  runMatchingColumns,
} from '@clearline/domain/matching';
import type { EncodedRows } from '../../platform/csv-rows';
import { orderedId, orderedIdPrefix } from '../../platform/ordered-ids';
import { AutoMatchRowsWriter, type EncodedAutoMatches, SuggestionRowsWriter } from '../matching/index';
import { bankLinesOfCopy, ledgerLinesOfCopy, ReasonsJson } from './engine-lines';
import { confirmable } from './run-plan';

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
  // As columns: the matches are read row by row below, straight into the rows to write, with no Match
  // object or id array per match (keptOutcome's rules, applied to the rows).
  const result = runMatchingColumns({ bank, ledger, rules: input.rules });
  const engineMs = performance.now() - started;
  const rejected = new Set(input.rejected);
  const wasRejected = (t: MatchTable, k: number) =>
    rejected.size > 0 && rejected.has(lineSetKey(t.bankIdsOf(k), t.ledgerIdsOf(k)));
  const reasons = new ReasonsJson();

  const { confirmed } = result;
  const idPrefix = orderedIdPrefix();
  const slices: EncodedAutoMatches[] = [];
  let writer: AutoMatchRowsWriter | null = null;
  let written = 0;
  let confirmedBankLines = 0;
  let confirmedLedgerLines = 0;
  for (let k = 0; k < confirmed.count; k += 1) {
    if (!confirmable(confirmed.differenceMinor(k))) continue;
    writer ??= new AutoMatchRowsWriter(organizationId, input.by);
    // Ids ascending in write order: the matches' primary key, and the items' checks against it, then
    // touch the index at one spot instead of all over it (see ordered-ids.ts).
    const id = orderedId(idPrefix, written);
    const banks = confirmed.bankCount(k);
    const entries = confirmed.ledgerCount(k);
    for (let j = 0; j < banks; j += 1) writer.bankItem(id, confirmed.bankLine(k, j));
    for (let j = 0; j < entries; j += 1) writer.ledgerItem(id, confirmed.ledgerLine(k, j));
    writer.match(
      id,
      accountId,
      confirmed.ruleId(k),
      confirmed.score(k),
      reasons.of(confirmed.reasons(k)),
      input.engineVersion,
    );
    confirmedBankLines += banks;
    confirmedLedgerLines += entries;
    written += 1;
    if (written % input.sliceSize === 0) {
      slices.push(writer.done());
      writer = null;
    }
  }
  if (writer) slices.push(writer.done());

  // Suggestions: the engine's, then its confirmations with a difference (not confirmable without an
  // adjustment); a set of lines someone rejected is not suggested again.
  const suggestionPrefix = orderedIdPrefix();
  const suggestions = new SuggestionRowsWriter(organizationId);
  let suggested = 0;
  const suggest = (t: MatchTable, k: number) => {
    if (wasRejected(t, k)) return;
    suggestions.add({
      id: orderedId(suggestionPrefix, suggested),
      accountId,
      ruleId: t.ruleId(k),
      score: t.score(k),
      reasonsJson: reasons.of(t.reasons(k)),
      bankIds: t.bankIdsOf(k),
      ledgerIds: t.ledgerIdsOf(k),
      differenceMinor: t.differenceMinor(k),
      jobId: input.jobId,
    });
    suggested += 1;
  };
  for (let k = 0; k < result.suggested.count; k += 1) suggest(result.suggested, k);
  for (let k = 0; k < confirmed.count; k += 1) {
    if (!confirmable(confirmed.differenceMinor(k))) suggest(confirmed, k);
  }
  return {
    bankLines: bank.length,
    ledgerLines: ledger.length,
    excludedLedger: result.excludedLedger.length,
    budgetExhausted: result.stats.budgetExhaustedBank.length,
    engineMs,
    confirmed: written,
    confirmedBankLines,
    confirmedLedgerLines,
    suggested,
    slices,
    suggestions: suggestions.done(),
  };
}
