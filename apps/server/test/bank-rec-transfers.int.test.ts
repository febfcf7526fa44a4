import { type LedgerConfig, NEGATIVE_AMOUNT_MESSAGE, sumMinor, type TransferLine } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankRecLedgerEntries, bankRecTransfers } from '../src/db/schema/index';
import {
  bankingDraft,
  browserConfig,
  rehashed,
  type Session,
  sessionFor,
  transferBody,
  URLS,
} from './bank-rec-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let s: Session;
let config: LedgerConfig;
beforeAll(async () => {
  t = await createTestApp();
  s = await sessionFor(t, 'bankrec@demo.test');
  config = await browserConfig(s);
});
afterAll(async () => t?.close());

interface Posted {
  data: {
    transfer: { id: string; transferHash: string; amount: string; voided: boolean };
    entries: {
      id: string;
      amount: string;
      transactionType: string;
      source: string;
      transferId: string;
      coName: string;
      account: string;
    }[];
    replayed: boolean;
  };
}
const transfer = (body: unknown) => s.post(URLS.transferMoney, body);
const counts = async () => {
  const [entries] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(bankRecLedgerEntries);
  const [transfers] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(bankRecTransfers);
  return { entries: Number(entries?.n), transfers: Number(transfers?.n) };
};
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('transferMoney', () => {
  it('posts a banking transfer as linked entries that sum to zero, from line first with 506', async () => {
    const body = transferBody(config, bankingDraft());
    const res = await transfer(body);
    expect(res.statusCode).toBe(200);
    const posted = res.json() as Posted;
    expect(posted.data.replayed).toBe(false);
    expect(posted.data.transfer).toMatchObject({
      transferHash: body.data.transferHash,
      amount: '1500.00',
      voided: false,
    });
    const [from, ...to] = posted.data.entries;
    expect(from).toMatchObject({
      amount: '-1500.00',
      transactionType: 'Book Transfer Debit',
      account: 'Client Funding',
      coName: 'B&J-01',
    });
    expect(to.map((e) => [e.amount, e.transactionType, e.account, e.coName])).toEqual([
      ['1000.10', 'Book Transfer Credit', 'Federal Tax', 'B&J-01'],
      ['499.90', 'Book Transfer Credit', 'State Withholding', 'ST MARKS'],
    ]);
    expect(sumMinor(posted.data.entries.map((e) => cents(e.amount)))).toBe(0);
    for (const entry of posted.data.entries)
      expect(entry).toMatchObject({ source: 'transfer', transferId: posted.data.transfer.id });
    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'bankRec.transfer.posted'`);
    expect(audit.map((a) => a.entityId)).toContain(posted.data.transfer.id);
  });

  it('hashes the documented example to the documented SHA-256 (docs/domain/bank-rec-records.md)', async () => {
    const body = transferBody(config, {
      mode: 'banking',
      transactionDate: '2026-11-02',
      details: 'Reclass funding overage',
      from: { account: 'Client Funding', customer: 'B&J-01', amount: '1500.00' },
      to: [{ account: 'Federal Tax', customer: 'ST MARKS', amount: '1500.00', taxCode: '941' }],
    });
    expect(body.data.transferHash).toBe('b753c529df4715414d91af0799ba62c207f78fe99c8906aed658777a57f62c10');
    const res = await transfer(body);
    expect((res.json() as Posted).data.transfer.transferHash).toBe(body.data.transferHash);
  });

  it('answers the same hash again with the original transfer and posts nothing (idempotent)', async () => {
    const body = transferBody(config, bankingDraft({ details: 'Idempotent transfer' }));
    const first = (await transfer(body)).json() as Posted;
    const before = await counts();
    const again = await transfer(body);
    expect(again.statusCode).toBe(200);
    const replay = again.json() as Posted;
    expect(replay.data.replayed).toBe(true);
    expect(replay.data.transfer.id).toBe(first.data.transfer.id);
    expect(replay.data.entries.map((e) => e.id)).toEqual(first.data.entries.map((e) => e.id));
    expect(await counts()).toEqual(before);
  });

  it('posts once when the same transfer arrives twice at the same time', async () => {
    const body = transferBody(config, bankingDraft({ details: 'Double click' }));
    const before = await counts();
    const results = await Promise.all([transfer(body), transfer(body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const answers = results.map((r) => r.json() as Posted);
    expect(answers.filter((a) => a.data.replayed)).toHaveLength(1);
    expect(await counts()).toEqual({ entries: before.entries + 3, transfers: before.transfers + 1 });
  });

  it('refuses the same hash with a different payload (409) and changes nothing', async () => {
    const original = transferBody(config, bankingDraft({ details: 'Hash reuse' }));
    await transfer(original);
    const other = transferBody(
      config,
      bankingDraft({ details: 'Hash reuse', transactionDate: '2026-11-03' }),
    );
    const before = await counts();
    const res = await transfer({ data: { ...other.data, transferHash: original.data.transferHash } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict' });
    expect(await counts()).toEqual(before);
  });

  it('refuses an unbalanced transfer sent straight to the API, and changes nothing', async () => {
    const lines = transferBody(config, bankingDraft({ details: 'Unbalanced' })).data.payload.map((l) => ({
      ...l,
    }));
    (lines[2] as TransferLine).amount = '500.00';
    const before = await counts();
    const res = await transfer(rehashed(lines, false));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: [
        {
          path: 'data.payload',
          message: expect.stringContaining('do not add up to the from amount (1500.00)'),
        },
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a positive from amount and a negative to amount', async () => {
    const lines = transferBody(config, bankingDraft({ details: 'Signs' })).data.payload.map((l) => ({
      ...l,
    }));
    const positiveFrom = lines.map((l, i) => (i === 0 ? { ...l, amount: '1500.00' } : l));
    const res = await transfer(rehashed(positiveFrom, false));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      details: [{ path: 'data.payload.0.amount', message: 'the from amount is sent negative' }],
    });
    const negativeTo = lines.map((l, i) => (i === 2 ? { ...l, amount: '-499.90' } : l));
    const neg = await transfer(rehashed(negativeTo, false));
    expect(neg.json()).toMatchObject({
      details: [{ path: 'data.payload.2.amount', message: NEGATIVE_AMOUNT_MESSAGE }],
    });
  });

  it('refuses lines that differ from what the configuration gives, unknown customers and wrong codes', async () => {
    const lines = transferBody(config, bankingDraft({ details: 'Tampered' })).data.payload;
    const cases: [Partial<TransferLine>, number, string][] = [
      [{ accountId: '1234567890' }, 1, 'data.payload.1.accountId'],
      [{ ledger: 'Net Pay' }, 1, 'data.payload.1.ledger'],
      [{ co: 'NOSUCH' }, 2, 'data.payload.2.co'],
      [{ accountName: 'No Such Account' }, 1, 'data.payload.1.accountName'],
      [{ transactionType: 'Check Paid' }, 1, 'data.payload.1.transactionType'],
      [{ transactionType: 'Book Transfer Credit' }, 0, 'data.payload.0.transactionType'],
      [{ nonbanking: true }, 1, 'data.payload.1.nonbanking'],
      [{ transactionDate: '2101-01-01' }, 0, 'data.payload.0.transactionDate'],
    ];
    for (const [change, index, path] of cases) {
      const edited = lines.map((l, i) => (i === index ? { ...l, ...change } : l));
      const res = await transfer(rehashed(edited, false));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const details = (res.json() as { details: { path: string }[] }).details.map((d) => d.path);
      expect(details, JSON.stringify(change)).toContain(path);
    }
  });

  it('refuses a hash that is not the hash of the lines, naming the expected one', async () => {
    const body = transferBody(config, bankingDraft({ details: 'Bad hash' }));
    const res = await transfer({ data: { ...body.data, transferHash: 'f'.repeat(64) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      details: [{ path: 'data.transferHash', message: expect.stringContaining(body.data.transferHash) }],
    });
  });

  it('posts a non-banking transfer in the from account, amounts sent as JSON numbers', async () => {
    const body = transferBody(config, {
      mode: 'nonBanking',
      transactionDate: '2026-11-05',
      details: 'Move overpayment',
      from: { account: 'Client Funding', customer: 'B&J-01', amount: '20.30' },
      to: [{ account: '', customer: 'ST MARKS', amount: '20.30' }],
    });
    const numeric = body.data.payload.map((l) => ({ ...l, amount: Number(l.amount) }));
    const res = await transfer({ data: { ...body.data, payload: numeric } });
    expect(res.statusCode).toBe(200);
    const posted = res.json() as Posted;
    expect(posted.data.entries.map((e) => [e.account, e.amount])).toEqual([
      ['Client Funding', '-20.30'],
      ['Client Funding', '20.30'],
    ]);
  });

  it('voids every line of a transfer together; the hash can then be posted again', async () => {
    const body = transferBody(config, bankingDraft({ details: 'Void me' }));
    const posted = (await transfer(body)).json() as Posted;
    const voided = await s.post(URLS.voidEntry(posted.data.entries[1]?.id ?? ''), {
      reason: 'Wrong customer',
    });
    expect(voided.statusCode).toBe(200);
    const entries = (voided.json() as { data: { entries: { status: string }[] } }).data.entries;
    expect(entries.map((e) => e.status)).toEqual(['void', 'void', 'void']);
    const again = (await transfer(body)).json() as Posted;
    expect(again.data.replayed).toBe(false);
    expect(again.data.transfer.id).not.toBe(posted.data.transfer.id);
  });

  it('refuses malformed bodies with 400', async () => {
    const body = transferBody(config, bankingDraft({ details: 'Shapes' }));
    const [from] = body.data.payload;
    for (const payload of [
      {},
      { data: { ...body.data, payload: [] } },
      { data: { ...body.data, transferHash: 'not-hex' } },
      { data: { ...body.data, nonBnkTransfer: 'no' } },
      { data: { ...body.data, payload: [from] } },
      { data: { ...body.data, payload: [{ ...from, amount: null }] } },
      { data: { ...body.data, payload: Array.from({ length: 52 }, () => from) } },
    ]) {
      const res = await transfer(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
    }
  });
});
