import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Runs `work` on a connection to `baseUrl` (the server's admin database), closed afterwards. */
async function withAdmin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on `baseUrl`'s server, named `<prefix>_<random>`, empty or a copy of `template`; `drop`
 * removes it even while connections are open.
 */
export async function createThrowawayDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdmin(baseUrl, (c) =>
    c.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withAdmin(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
