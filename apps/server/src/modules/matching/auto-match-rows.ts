import { sumMinor } from '@clearline/domain';
import { CsvRowsBuilder, type EncodedRows, FieldBytes, type RecurringText } from '../../platform/csv-rows';
import { AUDIT_COLUMNS } from '../audit/index';

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
 * Encodes confirmed matches given as objects (AutoMatchWrite) through AutoMatchRowsWriter: how the
 * tests write matches of their choosing.
 */
export function encodeAutoMatches(
  organizationId: string,
  writes: readonly AutoMatchWrite[],
  by: { actorUserId: string | null; trigger: string },
): EncodedAutoMatches {
  const out = new AutoMatchRowsWriter(organizationId, by);
  for (const m of writes) {
    for (const i of m.items) out.item(m.id, i.side, i.lineId, i.amountMinor, i.snapshotJson);
    out.match(m.id, m.accountId, m.ruleId, m.score, m.reasonsJson, m.engineVersion);
  }
  return out.done();
}

/** What a bank line's item records: its amount, and date, text and reference as its snapshot. */
export interface SnapshotBankLine {
  id: string;
  amountMinor: number;
  date: string;
  text?: string;
  bankReference?: string;
}

/** What a ledger entry's item records: its amount, and date, details (as text) and company id. */
export interface SnapshotLedgerLine {
  id: string;
  amountMinor: number;
  date: string;
  details?: string;
  coId?: string;
}

const JSON_KEYS = {
  date: FieldBytes.json('{"date":'),
  text: FieldBytes.json(',"text":'),
  reference: FieldBytes.json(',"reference":'),
  coId: FieldBytes.json(',"coId":'),
  end: FieldBytes.json('}'),
  score: FieldBytes.json(',"score":'),
  bankIds: FieldBytes.json(',"bankIds":['),
  arrayOpen: FieldBytes.json('{'),
  arrayClose: FieldBytes.json('}'),
  ledgerIds: FieldBytes.json('],"ledgerIds":['),
  idsEnd: FieldBytes.json(']}'),
  comma: FieldBytes.json(','),
};

/**
 * Confirmed matches written straight into COPY's bytes, a match at a time, with no object or string per
 * row (a full run writes two million rows): each item of a match (item, or bankItem / ledgerItem with
 * the line's snapshot in parts), then the match itself (match), which writes its row with its totals
 * and its audit entry ('match.created', naming the run's trigger, rule, score and lines). Pure.
 */
export class AutoMatchRowsWriter {
  private readonly matches = new CsvRowsBuilder('matches', MATCH_COLUMNS);
  private readonly items = new CsvRowsBuilder('match_items', MATCH_ITEM_COLUMNS);
  private readonly audit = new CsvRowsBuilder('audit_log', AUDIT_COLUMNS);
  private readonly ledgerIds: string[] = [];
  private readonly organization: FieldBytes;
  private readonly actor: FieldBytes | null;
  private readonly fixed = {
    bank: FieldBytes.quoted('bank'),
    ledger: FieldBytes.quoted('ledger'),
    live: FieldBytes.bare('t'),
    auto: FieldBytes.quoted('auto'),
    confirmed: FieldBytes.quoted('confirmed'),
    created: FieldBytes.quoted('match.created'),
    match: FieldBytes.quoted('match'),
    noIp: FieldBytes.quoted(''),
  };
  private readonly detailsHead: FieldBytes;
  // The match in hand: its items' lines and amounts (reused from match to match).
  private readonly bankIds: string[] = [];
  private readonly entryIds: string[] = [];
  private readonly bankAmounts: number[] = [];
  private readonly ledgerAmounts: number[] = [];

  constructor(organizationId: string, by: { actorUserId: string | null; trigger: string }) {
    this.organization = FieldBytes.bare(organizationId);
    this.actor = by.actorUserId === null ? null : FieldBytes.bare(by.actorUserId);
    this.detailsHead = FieldBytes.json(`{"kind":"auto","trigger":${JSON.stringify(by.trigger)},"ruleId":`);
  }

  /**
   * A bank line of the match in hand; its snapshot is what JSON.stringify({ date, text, reference })
   * writes, built from its parts.
   */
  bankItem(matchId: string, line: SnapshotBankLine): void {
    this.itemHead(matchId, 'bank', line.id, line.amountMinor);
    this.snapshot(line.date, line.text, JSON_KEYS.reference, line.bankReference);
    this.itemTail();
  }

  /** A ledger entry of the match in hand; its snapshot is JSON.stringify({ date, text, coId }). */
  ledgerItem(matchId: string, line: SnapshotLedgerLine): void {
    this.itemHead(matchId, 'ledger', line.id, line.amountMinor);
    this.snapshot(line.date, line.details, JSON_KEYS.coId, line.coId);
    this.itemTail();
  }

  /** `{"date":…,"text":…,"<third>":…}` as one quoted field. */
  private snapshot(date: string, text: string | undefined, third: FieldBytes, value: string | undefined) {
    const out = this.items;
    out.openQuoted();
    out.raw(JSON_KEYS.date);
    out.jsonString(date);
    out.raw(JSON_KEYS.text);
    out.jsonString(text ?? '');
    out.raw(third);
    out.jsonString(value ?? '');
    out.raw(JSON_KEYS.end);
    out.closeQuoted();
  }

  /** A line of the match in hand with its snapshot already serialised. */
  item(matchId: string, side: 'bank' | 'ledger', lineId: string, amountMinor: number, snapshotJson: string) {
    this.itemHead(matchId, side, lineId, amountMinor);
    this.items.text(snapshotJson);
    this.itemTail();
  }

  private itemHead(matchId: string, side: 'bank' | 'ledger', lineId: string, amountMinor: number): void {
    const out = this.items;
    const bank = side === 'bank';
    (bank ? this.bankIds : this.entryIds).push(lineId);
    (bank ? this.bankAmounts : this.ledgerAmounts).push(amountMinor);
    out.bare(matchId);
    out.encoded(this.organization);
    out.encoded(bank ? this.fixed.bank : this.fixed.ledger);
    if (bank) {
      out.bare(lineId);
      out.nul();
    } else {
      out.nul();
      out.bare(lineId);
    }
    out.bare(String(amountMinor));
  }

  private itemTail(): void {
    this.items.encoded(this.fixed.live);
    this.items.end();
  }

  /** The match whose items were just written: its row (kind 'auto', confirmed, by no person) and audit entry. */
  match(
    id: string,
    accountId: string,
    ruleId: string,
    score: number,
    reasonsJson: string | RecurringText,
    engineVersion: string,
  ): void {
    const bankTotal = sumMinor(this.bankAmounts);
    const ledgerTotal = sumMinor(this.ledgerAmounts);
    const m = this.matches;
    m.bare(id);
    m.encoded(this.organization);
    m.text(accountId);
    m.encoded(this.fixed.auto);
    m.encoded(this.fixed.confirmed);
    m.text(ruleId);
    m.bare(String(score));
    if (typeof reasonsJson === 'string') m.text(reasonsJson);
    else m.recurringText(reasonsJson);
    m.bare(String(bankTotal));
    m.bare(String(ledgerTotal));
    m.bare(String(bankTotal - ledgerTotal));
    m.text(engineVersion);
    m.nul();
    m.end();
    this.auditCreated(id, ruleId, score);
    for (const lineId of this.entryIds) this.ledgerIds.push(lineId);
    this.bankIds.length = 0;
    this.entryIds.length = 0;
    this.bankAmounts.length = 0;
    this.ledgerAmounts.length = 0;
  }

  /** The audit entry of a match, in AUDIT_COLUMNS order; its details as JSON.stringify writes them. */
  private auditCreated(id: string, ruleId: string, score: number): void {
    const a = this.audit;
    a.encoded(this.organization);
    if (this.actor) a.encoded(this.actor);
    else a.nul();
    a.encoded(this.fixed.created);
    a.encoded(this.fixed.match);
    a.text(id);
    a.openQuoted();
    a.raw(this.detailsHead);
    a.jsonString(ruleId);
    a.raw(JSON_KEYS.score);
    a.rawAscii(String(score));
    a.raw(JSON_KEYS.bankIds);
    this.jsonIds(this.bankIds);
    a.raw(JSON_KEYS.ledgerIds);
    this.jsonIds(this.entryIds);
    a.raw(JSON_KEYS.idsEnd);
    a.closeQuoted();
    a.encoded(this.fixed.noIp);
    a.end();
  }

  private jsonIds(ids: readonly string[]): void {
    for (let i = 0; i < ids.length; i += 1) {
      if (i > 0) this.audit.raw(JSON_KEYS.comma);
      this.audit.jsonString(ids[i]!);
    }
  }

  done(): EncodedAutoMatches {
    return {
      matches: this.matches.done(),
      items: this.items.done(),
      audit: this.audit.done(),
      ledgerIds: this.ledgerIds,
    };
  }
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

/**
 * Pending suggestions, encoded (replacePending writes them after staling the account's older ones): a
 * row at a time, with no array per row.
 */
export class SuggestionRowsWriter {
  private readonly out = new CsvRowsBuilder('match_suggestions', SUGGESTION_COLUMNS);
  private readonly organization: FieldBytes;
  private readonly pending = FieldBytes.quoted('pending');

  constructor(organizationId: string) {
    this.organization = FieldBytes.bare(organizationId);
  }

  add(m: BulkSuggestion): void {
    const out = this.out;
    out.bare(m.id);
    out.encoded(this.organization);
    out.text(m.accountId);
    out.text(m.ruleId);
    out.bare(String(m.score));
    if (typeof m.reasonsJson === 'string') out.text(m.reasonsJson);
    else out.recurringText(m.reasonsJson);
    this.uuids(m.bankIds);
    this.uuids(m.ledgerIds);
    out.bare(String(m.differenceMinor));
    out.encoded(this.pending);
    if (m.jobId === null) out.nul();
    else out.bare(m.jobId);
    out.end();
  }

  /** A PostgreSQL array literal of uuids (they never need quoting inside it). */
  private uuids(ids: readonly string[]): void {
    const out = this.out;
    out.openQuoted();
    out.raw(JSON_KEYS.arrayOpen);
    for (let i = 0; i < ids.length; i += 1) {
      if (i > 0) out.raw(JSON_KEYS.comma);
      out.rawAscii(ids[i]!);
    }
    out.raw(JSON_KEYS.arrayClose);
    out.closeQuoted();
  }

  done(): EncodedRows {
    return this.out.done();
  }
}
