import { describe, expect, it } from 'vitest';
import { AutoMatchRowsWriter, encodeAutoMatches, SuggestionRowsWriter } from './auto-match-rows';

const text = (chunks: Uint8Array[]) => chunks.map((c) => new TextDecoder().decode(c)).join('');
const ORG = '0190a1b2-0000-7000-8000-0000000000aa';
const MATCH = '0190a1b2-0000-7000-8000-000000000001';
const BANK = { id: '0190a1b2-0000-7000-8000-0000000000b1', amountMinor: 12_345, date: '2026-11-02' };
const LEDGER = { id: '0190a1b2-0000-7000-8000-0000000000c1', amountMinor: 12_345, date: '2026-11-01' };
const by = { actorUserId: null, trigger: 'manual' };

describe('auto-match rows written for COPY', () => {
  it('writes an item snapshot from the line as JSON.stringify of its parts would', () => {
    const bank = { ...BANK, text: 'ACH "PAYROLL"\tB&J', bankReference: 'ref\\1' };
    const ledger = { ...LEDGER, details: 'Net pay — Café', coId: 'B&J-01' };
    const fromLines = new AutoMatchRowsWriter(ORG, by);
    fromLines.bankItem(MATCH, bank);
    fromLines.ledgerItem(MATCH, ledger);
    fromLines.match(MATCH, '1001', 'exact', 100, '[]', 'test');
    const fromObjects = encodeAutoMatches(
      ORG,
      [
        {
          id: MATCH,
          accountId: '1001',
          ruleId: 'exact',
          score: 100,
          reasonsJson: '[]',
          engineVersion: 'test',
          items: [
            {
              side: 'bank',
              lineId: bank.id,
              amountMinor: bank.amountMinor,
              snapshotJson: JSON.stringify({
                date: bank.date,
                text: bank.text,
                reference: bank.bankReference,
              }),
            },
            {
              side: 'ledger',
              lineId: ledger.id,
              amountMinor: ledger.amountMinor,
              snapshotJson: JSON.stringify({ date: ledger.date, text: ledger.details, coId: ledger.coId }),
            },
          ],
        },
      ],
      by,
    );
    const a = fromLines.done();
    expect(text(a.items.chunks)).toBe(text(fromObjects.items.chunks));
    expect(text(a.matches.chunks)).toBe(text(fromObjects.matches.chunks));
    expect(text(a.audit.chunks)).toBe(text(fromObjects.audit.chunks));
    expect(a.ledgerIds).toEqual([ledger.id]);
  });

  it("writes a match's totals from its items and an audit entry naming its rule, score and lines", () => {
    const out = new AutoMatchRowsWriter(ORG, { actorUserId: null, trigger: 'import' });
    out.bankItem(MATCH, { ...BANK, amountMinor: 300 });
    out.ledgerItem(MATCH, { ...LEDGER, amountMinor: 100 });
    out.ledgerItem(MATCH, { ...LEDGER, id: '0190a1b2-0000-7000-8000-0000000000c2', amountMinor: 200 });
    out.match(MATCH, '1001', 'one-to-many', 97, '[]', 'v1');
    const rows = out.done();
    expect(text(rows.matches.chunks)).toBe(
      `${MATCH},${ORG},"1001","auto","confirmed","one-to-many",97,"[]",300,300,0,"v1",\n`,
    );
    const audit = text(rows.audit.chunks);
    expect(audit).toBe(
      `${ORG},,"match.created","match","${MATCH}","${JSON.stringify({
        kind: 'auto',
        trigger: 'import',
        ruleId: 'one-to-many',
        score: 97,
        bankIds: [BANK.id],
        ledgerIds: [LEDGER.id, '0190a1b2-0000-7000-8000-0000000000c2'],
      }).replaceAll('"', '""')}",""\n`,
    );
    expect(rows.items.count).toBe(3);
    expect(rows.ledgerIds).toHaveLength(2);
  });

  it('writes suggestions with their lines as uuid array literals', () => {
    const s = {
      id: MATCH,
      accountId: '1001',
      ruleId: 'near',
      score: 80,
      reasonsJson: '[]',
      bankIds: [BANK.id],
      ledgerIds: [LEDGER.id, '0190a1b2-0000-7000-8000-0000000000c2'],
      differenceMinor: -5,
      jobId: null,
    };
    const out = new SuggestionRowsWriter(ORG);
    out.add(s);
    expect(text(out.done().chunks)).toBe(
      `${MATCH},${ORG},"1001","near",80,"[]","{${BANK.id}}","{${LEDGER.id},0190a1b2-0000-7000-8000-0000000000c2}",-5,"pending",\n`,
    );
  });
});
