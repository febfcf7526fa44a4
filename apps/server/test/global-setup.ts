import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../src/db/seed/demo';
import { openDatabase } from '../src/platform/db';

/**
 * Migrates and seeds the demo data once per run instead of once per test file (about 11 s each on
 * PGlite): a data-directory dump of a seeded PGlite, or a seeded template database on TEST_DATABASE_URL's
 * server. Each test file still gets its own copy (harness.ts), so files stay independent.
 */
export type SeededDatabase = { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

async function withAdmin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = `clearline_tpl_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await withAdmin(baseUrl, (c) => c.query(`create database ${template}`));
    const url = new URL(baseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    try {
      await database.migrate();
      await seedDemo(database.db);
    } finally {
      await database.close();
    }
    project.provide('seededDatabase', { kind: 'postgres', template });
    return async () => {
      await withAdmin(baseUrl, (c) => c.query(`drop database if exists ${template} with (force)`));
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'clearline-seeded-'));
  const dumpPath = path.join(dir, 'pglite-datadir.tar');
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemo(database.db);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('the embedded database cannot dump its data directory');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('seededDatabase', { kind: 'pglite', dumpPath });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
