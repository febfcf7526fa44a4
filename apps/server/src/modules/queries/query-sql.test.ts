import { QuerySpec, type QuerySpecInput } from '@clearline/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { queryColumns, queryPageSql, queryTotalsSql, type ResolvedQuery } from './query-sql';

const dialect = new PgDialect();
const ORG = '5d0c1c4e-0000-4000-8000-000000000001';
const resolved = (
  input: QuerySpecInput,
  cents: { amountMin?: number; amountMax?: number } = {},
): ResolvedQuery => ({
  organizationId: ORG,
  spec: QuerySpec.parse(input),
  timeZone: 'America/New_York',
  ...cents,
});
const render = (q: ResolvedQuery, after: { k: string; id: string } | null = null) =>
  dialect.sqlToQuery(queryPageSql(q, after, 50, 100));

describe('a query as SQL', () => {
  it('binds every typed value as a parameter, never as SQL text', () => {
    const hostile = "x'); drop table matches; --";
    const { sql, params } = render(
      resolved({
        subject: 'ledger',
        area: 'bankRec',
        filters: { text: hostile, code: hostile, party: hostile, accountId: hostile, dateFrom: '2026-01-01' },
      }),
    );
    expect(sql).not.toContain('drop table');
    expect(params).toContain(hostile);
    expect(params).toContain(`%${hostile}%`);
    expect(params).toContain('2026-01-01');
    expect(params).toContain(ORG);
  });

  it("escapes LIKE's wildcards so a % or _ matches itself", () => {
    const { params } = render(resolved({ subject: 'bank', area: 'bankRec', filters: { text: '100%_\\' } }));
    expect(params).toContain('%100\\%\\_\\\\%');
  });

  it('adds a condition only for the filters that are set, amounts in cents', () => {
    const bare = render(resolved({ subject: 'ledger', area: 'bankRec' })).sql;
    expect(bare).not.toMatch(/amount_minor >=|transaction_date >=|ilike|e\.status =/);
    const { sql, params } = render(
      resolved(
        { subject: 'ledger', area: 'ewa', filters: { amountMin: '-1.5', status: 'open' } },
        { amountMin: -150 },
      ),
    );
    expect(sql).toContain('e.amount_minor >= $');
    expect(sql).toContain('e.status = $');
    expect(params).toEqual(expect.arrayContaining([-150, 'open', 'ewa']));
  });

  it("reads bank lines and matches through the area's bank accounts", () => {
    for (const subject of ['bank', 'matches'] as const) {
      const { sql, params } = render(resolved({ subject, area: 'ewa' }));
      expect(sql).toMatch(/account_id in \(select a\.account_id from bank_rec_bank_accounts a/);
      expect(params).toEqual(expect.arrayContaining([ORG, 'ewa']));
    }
  });

  it('maps a match status to what matches store, and a day matched to the organisation zone', () => {
    const { sql, params } = render(
      resolved({
        subject: 'matches',
        area: 'bankRec',
        filters: { status: 'void', matchedFrom: '2026-01-02' },
      }),
    );
    expect(params).toEqual(expect.arrayContaining(['undone', '2026-01-02', 'America/New_York']));
    expect(sql).toContain('at time zone $');
  });

  it('orders by the sort then the id, and continues after a key in the same direction', () => {
    const desc = resolved({ subject: 'ledger', area: 'bankRec', sort: { key: 'party', dir: 'desc' } });
    const first = render(desc).sql;
    expect(first).toMatch(
      /order by e\.co_id desc, e\.transaction_date desc, e\.id desc limit \$\d+ offset \$\d+/,
    );
    const next = render(desc, { k: JSON.stringify(['ACME-01', '2026-01-05']), id: ORG });
    expect(next.sql).toContain('(e.co_id, e.transaction_date, e.id) < ($');
    expect(next.sql).toContain('::text, $');
    expect(next.params).toEqual(expect.arrayContaining(['ACME-01', '2026-01-05', ORG]));
    const asc = render(
      resolved({ subject: 'matches', area: 'bankRec', sort: { key: 'amount', dir: 'asc' } }),
      {
        k: '["100"]',
        id: ORG,
      },
    );
    expect(asc.sql).toContain('(m.bank_total_minor, m.id) > ($');
  });

  it('sums the subject amount over the whole result', () => {
    const { sql } = dialect.sqlToQuery(queryTotalsSql(resolved({ subject: 'matches', area: 'bankRec' })));
    expect(sql).toMatch(
      /^select count\(\*\)::int as count, coalesce\(sum\(m\.bank_total_minor\), 0\)::text as amount/,
    );
  });

  it("names the party column by the area's party", () => {
    expect(queryColumns('ledger', 'bankRec').find((c) => c.key === 'party')?.label).toBe('Customer');
    expect(queryColumns('ledger', 'ewa').find((c) => c.key === 'party')?.label).toBe('Employer');
    expect(
      queryColumns('matches', 'bankRec')
        .filter((c) => c.total)
        .map((c) => c.key),
    ).toEqual(['amount', 'bookAmount', 'difference']);
  });
});

describe('the query contract', () => {
  const issues = (input: unknown) => {
    const parsed = QuerySpec.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
  };

  it('refuses filters a subject does not have, statuses and sorts of another subject, and reversed ranges', () => {
    expect(issues({ subject: 'bank', area: 'bankRec', filters: { party: 'A' } })).toEqual(['filters.party']);
    expect(issues({ subject: 'bank', area: 'bankRec', filters: { status: 'void' } })).toEqual([
      'filters.status',
    ]);
    expect(issues({ subject: 'matches', area: 'bankRec', sort: { key: 'date', dir: 'asc' } })).toEqual([
      'sort.key',
    ]);
    expect(
      issues({ subject: 'ledger', area: 'bankRec', filters: { amountMin: '10.00', amountMax: '9.99' } }),
    ).toEqual(['filters.amountMax']);
    expect(
      issues({
        subject: 'ledger',
        area: 'bankRec',
        filters: { dateFrom: '2026-02-01', dateTo: '2026-01-31' },
      }),
    ).toEqual(['filters.dateTo']);
    expect(issues({ subject: 'ledger', area: 'bankRec', filters: { other: 'x' } })).toEqual(['filters']);
  });

  it('sorts newest first unless told', () => {
    expect(QuerySpec.parse({ subject: 'matches', area: 'ewa' }).sort).toEqual({
      key: 'matchedAt',
      dir: 'desc',
    });
    expect(QuerySpec.parse({ subject: 'bank', area: 'ewa' }).sort).toEqual({ key: 'date', dir: 'desc' });
  });
});
