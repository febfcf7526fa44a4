import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../src/db/seed/demo';
import { openDatabase } from '../src/platform/db';
import { seedDemoFiles } from './demo-files';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * Migrates and seeds the demo data once per run instead of once per test file (about 11 s each on
 * PGlite), with the wage-access organisation's files imported through the pipeline (seedDemoFiles): a data-directory dump of a seeded PGlite, or a seeded template database on TEST_DATABASE_URL's
 * server. Each test file still gets its own copy (harness.ts), so files stay independent.
 */
export type SeededDatabase = { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = await createThrowawayDatabase(baseUrl, 'clearline_tpl');
    const database = await openDatabase({ url: template.url, poolSize: 2 });
    try {
      await database.migrate();
      await seedDemo(database);
      await seedDemoFiles(database);
    } finally {
      await database.close();
    }
    project.provide('seededDatabase', { kind: 'postgres', template: template.name });
    return template.drop;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'clearline-seeded-'));
  const dumpPath = path.join(dir, 'pglite-datadir.tar');
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemo(database);
    await seedDemoFiles(database);
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
