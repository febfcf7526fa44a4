import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankRecLedgerEntries, matches, matchItems } from '../src/db/schema/index';
import { type AutoMatchWrite, encodeAutoMatches } from '../src/modules/matching/index';
import { queryRows } from '../src/platform/db';
import { orderedId, orderedIdPrefix } from '../src/platform/ordered-ids';
import { organizationIdOf } from './bank-rec-fixtures';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

/**
 * Manual matching against the demo data: statements are generated from the ledger, so bank lines and
 * ledger entries with the same account and amount exist. The statements are imported as at first start.
 */
let t: TestApp;
let token: string;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
  token = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  orgId = await organizationIdOf(t, 'Demo Payroll Bureau');
  // Two whole months: un-importing the oldest statement (below) leaves a whole month of pairs to match.
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 2 });
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: authed(token), payload: payload as object });

/** Open ledger entries and bank lines of one account with the same amount, not yet paired. */
async function pairs(n: number, accountId = '4410029399') {
  const result = await t.ctx.db.execute(sql`
    select distinct on (b.id) b.id as bank_id, e.id as ledger_id, b.amount_minor as amount
    from bank_transactions b
    join bank_rec_ledger_entries e on e.organization_id = b.organization_id and e.account_id = b.account_id
      and e.amount_minor = b.amount_minor and e.status = 'open'
    where b.organization_id = ${orgId} and b.account_id = ${accountId}
      and not exists (select 1 from match_items i where i.live and (i.bank_transaction_id = b.id or i.ledger_entry_id = e.id))
    order by b.id, e.id limit ${n * 5}`);
  const rows = (result as unknown as { rows: { bank_id: string; ledger_id: string; amount: string }[] }).rows;
  const usedLedger = new Set<string>();
  return rows
    .filter((r) => (usedLedger.has(r.ledger_id) ? false : usedLedger.add(r.ledger_id)))
    .slice(0, n)
    .map((r) => ({ bankId: r.bank_id, ledgerId: r.ledger_id, amount: Number(r.amount) }));
}

describe('manual matching', () => {
  it('matches a balanced selection and marks the ledger entry matched', async () => {
    const [p] = await pairs(1);
    const res = await post('/api/bankRec/items/match', {
      bankTransactionIds: [p?.bankId],
      ledgerEntryIds: [p?.ledgerId],
    });
    expect(res.statusCode).toBe(200);
    const match = json<{
      data: { kind: string; status: string; difference: string; items: { side: string }[] };
    }>(res).data;
    expect(match).toMatchObject({ kind: 'manual', status: 'confirmed', difference: '0.00' });
    // Who matched it is a person's name, not only an id.
    expect((match as unknown as { createdByName: string }).createdByName).toMatch(/\w+ \w+/);
    expect(match.items.map((i) => i.side).sort()).toEqual(['bank', 'ledger']);
    const [entry] = await t.ctx.db
      .select()
      .from(bankRecLedgerEntries)
      .where(eq(bankRecLedgerEntries.id, p?.ledgerId ?? ''));
    expect(entry?.status).toBe('matched');

    const again = await post('/api/bankRec/items/match', {
      bankTransactionIds: [p?.bankId],
      ledgerEntryIds: [(await pairs(1))[0]?.ledgerId],
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses an unbalanced selection unless the difference is recorded with a reconciling type', async () => {
    const [a, b] = await pairs(2);
    const body = { bankTransactionIds: [a?.bankId], ledgerEntryIds: [b?.ledgerId] };
    const refused = await post('/api/bankRec/items/match', body);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ details: [{ path: 'body.adjustment' }] });
    const reserved = await post('/api/bankRec/items/match', {
      ...body,
      adjustment: { recType: 'Aged Uncleared', reason: 'x y z' },
    });
    expect(reserved.statusCode).toBe(400);
    const adjusted = await post('/api/bankRec/items/match', {
      ...body,
      adjustment: { recType: 'Timing Difference', reason: 'Deposit split by the bank' },
    });
    expect(adjusted.statusCode).toBe(200);
    const match = json<{ data: { difference: string; adjustmentRecType: string } }>(adjusted).data;
    expect(Math.round(Number(match.difference) * 100)).toBe((a?.amount ?? 0) - (b?.amount ?? 0));
    expect(match.adjustmentRecType).toBe('Timing Difference');
  });

  it('refuses lines of two bank accounts', async () => {
    const [tax] = await pairs(1, '4410029399');
    const [pay] = await pairs(1, '4410029402');
    const res = await post('/api/bankRec/items/match', {
      bankTransactionIds: [tax?.bankId],
      ledgerEntryIds: [pay?.ledgerId],
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ message: 'All lines of a match must belong to one bank account.' });
  });

  it('lets only one of two simultaneous matches claim a line', async () => {
    const [p] = await pairs(1);
    // The same balanced selection sent twice at once (two people, one line): exactly one match is made.
    const body = { bankTransactionIds: [p?.bankId], ledgerEntryIds: [p?.ledgerId] };
    const [r1, r2] = await Promise.all([
      post('/api/bankRec/items/match', body),
      post('/api/bankRec/items/match', body),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
  });

  it('is guaranteed by the database: a second live item for a line is refused', async () => {
    const [live] = await t.ctx.db
      .select()
      .from(matchItems)
      .where(and(eq(matchItems.live, true), eq(matchItems.side, 'bank')))
      .limit(1);
    await expect(
      t.ctx.db.insert(matchItems).values({
        matchId: live?.matchId ?? '',
        organizationId: orgId,
        side: 'bank',
        bankTransactionId: live?.bankTransactionId ?? null,
        amountMinor: live?.amountMinor ?? 0,
      }),
    ).rejects.toThrow();
  });

  it('unmatches, opening the lines again and keeping the history', async () => {
    const [p] = await pairs(1);
    const made = json<{ data: { id: string } }>(
      await post('/api/bankRec/items/match', {
        bankTransactionIds: [p?.bankId],
        ledgerEntryIds: [p?.ledgerId],
      }),
    ).data;
    const undone = await post(`/api/bankRec/items/unmatch/${made.id}`, { reason: 'Wrong customer' });
    expect(undone.statusCode).toBe(200);
    expect(json(undone)).toMatchObject({
      data: { status: 'undone', undoReason: 'Wrong customer', items: [{}, {}] },
    });
    const [entry] = await t.ctx.db
      .select()
      .from(bankRecLedgerEntries)
      .where(eq(bankRecLedgerEntries.id, p?.ledgerId ?? ''));
    expect(entry?.status).toBe('open');
    expect((await post(`/api/bankRec/items/unmatch/${made.id}`, {})).statusCode).toBe(409);
    const list = json<{ data: { rows: { id: string; status: string }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/bankRec/items/matches?status=undone',
        headers: authed(token),
      }),
    ).data.rows;
    expect(list.map((m) => m.id)).toContain(made.id);
  });

  it('un-importing a statement dissolves the matches of its lines', async () => {
    const [p] = await pairs(1);
    const made = json<{ data: { id: string } }>(
      await post('/api/bankRec/items/match', {
        bankTransactionIds: [p?.bankId],
        ledgerEntryIds: [p?.ledgerId],
      }),
    ).data;
    const found = await t.ctx.db.execute(
      sql`select import_id from bank_transactions where id = ${p?.bankId ?? ''}`,
    );
    const importId = (found as unknown as { rows: { import_id: string }[] }).rows[0]?.import_id;
    const res = await post(`/api/bankRec/items/fileImport/${importId}/unimport`, {});
    expect(res.statusCode).toBe(200);
    const match = json<{ data: { status: string; undoReason: string } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bankRec/items/matches?status=undone&limit=500`,
        headers: authed(token),
      }),
    ).data;
    expect(JSON.stringify(match)).toContain(made.id);
    // The deleted bank line's item is released (found through the undone items' index) and keeps what
    // the line was; the ledger entry, which stays, is still named.
    const items = await queryRows(
      t.ctx.db,
      sql`select side, bank_transaction_id, ledger_entry_id, snapshot->>'date' as date, live
            from match_items where match_id = ${made.id} order by side`,
    );
    expect(items).toEqual([
      {
        side: 'bank',
        bank_transaction_id: null,
        ledger_entry_id: null,
        date: expect.any(String),
        live: false,
      },
      {
        side: 'ledger',
        bank_transaction_id: null,
        ledger_entry_id: p?.ledgerId,
        date: expect.any(String),
        live: false,
      },
    ]);
    const [entry] = await t.ctx.db
      .select()
      .from(bankRecLedgerEntries)
      .where(eq(bankRecLedgerEntries.id, p?.ledgerId ?? ''));
    expect(entry?.status).toBe('open');
  });

  it('a line deleted under a live match leaves its item naming no line (as ON DELETE SET NULL did)', async () => {
    const [p] = await pairs(1);
    const made = json<{ data: { id: string } }>(
      await post('/api/bankRec/items/match', {
        bankTransactionIds: [p?.bankId],
        ledgerEntryIds: [p?.ledgerId],
      }),
    ).data;
    await t.ctx.db.execute(sql`delete from bank_transactions where id = ${p?.bankId ?? ''}`);
    const items = await queryRows(
      t.ctx.db,
      sql`select side, bank_transaction_id, live from match_items where match_id = ${made.id} order by side`,
    );
    expect(items).toEqual([
      { side: 'bank', bank_transaction_id: null, live: true },
      { side: 'ledger', bank_transaction_id: null, live: true },
    ]);
  });

  it('is refused to an employer-funds role', async () => {
    const ewa = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/bankRec/items/matches',
      headers: authed(ewa),
    });
    expect(res.statusCode).toBe(403);
  });
});

/**
 * Migration 0024 (ADR 0021): match items' references are checked once per statement by a trigger, not by
 * per-row foreign keys; the partial unique indexes still refuse a line in two live matches. Either
 * violation aborts the statement, and with it everything the transaction wrote.
 */
describe('integrity of bulk-written matches', () => {
  /** An auto match as auto-match writes it, on the given lines (balanced when the amounts agree). */
  function autoWrite(pair: { bankId: string; ledgerId: string; amount: number }, ledgerId = pair.ledgerId) {
    const item = (side: 'bank' | 'ledger', lineId: string) => ({
      side,
      lineId,
      amountMinor: pair.amount,
      snapshotJson: '{}',
    });
    return {
      id: orderedId(orderedIdPrefix(), 0),
      accountId: '4410029399',
      ruleId: 'test',
      score: 100,
      reasonsJson: '[]',
      engineVersion: 'test',
      items: [item('bank', pair.bankId), item('ledger', ledgerId)],
    } satisfies AutoMatchWrite;
  }
  const by = { actorUserId: null, trigger: 'test' };
  const write = (writes: AutoMatchWrite[]) =>
    t.database.bulk(
      (conn) => t.services.matching.writeAutoMatches(conn, orgId, encodeAutoMatches(orgId, writes, by)),
      { transaction: true },
    );
  const exists = async (matchId: string) =>
    (await t.ctx.db.select().from(matches).where(eq(matches.id, matchId))).length > 0;

  it('refuses an item naming a line that does not exist, and keeps nothing of the transaction', async () => {
    const [p] = await pairs(1);
    const bad = autoWrite({ ...p!, bankId: randomUUID() });
    await expect(write([bad])).rejects.toMatchObject({ code: '23503' });
    expect(await exists(bad.id)).toBe(false);
  });

  it('refuses items naming a match that was never written, and moves no summary', async () => {
    const [p] = await pairs(1);
    const orphan = autoWrite(p!);
    const summaries = () =>
      t.ctx.db.execute(
        sql`select state, sum(line_count)::int as lines from rec_line_summaries
             where organization_id = ${orgId} group by state order by state`,
      );
    const before = (await summaries()) as unknown as { rows: unknown[] };
    const { items } = encodeAutoMatches(orgId, [orphan], by);
    const rawWrite = t.database.bulk((conn) => conn.copyIn(items), { transaction: true });
    await expect(rawWrite).rejects.toMatchObject({ code: '23503' });
    const after = (await summaries()) as unknown as { rows: unknown[] };
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses matches, suggestions and audit entries naming an organisation, user or match that does not exist', async () => {
    // Checked once per statement (migration 0033), under the old foreign keys' names.
    const nobody = '00000000-0000-4000-8000-000000000001';
    const refusal = (query: ReturnType<typeof sql>) =>
      t.ctx.db.execute(query).then(
        () => null,
        (error: { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }) =>
          error.cause ?? error,
      );
    const match = (org: string, by: string | null) =>
      sql`insert into matches (organization_id, account_id, kind, rule_id, bank_total_minor, ledger_total_minor, created_by)
          values (${org}, 'X', 'manual', 'manual', 0, 0, ${by})`;
    expect(await refusal(match(nobody, null))).toMatchObject({
      code: '23503',
      constraint: 'matches_organization_id_organizations_id_fk',
    });
    expect(await refusal(match(orgId, nobody))).toMatchObject({
      code: '23503',
      constraint: 'matches_users_fk',
    });
    expect(
      await refusal(
        sql`insert into match_suggestions (organization_id, account_id, rule_id, score, bank_ids, ledger_ids, match_id)
            values (${orgId}, 'X', 'r', 50, '{}', '{}', ${nobody})`,
      ),
    ).toMatchObject({ code: '23503', constraint: 'match_suggestions_match_id_matches_id_fk' });
    expect(
      await refusal(
        sql`insert into audit_log (organization_id, actor_user_id, action) values (${orgId}, ${nobody}, 'test')`,
      ),
    ).toMatchObject({ code: '23503', constraint: 'audit_log_actor_user_id_users_id_fk' });
    // The other side: a user who made a match cannot be deleted.
    const [made] = await queryRows<{ created_by: string }>(
      t.ctx.db,
      sql`select created_by from matches where organization_id = ${orgId} and created_by is not null limit 1`,
    );
    expect(made).toBeDefined();
    expect(await refusal(sql`delete from users where id = ${made?.created_by ?? ''}`)).toMatchObject({
      code: '23503',
    });
  });

  /** A ledger entry of another organisation. */
  const foreignEntry = async () => {
    const other = await t.ctx.db.execute(
      sql`select id from bank_rec_ledger_entries where organization_id <> ${orgId} limit 1`,
    );
    const id = (other as unknown as { rows: { id: string }[] }).rows[0]?.id;
    expect(id).toBeDefined();
    return id!;
  };

  it("the database refuses an item naming another organisation's ledger entry, whoever writes it", async () => {
    // auto-match refuses it before (the entry is not among the organisation's open ones: below); the
    // items' reference check refuses it for any writer.
    const [p] = await pairs(1);
    const bad = autoWrite(p!, await foreignEntry());
    const rawWrite = t.database.bulk(
      async (conn) => {
        // The match and its items without the ledger update writeAutoMatches makes first.
        const encoded = encodeAutoMatches(orgId, [bad], by);
        await conn.copyIn(encoded.matches);
        await conn.copyIn(encoded.items);
      },
      { transaction: true },
    );
    await expect(rawWrite).rejects.toMatchObject({ code: '23503' });
    expect(await exists(bad.id)).toBe(false);
    await expect(write([bad])).rejects.toMatchObject({ status: 409, code: 'conflict' });
    expect(await exists(bad.id)).toBe(false);
  });

  it('refuses two live matches of one bank line written together, and keeps neither', async () => {
    const [p, q] = await pairs(2);
    const first = autoWrite(p!);
    // A second match of another ledger entry claiming the first one's bank line (a later id).
    const second = autoWrite({ ...q!, bankId: p!.bankId });
    second.id = orderedId(orderedIdPrefix(), 1);
    await expect(write([first, second])).rejects.toMatchObject({ code: '23505' });
    expect(await exists(first.id)).toBe(false);
    // The entries' statuses, written before the items in the same transaction, are rolled back too.
    for (const ledgerId of [p!.ledgerId, q!.ledgerId]) {
      const [entry] = await t.ctx.db
        .select()
        .from(bankRecLedgerEntries)
        .where(eq(bankRecLedgerEntries.id, ledgerId));
      expect(entry?.status).toBe('open');
    }
  });

  it('refuses two matches claiming one ledger entry before writing any item', async () => {
    const [p, q] = await pairs(2);
    const first = autoWrite(p!);
    const second = autoWrite(q!, p!.ledgerId);
    second.id = orderedId(orderedIdPrefix(), 1);
    await expect(write([first, second])).rejects.toMatchObject({ status: 409, code: 'conflict' });
    expect(await exists(first.id)).toBe(false);
  });

  it('writes a valid one, and refuses deleting a match that still has items', async () => {
    const [p] = await pairs(1);
    const good = autoWrite(p!);
    await write([good]);
    expect(await exists(good.id)).toBe(true);
    await expect(
      t.database.bulk((conn) => conn.query('delete from matches where id = $1', [good.id]), {
        transaction: true,
      }),
    ).rejects.toMatchObject({ code: '23503' });
  });
});
