// `npm test`: install what is missing, then lint, typecheck, unit, integration (PGlite; PostgreSQL too when
// TEST_DATABASE_URL is set) and browser tests. Prints one closing line with the totals.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, must, root, run } from './lib.mjs';

const reports = path.join(root, 'e2e/.artifacts/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

ensureInstalled();
ensureChromium();

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

step('lint', 'npx', ['biome', 'check', '.']);
step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
vitest('unit', 'unit', {});
// The worker-process test is PostgreSQL by nature (it uses the machine's when TEST_DATABASE_URL is unset):
// when a PostgreSQL pass follows, it runs there only, so it runs once either way.
const POSTGRES_ONLY = 'apps/server/test/worker-process.int.test.ts';
vitest(
  'integration (PGlite)',
  'integration',
  { TEST_DATABASE_URL: '' },
  process.env.TEST_DATABASE_URL ? ['--exclude', POSTGRES_ONLY] : [],
);
if (process.env.TEST_DATABASE_URL) {
  vitest('integration (PostgreSQL)', 'integration', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
}
step('web build', 'npm', ['run', 'build', '-w', '@clearline/web']);
playwright();

console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);

function step(name, command, args, env = {}, cwd = root) {
  console.log(`\n=== ${name} ===`);
  const status = run(command, args, { env: { ...process.env, ...env }, cwd });
  if (status !== 0) failures.push(name);
  return status;
}

function vitest(name, project, env, extraArgs = []) {
  const out = path.join(reports, `vitest-${project}-${Date.now()}.json`);
  step(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...extraArgs,
    ],
    env,
  );
  if (!existsSync(out)) return;
  const report = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function playwright() {
  const out = path.join(reports, 'playwright.json');
  step(
    'browser (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    path.join(root, 'e2e'),
  );
  if (!existsSync(out)) return;
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages...');
  must('apt-get', ['update', '-qq']);
  must('apt-get', ['install', '-y', '-qq', 'chromium']);
}
