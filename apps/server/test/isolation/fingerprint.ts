import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../src/platform/db';

/**
 * A fingerprint of everything the victim organisations own: per table, the number of their rows and the
 * newest row version (`xmin`, the transaction that wrote it: any insert or update moves it, any delete
 * moves the count). Two equal fingerprints mean no call wrote a row of theirs in between.
 */
export type Fingerprint = Map<string, string>;

/**
 * Tables that carry no organisation and are left out, each for a reason: written by every request or by
 * the server itself, never holding a tenant's records.
 */
const UNSCOPED_TABLES_LEFT_OUT: Record<string, string> = {
  server_keys: "the server's signing keys",
  health_samples: 'server-wide samples the health monitor writes on its own clock',
  email_outbox: "mail to an address, written with the sender's own changes",
  mfa_challenges: 'sign-in challenges of whoever signs in',
  oidc_logins: 'external sign-in attempts, before anyone is known',
  __drizzle_migrations: 'the migration log',
  rate_limit_hits: "sign-in attempts counted per client address and route, shared by the server's processes",
  socket_io_attachments: "socket.io's large event payloads between processes, deleted after 30 s",
};

/** How to count the victims' rows of the tables without an organisation column (the rest: left out). */
const scopeOfUnscoped = (table: string, orgs: string): string | null => {
  if (table === 'organizations') return `id in (${orgs})`;
  if (table === 'import_issues')
    return `import_id in (select id from imports where organization_id in (${orgs}))`;
  if (table === 'users') return `id in (select user_id from memberships where organization_id in (${orgs}))`;
  if (table === 'mfa_factors')
    return `user_id in (select user_id from memberships where organization_id in (${orgs}))`;
  return null;
};

const quote = (id: string) => `'${id.replace(/'/g, "''")}'`;

/** Builds the one statement that fingerprints the victims' rows (tables read once, at the start). */
export async function fingerprinter(
  database: Database,
  victimOrgs: string[],
  callers: string[],
): Promise<{ take: () => Promise<Fingerprint>; unscoped: string[] }> {
  const tables = await queryRows<{ table_name: string; scoped: boolean }>(
    database.db,
    sql`select t.table_name,
               exists (select 1 from information_schema.columns c
                        where c.table_schema = 'public' and c.table_name = t.table_name
                          and c.column_name = 'organization_id') as scoped
          from information_schema.tables t
         where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
         order by t.table_name`,
  );
  const orgs = victimOrgs.map(quote).join(',');
  const spare = callers.map(quote).join(',') || 'null';
  const parts: string[] = [];
  const unscoped: string[] = [];
  for (const { table_name: table, scoped } of tables) {
    // The callers' own sessions move on every request (their last use): those are not the victims' rows.
    const where =
      table === 'sessions'
        ? `organization_id in (${orgs}) and user_id not in (${spare})`
        : scoped
          ? `organization_id in (${orgs})`
          : scopeOfUnscoped(table, orgs);
    if (where === null) {
      if (!(table in UNSCOPED_TABLES_LEFT_OUT)) unscoped.push(table);
      continue;
    }
    parts.push(
      `select '${table}' as t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as f from "${table}" where ${where}`,
    );
  }
  const statement = sql.raw(parts.join('\nunion all\n'));
  return {
    unscoped,
    take: async () => {
      const rows = await queryRows<{ t: string; f: string }>(database.db, statement);
      return new Map(rows.map((r) => [r.t, r.f]));
    },
  };
}

/** The tables whose fingerprint moved between two takes. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}
