import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure logic, fast), `integration` (the HTTP API on a real database: PGlite by
// default, PostgreSQL when TEST_DATABASE_URL is set) and `corpus` (the parsers against third-party bank
// files kept outside the repository, in CORPUS_DIR; `npm run test:corpus`). Only `corpus` reads outside.
const corpusDir = resolve(process.env.CORPUS_DIR ?? '../shared/corpus');

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.int.test.ts', '**/*.corpus.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['scripts/unit-clock-setup.ts'],
          // Property tests run thousands of cases; on a busy 2-core machine they need more than 5 s.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.int.test.ts'],
          // Migrates and seeds once per run; each file starts from a copy (apps/server/test/global-setup.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: true,
          maxWorkers: 2,
          // Each file builds its own app on its own database (harness.ts) and keeps no state in modules, so
          // a worker's files share one module graph: importing the server anew cost each file about 5 s.
          isolate: false,
        },
      },
      {
        test: {
          name: 'corpus',
          include: ['packages/*/src/**/*.corpus.test.ts'],
          // Fails every file, naming the path it looked at, when the corpus is not there.
          setupFiles: ['scripts/corpus-setup.ts'],
          env: { CORPUS_DIR: corpusDir },
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
