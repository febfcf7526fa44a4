import { sql } from 'drizzle-orm';
import * as openpgp from 'openpgp';
import { memberships, organizations, users } from '../../src/db/schema/index';
import { DEMO_BUREAU, DEMO_WAGE_ACCESS } from '../../src/db/seed/demo';
import { accounts } from '../../src/modules/auth/index';
import { clock } from '../../src/platform/clock';
import { queryRows } from '../../src/platform/db';
import { organizationIdOf, type Session, sessionFor } from '../bank-rec-fixtures';
import type { TestApp } from '../harness';

/**
 * The organisations whose records the isolation suite tries to reach: the two demo organisations, with
 * the bureau's last month of statements imported and records of every kind made here (matches and
 * suggestions by one account's auto-match run). The attacker's organisation and the victims' members
 * without a route's role are made with `attacker` and `memberOf`.
 */
export interface Victims {
  bureau: string;
  wage: string;
  /** Real ids of the victims, by kind: the bureau's first, then the wage-access organisation's. */
  ids: Map<string, string[]>;
  /** Every uuid of a victim's row: one of them in an answer to an outsider is a leak. */
  uuids: Set<string>;
  /** Distinctive text of the victims (names, e-mail domain, the fixtures' marker). */
  words: string[];
  ops: Session;
}

export const SECRET = 'Isolation secret';
const PASSWORD = 'Isolation-suite-1';

/** Makes a user with these roles in an organisation and signs them in. */
export async function memberOf(t: TestApp, organizationId: string, email: string, roleIds: number[]) {
  const [user] = await t.ctx.db
    .insert(users)
    .values({ email, passwordHash: await accounts.hashPassword(PASSWORD), displayName: email.split('@')[0] })
    .returning({ id: users.id });
  await t.ctx.db
    .insert(memberships)
    .values({ userId: user?.id ?? '', organizationId, roleIds, isDefault: true });
  return { userId: user?.id ?? '', session: await sessionFor(t, email, PASSWORD) };
}

/** The attacker: an organisation with both areas on, whose one member holds management (every area). */
export async function attacker(t: TestApp) {
  const [org] = await t.ctx.db
    .insert(organizations)
    .values({
      name: 'Attacker Bureau',
      settings: {
        features: { bankRec: true, ewa: true },
        idle: { idleLogOut: 30, remainingTime: 2 },
        customerIdPattern: '^[A-Za-z0-9_&\\- ]+$',
        allowDelete: true,
      },
    })
    .returning({ id: organizations.id });
  return {
    organizationId: org?.id ?? '',
    ...(await memberOf(t, org?.id ?? '', 'mallory@attacker.test', [110])),
  };
}

async function expectCreated(what: string, res: { statusCode: number; body: string }) {
  if (res.statusCode >= 300) throw new Error(`fixture ${what} failed: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as Record<string, unknown> & { id?: string; data?: Record<string, unknown> };
}

/** Records the demo seed does not make, made through the API as the bureau's manager. */
async function makeRecords(t: TestApp, ops: Session) {
  const inject = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${ops.token}` } });
  await expectCreated(
    'invitation',
    await ops.post('/api/admin/users/invite', { email: 'invitee@demo.test', roleIds: [128] }),
  );
  // Board numbers count per organisation: the victim's is above any the attacker's calls can make.
  for (const spare of ['one', 'two']) await ops.post('/api/rec/boards', { name: `${SECRET} ${spare}` });
  const board = await expectCreated('board', await ops.post('/api/rec/boards', { name: `${SECRET} board` }));
  const n = board.number as number;
  const list = await expectCreated(
    'list',
    await ops.post(`/api/rec/boards/${n}/lists`, { name: `${SECRET} list` }),
  );
  await expectCreated(
    'label',
    await ops.post(`/api/rec/boards/${n}/labels`, { name: `${SECRET} label`, class: 'red' }),
  );
  const card = await expectCreated(
    'card',
    await ops.post(`/api/rec/boards/${n}/cards`, { listId: list.id, name: `${SECRET} card` }),
  );
  await expectCreated(
    'comment',
    await ops.post(`/api/rec/boards/${n}/cards/${card.id}/comments`, { message: SECRET }),
  );
  const boundary = '----isolation-fixture';
  await expectCreated(
    'attachment',
    await t.app.inject({
      method: 'POST',
      url: `/api/rec/boards/${n}/cards/${card.id}/attachments`,
      headers: {
        authorization: `Bearer ${ops.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="secret.txt"\r\nContent-Type: text/plain\r\n\r\n${SECRET}\r\n--${boundary}--\r\n`,
    }),
  );
  await expectCreated(
    'saved query',
    await inject('POST', '/api/rec/query/saved', {
      name: `${SECRET} query`,
      spec: { subject: 'ledger', area: 'bankRec', filters: {}, sort: { key: 'date', dir: 'asc' } },
    }),
  );
  // Issue 19: two key pairs (the older one deletable) and a bank key.
  for (const n of [1, 2])
    await expectCreated(
      'pgp key pair',
      await inject('POST', '/api/rec/encryption/orgKeys', {
        name: `${SECRET} ${n}`,
        email: 'keys@demo.test',
      }),
    );
  const bankKey = await openpgp.generateKey({
    date: clock(),
    type: 'ecc',
    curve: 'ed25519Legacy',
    userIDs: [{ name: `${SECRET} bank`, email: 'bank@demo.test' }],
    format: 'armored',
  });
  await expectCreated(
    'pgp bank key',
    await inject('POST', '/api/rec/encryption/bankKeys', {
      name: `${SECRET} bank`,
      armoredKey: bankKey.publicKey,
    }),
  );
  await expectCreated(
    'export',
    await ops.post('/api/bankRec/report/export', {
      reportId: 'unmatched-items',
      parameters: {},
      format: 'csv',
    }),
  );
  await expectCreated(
    'auto-match run',
    await ops.post('/api/bankRec/items/autoMatch', { accountId: '4410029399' }),
  );
  // Listing the tasks opens the period's reconciliation tasks.
  await expectCreated('tasks', await ops.get('/api/rec/workflow/tasks'));
  await t.ctx.jobs.drain();
  // Whether that run leaves a suggestion depends on where the demo's dates fall (from 05:00 UTC on
  // 2026-11-30 it confirmed every line it matched): a pending suggestion of one of the account's bank lines
  // and open entries is written here, so every day has one to aim at.
  const bureau = await organizationIdOf(t, DEMO_BUREAU);
  await t.ctx.db.execute(
    sql`insert into match_suggestions (organization_id, account_id, rule_id, score, bank_ids, ledger_ids)
        select ${bureau}, '4410029399', 'isolation-fixture', 50, array[b.id], array[e.id]
          from (select id from bank_transactions
                 where organization_id = ${bureau} and account_id = '4410029399' order by id limit 1) b,
               (select id from bank_rec_ledger_entries
                 where organization_id = ${bureau} and account_id = '4410029399' and status = 'open'
                 order by id limit 1) e`,
  );
}

/** The first row id of a table for each victim, by a SQL fragment (bureau's first, then wage's). */
async function firstOf(
  t: TestApp,
  orgs: string[],
  select: string,
  from: string,
  extra = 'true',
  order = '1',
) {
  const out: string[] = [];
  for (const org of orgs) {
    const rows = await queryRows<{ v: string }>(
      t.ctx.db,
      sql.raw(
        `select (${select})::text as v from ${from} where organization_id = '${org}' and ${extra} order by ${order} limit 1`,
      ),
    );
    if (rows[0]?.v) out.push(rows[0].v);
  }
  return out;
}

export async function victims(t: TestApp): Promise<Victims> {
  const { importDemoStatements } = await import('../../src/db/seed/demo-statements-import');
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 1 });
  const bureau = await organizationIdOf(t, DEMO_BUREAU);
  const wage = await organizationIdOf(t, DEMO_WAGE_ACCESS);
  const ops = await sessionFor(t, 'ops@demo.test');
  await makeRecords(t, ops);
  const orgs = [bureau, wage];
  const of = (select: string, from: string, extra?: string, order?: string) =>
    firstOf(t, orgs, select, from, extra, order);
  const ids = new Map<string, string[]>([
    ['organization', orgs],
    ['role', ['128', '135']],
    ['user', await of('user_id', 'memberships', "role_ids <> '{110}'")],
    ['invitation', await of('id', 'invitations')],
    ['ledgerEntry', await of('id', 'bank_rec_ledger_entries')],
    ['bankTransaction', await of('id', 'bank_transactions')],
    [
      'account',
      [...(await of('id', 'bank_rec_bank_accounts')), ...(await of('account_id', 'bank_rec_bank_accounts'))],
    ],
    ['configLedger', await of('id', 'bank_rec_ledgers')],
    ['ledgerCode', await of('ledger_id', 'bank_rec_ledgers')],
    ['configLedgerAccount', await of('id', 'bank_rec_ledger_accounts')],
    ['configTransactionCode', await of('id', 'bank_rec_transaction_codes')],
    ['configRecType', await of('id', 'rec_reconciling_types')],
    ['customer', await of('co_id', 'bank_rec_clients')],
    ['partner', await of('partner', 'ewa_partners')],
    ['import', await of('id', 'imports')],
    ['match', await of('id', 'matches')],
    ['job', await of('id', 'jobs', "kind = 'auto-match'")],
    ['suggestion', await of('id', 'match_suggestions')],
    ['export', await of('id', 'jobs', "kind = 'report-export'")],
    ['slug', await of('slug', 'product_lines')],
    ['endpoint', await of('id', 'product_endpoints')],
    ['component', await of('id', 'product_components')],
    ['board', await of('number', 'boards', 'number > 1', 'number desc')],
    ['list', await of('id', 'board_lists', 'task_state is null')],
    ['card', await of('id', 'board_cards')],
    ['label', await of('id', 'board_labels')],
    ['attachment', await of('id', 'board_card_attachments')],
    ['task', await of('id', 'reconciliation_tasks')],
    ['savedQuery', await of('id', 'saved_queries')],
    ['pgpOrgKey', await of('id', 'pgp_org_keys', 'not current')],
    ['pgpBankKey', await of('id', 'pgp_bank_keys')],
  ]);
  return {
    bureau,
    wage,
    ids,
    uuids: await victimUuids(t, orgs),
    words: [DEMO_BUREAU, DEMO_WAGE_ACCESS, '@demo.test', SECRET],
    ops,
  };
}

/** Every `id` uuid of the victims' rows, read from every table with an organisation and a uuid id. */
async function victimUuids(t: TestApp, orgs: string[]): Promise<Set<string>> {
  const tables = await queryRows<{ table_name: string }>(
    t.ctx.db,
    sql`select c.table_name from information_schema.columns c
         where c.table_schema = 'public' and c.column_name = 'id' and c.data_type = 'uuid'
           and exists (select 1 from information_schema.columns o where o.table_schema = 'public'
                        and o.table_name = c.table_name and o.column_name = 'organization_id')`,
  );
  const list = orgs.map((o) => `'${o}'`).join(',');
  const out = new Set<string>(orgs);
  for (const { table_name } of tables) {
    const rows = await queryRows<{ id: string }>(
      t.ctx.db,
      sql.raw(`select id::text as id from "${table_name}" where organization_id in (${list})`),
    );
    for (const r of rows) out.add(r.id);
  }
  const people = await queryRows<{ id: string }>(
    t.ctx.db,
    sql.raw(`select distinct user_id::text as id from memberships where organization_id in (${list})`),
  );
  for (const r of people) out.add(r.id);
  return out;
}
