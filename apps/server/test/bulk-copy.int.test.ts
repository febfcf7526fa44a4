import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachCopyRow } from '../src/platform/copy-text';
import { CsvRowsBuilder } from '../src/platform/csv-rows';
import { createTestApp, type TestApp } from './harness';

/**
 * The bulk connection's COPY both ways (platform/bulk.ts: copyOut, copyIn), on the run's database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL): what auto-match reads its open lines and writes its
 * rows with (ADR 0032). Text that needs escaping comes back as it was stored, and the parameters COPY
 * cannot take are written in as literals that cannot break out of the query.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const HARD = ['tab\there', 'line\nbreak\r', 'back\\slash \\N', '"quoted", comma', '', 'Café 東京 💶'];

/** A PostgreSQL array literal of texts: each quoted, its backslashes and quotes escaped. */
const pgArray = (texts: string[]) => `{${texts.map((h) => `"${h.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

async function copiedOut(text: string, params: unknown[], width: number) {
  const bytes = await t.database.bulk((conn) => conn.copyOut(text, params), { transaction: false });
  const rows: (string | null)[][] = [];
  forEachCopyRow(bytes, width, (fields) => rows.push([...fields]));
  return rows;
}

describe('COPY out and in on a bulk connection', () => {
  it('reads text back exactly as stored, NULL as null, with parameters as escaped literals', async () => {
    const rows = await copiedOut(
      'select v, $1::text as p, null::text as n, $2::int as i from unnest($3::text[]) as v',
      ["it's a \\ parameter; drop table users; --", 7, pgArray(HARD)],
      4,
    );
    expect(rows.map((r) => r[0])).toEqual(HARD);
    for (const r of rows)
      expect(r.slice(1)).toEqual(["it's a \\ parameter; drop table users; --", null, '7']);
  });

  it('writes encoded rows in one statement: all of them, or none when one is refused', async () => {
    await t.database.bulk((conn) => conn.query('create table copy_in_probe (id int primary key, v text)'), {
      transaction: false,
    });
    const rows = new CsvRowsBuilder('copy_in_probe', ['id', 'v']);
    for (const [i, h] of HARD.entries()) rows.add([i, h]);
    rows.add([100, null]);
    const stored = await t.database.bulk((conn) => conn.copyIn(rows.done()), { transaction: true });
    expect(stored).toBe(HARD.length + 1);
    const back = await copiedOut('select v from copy_in_probe order by id', [], 1);
    expect(back.map((r) => r[0])).toEqual([...HARD, null]);

    const clash = new CsvRowsBuilder('copy_in_probe', ['id', 'v']);
    clash.add([200, 'new']);
    clash.add([0, 'a second row 0']);
    await expect(
      t.database.bulk((conn) => conn.copyIn(clash.done()), { transaction: true }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await copiedOut('select count(*) from copy_in_probe', [], 1)).toEqual([[String(HARD.length + 1)]]);
  });

  it('refuses a parameter it cannot write as a literal, running nothing', async () => {
    await expect(copiedOut('select $1::text', [{ not: 'text' }], 1)).rejects.toThrow(
      'a parameter COPY cannot take: object',
    );
    await expect(copiedOut('select $2::text', ['one'], 1)).rejects.toThrow('no parameter $2 for COPY');
  });
});
