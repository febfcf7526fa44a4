import { DEFAULT_MATCH_RULES } from '@clearline/domain/matching';
import { describe, expect, it } from 'vitest';
import type { EncodedRows } from '../../platform/csv-rows';
import type { OpenBankRow, OpenLedgerRow } from './auto-match.repository';
import { lineSetKey, OPEN_BANK_COLUMNS, openLedgerColumns } from './engine-lines';
import { type AutoMatchRunInput, autoMatchRun } from './engine-run';
import { idleEngineCount, matchOpenLines, runAutoMatchEngine, runEngineOffThread } from './engine-thread';

/** n paid checks, each with its ledger entry of the same check number and amount (ids carry the run's tag). */
function pairs(tag: string, n: number): { bank: OpenBankRow[]; ledger: OpenLedgerRow[] } {
  const bank: OpenBankRow[] = [];
  const ledger: OpenLedgerRow[] = [];
  for (let i = 0; i < n; i += 1) {
    const day = String(2 + (i % 27)).padStart(2, '0');
    const amount = String(100_00 + i * 7);
    bank.push({
      id: `${tag}-b${i}`,
      value_date: `2026-03-${day}`,
      amount,
      currency: 'USD',
      type_code: '475',
      bank_reference: '',
      customer_reference: String(10_000 + i),
      text: `payment ${i}`,
      extra: null,
    });
    ledger.push({
      id: `${tag}-l${i}`,
      transaction_date: `2026-03-${String(Number(day) - 1).padStart(2, '0')}`,
      amount,
      check_no: String(10_000 + i),
      details: `payment ${i}`,
      co_id: 'C1',
      tax_type: '',
      tax_code: '',
      transaction_type: '',
      excluded: false,
    });
  }
  return { bank, ledger };
}

const key = (m: { bankIds: readonly string[]; ledgerIds: readonly string[] }) =>
  `${m.bankIds.join()}=${m.ledgerIds.join()}`;

describe('the engine thread', () => {
  it('answers what the engine answers on this thread, and serves the next run with only its own lines', async () => {
    const first = pairs('one', 3_000);
    const second = pairs('two', 2_000);
    const inline = matchOpenLines('A1', DEFAULT_MATCH_RULES, first.bank, first.ledger);
    const offThread = await runEngineOffThread('A1', DEFAULT_MATCH_RULES, first.bank, first.ledger);
    expect(offThread.confirmed.map(key).sort()).toEqual(inline.confirmed.map(key).sort());
    expect(offThread.suggested.map(key).sort()).toEqual(inline.suggested.map(key).sort());
    expect(offThread.confirmed.length).toBeGreaterThan(0);
    // The thread waits for the next run instead of ending.
    expect(idleEngineCount()).toBe(1);

    const next = await runEngineOffThread('A2', DEFAULT_MATCH_RULES, second.bank, second.ledger);
    expect(idleEngineCount()).toBe(1);
    const ids = [...next.confirmed, ...next.suggested].flatMap((m) => [...m.bankIds, ...m.ledgerIds]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith('two-'))).toBe(true);
    const expected = matchOpenLines('A2', DEFAULT_MATCH_RULES, second.bank, second.ledger);
    expect(next.confirmed.map(key).sort()).toEqual(expected.confirmed.map(key).sort());
  });

  it('runs two at once on two threads and keeps both for later', async () => {
    const a = pairs('a', 1_500);
    const b = pairs('b', 1_500);
    const [ra, rb] = await Promise.all([
      runEngineOffThread('A', DEFAULT_MATCH_RULES, a.bank, a.ledger),
      runEngineOffThread('B', DEFAULT_MATCH_RULES, b.bank, b.ledger),
    ]);
    expect(ra.confirmed.flatMap((m) => m.bankIds).every((id) => id.startsWith('a-'))).toBe(true);
    expect(rb.confirmed.flatMap((m) => m.bankIds).every((id) => id.startsWith('b-'))).toBe(true);
    expect(idleEngineCount()).toBe(2);
  });
});

/** Rows as PostgreSQL's COPY writes them in its text format (the columns in the given order). */
function copyText(rows: readonly object[], columns: readonly string[]): Uint8Array {
  const field = (v: unknown) => {
    if (v === null || v === undefined) return '\\N';
    const text =
      typeof v === 'boolean' ? (v ? 't' : 'f') : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return text.replaceAll('\\', '\\\\').replaceAll('\t', '\\t').replaceAll('\n', '\\n');
  };
  const lines = rows.map(
    (r) => `${columns.map((c) => field((r as Record<string, unknown>)[c])).join('\t')}\n`,
  );
  return new TextEncoder().encode(lines.join(''));
}

/** The CSV lines of encoded rows, the first column (a match's id, made anew by each run) left out. */
const csvLines = (rows: EncodedRows) =>
  rows.chunks
    .map((c) => new TextDecoder().decode(c))
    .join('')
    .split('\n')
    .filter((l) => l !== '');

describe("an auto-match run's engine work", () => {
  function input(tag: string, n: number): AutoMatchRunInput {
    const { bank, ledger } = pairs(tag, n);
    // A line whose text needs COPY's escapes and CSV's quotes on the way back.
    bank[0] = { ...(bank[0] as OpenBankRow), text: 'tab\there, "quoted"\nback\\slash' };
    return {
      organizationId: '00000000-0000-4000-8000-000000000009',
      accountId: 'A1',
      area: 'bankRec',
      rules: DEFAULT_MATCH_RULES,
      bankCopy: copyText(bank, OPEN_BANK_COLUMNS),
      ledgerCopy: copyText(ledger, openLedgerColumns(false)),
      ewaDirectory: null,
      rejected: [],
      by: { actorUserId: null, trigger: 'manual' },
      jobId: null,
      sliceSize: Number.POSITIVE_INFINITY,
      engineVersion: 'test',
    };
  }

  it('gives on its thread the rows it gives here: matches, items, audit entries and suggestions', async () => {
    const inline = autoMatchRun(input('big', 12_000));
    const onThread = await runAutoMatchEngine(input('big', 12_000));
    expect(onThread.confirmed).toBe(inline.confirmed);
    expect(inline.confirmed).toBeGreaterThan(11_000);
    const [a, b] = [inline.slices[0], onThread.slices[0]];
    const body = (line: string) => line.slice(line.indexOf(','));
    expect(csvLines(b!.items).map(body).sort()).toEqual(csvLines(a!.items).map(body).sort());
    expect(b!.ledgerIds.sort()).toEqual(a!.ledgerIds.sort());
    expect(csvLines(b!.audit)).toHaveLength(inline.confirmed);
    expect(b!.matches.count).toBe(inline.confirmed);
    // The line's text as it was stored, in its item's snapshot (CSV-quoted, quotes doubled).
    const item = csvLines(b!.items).find((l) => l.includes(',big-b0,'));
    expect(item).toContain('tab\\there, \\""quoted\\""\\nback\\\\slash');
  });

  it('slices the confirmed matches as asked, each slice with its own items and audit entries', () => {
    const out = autoMatchRun({ ...input('sliced', 900), sliceSize: 400 });
    expect(out.slices.map((s) => s.matches.count)).toEqual([400, 400, out.confirmed - 800]);
    for (const s of out.slices) {
      expect(s.audit.count).toBe(s.matches.count);
      expect(s.items.count).toBe(2 * s.matches.count);
      expect(s.ledgerIds).toHaveLength(s.matches.count);
    }
  });

  it('does not suggest again a set of lines someone rejected', () => {
    // A bank line a cent off its entry: the engine suggests the pair instead of confirming it.
    const run = input('rej', 50);
    const { bank, ledger } = pairs('rej', 50);
    bank[1] = { ...(bank[1] as OpenBankRow), amount: String(Number(bank[1]?.amount) + 1) };
    run.bankCopy = copyText(bank, OPEN_BANK_COLUMNS);
    run.ledgerCopy = copyText(ledger, openLedgerColumns(false));
    const first = autoMatchRun(run);
    expect(first.suggested).toBe(1);
    const suggested = csvLines(first.suggestions)[0] ?? '';
    expect(suggested).toContain('{rej-b1}');
    expect(autoMatchRun({ ...run, rejected: [lineSetKey(['rej-b1'], ['rej-l1'])] }).suggested).toBe(0);
  });

  it('writes each item with its own line when reconciling entries sit among the open ones', () => {
    // Every third entry is a reconciling item: counted, never matched, so the engine's ledger is the
    // open entries alone and its positions are not the read's.
    const run = input('rec', 300);
    const { bank, ledger } = pairs('rec', 300);
    const kept = ledger.map((e, i) => (i % 3 === 0 ? { ...e, excluded: true } : e));
    run.bankCopy = copyText(bank, OPEN_BANK_COLUMNS);
    run.ledgerCopy = copyText(kept, openLedgerColumns(false));
    const out = autoMatchRun(run);
    expect(out.excludedLedger).toBe(100);
    expect(out.confirmed).toBe(200);
    const amountOf = new Map([...bank, ...ledger].map((l) => [l.id, l.amount]));
    const byMatch = new Map<string, { bank: string[]; ledger: string[] }>();
    for (const line of csvLines(out.slices[0]!.items)) {
      const [matchId, , side, bankId, ledgerId, amount] = line.split(',');
      const lineId = side === '"bank"' ? bankId! : ledgerId!;
      expect(amountOf.get(lineId)).toBe(amount);
      const m = byMatch.get(matchId!) ?? { bank: [], ledger: [] };
      (side === '"bank"' ? m.bank : m.ledger).push(lineId);
      byMatch.set(matchId!, m);
    }
    // Each pair is a check and its own entry (same number): b<i> with l<i>, never an excluded entry.
    for (const {
      bank: [b],
      ledger: [l],
    } of byMatch.values()) {
      expect(l).toBe(b!.replace('-b', '-l'));
      expect(Number(l!.split('-l')[1]) % 3).not.toBe(0);
    }
  });
});
