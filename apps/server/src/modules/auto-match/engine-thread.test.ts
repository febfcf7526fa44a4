import { DEFAULT_MATCH_RULES } from '@clearline/domain/matching';
import { describe, expect, it } from 'vitest';
import type { OpenBankRow, OpenLedgerRow } from './auto-match.repository';
import { idleEngineCount, matchOpenLines, runEngineOffThread } from './engine-thread';

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
