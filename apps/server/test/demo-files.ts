import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { importDemoEwaFiles } from '../src/db/seed/demo-ewa-import';
import { loadConfig } from '../src/platform/config';
import type { Database } from '../src/platform/db';

/**
 * What the first start imports after the seed and every test database needs: Demo Wage Access's partner
 * settlement files through the real pipeline (its advances, repayments and fees). The bank side is left
 * to each test file, as the bureau's statements are (importDemoStatements / importDemoEwaFiles), and no
 * auto-match runs, so the tests start from open lines.
 */
export async function seedDemoFiles(database: Database): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clearline-seed-files-'));
  const config = loadConfig({ WEB_DIST_DIR: '/nonexistent', DATA_DIR: dataDir }, []);
  const { app, ctx, services } = await buildApp({ config, database, quiet: true });
  try {
    await app.ready();
    await importDemoEwaFiles(ctx, services.imports, { statements: false });
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
