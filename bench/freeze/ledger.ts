import { createReadStream } from 'node:fs';
import { createStatementParser, type StatementRow } from '@clearline/domain/statements';
import type { Database } from '../../apps/server/src/platform/db';

/**
 * The book side of the freeze benchmark: one open ledger entry per line of a generated statement (same
 * account, day and signed amount; a paid check carries its number), so the auto-match that follows the
 * statement's import has real work: exact pairs, checks, and the duplicate amounts the generator's skew
 * towards small payments makes (suggestions). Written through the app's own bulk connection.
 */

const COLUMNS = [
  'organization_id',
  'check_no',
  'details',
  'amount_minor',
  'transaction_date',
  'co_id',
  'account',
  'account_id',
  'status',
  'source',
];

export async function seedLedgerFromStatement(
  database: Database,
  organizationId: string,
  file: string,
): Promise<number> {
  const rows: StatementRow[] = [];
  const parser = createStatementParser(
    'bai2',
    { row: (row) => void rows.push(row), balance: () => undefined, issue: () => undefined },
    {},
  );
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 }))
    parser.push(chunk as Buffer);
  parser.end();
  return database.bulk(
    async (conn) => {
      const clients = await conn.query<{ co_id: string }>(
        'select co_id from bank_rec_clients where organization_id = $1 order by co_id',
        [organizationId],
      );
      const coIds = clients.rows.map((c) => c.co_id);
      const ledgerAccounts = await conn.query<{ account_name: string }>(
        'select account_name from bank_rec_ledger_accounts where organization_id = $1 order by 1 limit 1',
        [organizationId],
      );
      const ledgerAccount = ledgerAccounts.rows[0]?.account_name ?? '';
      const out = conn.writer('bank_rec_ledger_entries', COLUMNS);
      for (const [i, row] of rows.entries()) {
        const check = row.typeCode === '475' ? row.customerReference : '';
        await out.write([
          organizationId,
          check,
          `BENCH ${row.text}`.slice(0, 60),
          row.amountMinor,
          row.valueDate,
          coIds[i % coIds.length] ?? '',
          ledgerAccount,
          row.accountNumber,
          'open',
          'import',
        ]);
      }
      return out.end();
    },
    { transaction: true },
  );
}
