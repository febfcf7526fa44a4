import { sumMinor } from '@clearline/domain';
import { CsvRowsBuilder, type EncodedRows, type RecurringText } from '../../platform/csv-rows';
import { AUDIT_COLUMNS, auditValues } from '../audit/index';

/**
 * The rows an auto-match run writes, encoded for COPY where the run's engine ran (its worker thread, ADR
 * 0032): the server's thread then only hands bytes to PostgreSQL. Pure: no connection, no driver. The
 * matching service writes them (writeAutoMatches, suggestions' replacePending).
 */

/** One line of a confirmed match, as its item records it when the match is made. */
export interface AutoMatchItem {
  side: 'bank' | 'ledger';
  lineId: string;
  amountMinor: number;
  /** The line as it read then (date, text, reference or client), shown after it changes: JSON text. */
  snapshotJson: string;
}

/** A confirmed engine match to write: its id (ordered-ids.ts), rule, score and lines. */
export interface AutoMatchWrite {
  id: string;
  accountId: string;
  ruleId: string;
  score: number;
  /** The reasons, serialised (the same few lists recur: the caller serialises each once). */
  reasonsJson: string | RecurringText;
  engineVersion: string;
  items: AutoMatchItem[];
}

/** A slice of confirmed matches, encoded: written together in one transaction (writeAutoMatches). */
export interface EncodedAutoMatches {
  matches: EncodedRows;
  items: EncodedRows;
  audit: EncodedRows;
  /** The ledger entries the slice marks matched (each must still be open, or nothing is kept). */
  ledgerIds: string[];
}

export const MATCH_COLUMNS = [
  'id',
  'organization_id',
  'account_id',
  'kind',
  'status',
  'rule_id',
  'score',
  'reasons',
  'bank_total_minor',
  'ledger_total_minor',
  'difference_minor',
  'engine_version',
  'created_by',
];

export const MATCH_ITEM_COLUMNS = [
  'match_id',
  'organization_id',
  'side',
  'bank_transaction_id',
  'ledger_entry_id',
  'amount_minor',
  'snapshot',
  'live',
];

/**
 * Encodes confirmed matches: the match rows (kind 'auto', confirmed, made by no person), their live
 * items, and one audit entry each ('match.created', naming the run's trigger, rule, score and lines).
 */
export function encodeAutoMatches(
  organizationId: string,
  writes: readonly AutoMatchWrite[],
  by: { actorUserId: string | null; trigger: string },
): EncodedAutoMatches {
  const matches = new CsvRowsBuilder('matches', MATCH_COLUMNS);
  const items = new CsvRowsBuilder('match_items', MATCH_ITEM_COLUMNS);
  const audit = new CsvRowsBuilder('audit_log', AUDIT_COLUMNS);
  const ledgerIds: string[] = [];
  for (const m of writes) {
    const bankIds: string[] = [];
    const entryIds: string[] = [];
    const bankAmounts: number[] = [];
    const ledgerAmounts: number[] = [];
    for (const i of m.items) {
      const bank = i.side === 'bank';
      (bank ? bankIds : entryIds).push(i.lineId);
      (bank ? bankAmounts : ledgerAmounts).push(i.amountMinor);
      items.add([
        m.id,
        organizationId,
        i.side,
        bank ? i.lineId : null,
        bank ? null : i.lineId,
        i.amountMinor,
        i.snapshotJson,
        true,
      ]);
    }
    const bankTotal = sumMinor(bankAmounts);
    const ledgerTotal = sumMinor(ledgerAmounts);
    matches.add([
      m.id,
      organizationId,
      m.accountId,
      'auto',
      'confirmed',
      m.ruleId,
      m.score,
      m.reasonsJson,
      bankTotal,
      ledgerTotal,
      bankTotal - ledgerTotal,
      m.engineVersion,
      null,
    ]);
    // The details as JSON.stringify would write them, built from their parts: one stringify of an
    // object per match was a tenth of encoding a large run.
    const details = `{"kind":"auto","trigger":${JSON.stringify(by.trigger)},"ruleId":${JSON.stringify(m.ruleId)},"score":${JSON.stringify(m.score)},"bankIds":${JSON.stringify(bankIds)},"ledgerIds":${JSON.stringify(entryIds)}}`;
    audit.add(
      auditValues(
        {
          organizationId,
          actorUserId: by.actorUserId,
          action: 'match.created',
          entityType: 'match',
          entityId: m.id,
        },
        details,
      ),
    );
    for (const id of entryIds) ledgerIds.push(id);
  }
  return { matches: matches.done(), items: items.done(), audit: audit.done(), ledgerIds };
}

export const SUGGESTION_COLUMNS = [
  'id',
  'organization_id',
  'account_id',
  'rule_id',
  'score',
  'reasons',
  'bank_ids',
  'ledger_ids',
  'difference_minor',
  'status',
  'job_id',
];

/** An engine suggestion as auto-match writes it in bulk. */
export interface BulkSuggestion {
  id: string;
  accountId: string;
  ruleId: string;
  score: number;
  /** Serialised, as a match's (the same few lists recur). */
  reasonsJson: string | RecurringText;
  bankIds: readonly string[];
  ledgerIds: readonly string[];
  differenceMinor: number;
  jobId: string | null;
}

/** A PostgreSQL array literal of uuids (they never need quoting). */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Pending suggestions, encoded (replacePending writes them after staling the account's older ones). */
export function encodeSuggestions(organizationId: string, rows: readonly BulkSuggestion[]): EncodedRows {
  const out = new CsvRowsBuilder('match_suggestions', SUGGESTION_COLUMNS);
  for (const m of rows) {
    out.add([
      m.id,
      organizationId,
      m.accountId,
      m.ruleId,
      m.score,
      m.reasonsJson,
      uuidArray(m.bankIds),
      uuidArray(m.ledgerIds),
      m.differenceMinor,
      'pending',
      m.jobId,
    ]);
  }
  return out.done();
}
