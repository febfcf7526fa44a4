// `npm test`: install what is missing, then lint, typecheck, unit, integration (PGlite; PostgreSQL too when
// TEST_DATABASE_URL is set) and browser tests. Prints one closing line with the totals.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, must, POSTGRES_ONLY, root, run } from './lib.mjs';

const reports = path.join(root, 'e2e/.artifacts/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

ensureInstalled();
ensureChromium();

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// The names of the failed tests, repeated at the end: CI's log is read from its tail.
const failedTests = [];
/** Browser tests that failed once and passed on their retry (CI retries once): counted as passed, named. */
const flakyTests = [];

step('lint', 'npx', ['biome', 'check', '.']);
step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
vitest('unit', 'unit', {});
// Tests of real processes are PostgreSQL by nature (they use the machine's when TEST_DATABASE_URL is unset):
// when a PostgreSQL pass follows, they run there only, so each runs once either way.
vitest(
  'integration (PGlite)',
  'integration',
  { TEST_DATABASE_URL: '' },
  process.env.TEST_DATABASE_URL ? POSTGRES_ONLY.flatMap((file) => ['--exclude', file]) : [],
);
if (process.env.TEST_DATABASE_URL) {
  vitest('integration (PostgreSQL)', 'integration', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
}
step('web build', 'npm', ['run', 'build', '-w', '@clearline/web']);
playwright();

console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
for (const test of failedTests) console.log(`  failed: ${test}`);
for (const test of flakyTests) console.log(`  passed on its retry: ${test}`);
// A step that failed without a failed test (lint, typecheck, a browser server that never started) still
// counts: the closing line must never read "0 failed" when something did.
if (failures.length > 0 && totals.failed === 0) totals.failed = failures.length;
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);

function step(name, command, args, env = {}, cwd = root) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const status = run(command, args, { env: { ...process.env, ...env }, cwd });
  // Each step's time, so CI's 20-minute budget can be spent where it shows.
  console.log(`=== ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
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
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failedTests.push(`${name}: ${path.relative(root, file.name)} > ${test.fullName}`);
    // A file that failed to load (a syntax error, a hook that threw) has no failed test of its own.
    if (file.status === 'failed' && failed.length === 0)
      failedTests.push(`${name}: ${path.relative(root, file.name)}: ${(file.message ?? '').split('\n')[0]}`);
  }
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
  const { stats, suites } = JSON.parse(readFileSync(out, 'utf8'));
  collectFailedSpecs(suites ?? []);
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

function collectFailedSpecs(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const failed = (spec.tests ?? []).some((test) => test.status === 'unexpected');
      if (failed) failedTests.push(`browser: ${spec.file}:${spec.line} > ${spec.title}`);
      const flaky = (spec.tests ?? []).some((test) => test.status === 'flaky');
      if (flaky) flakyTests.push(`browser: ${spec.file}:${spec.line} > ${spec.title}`);
    }
    collectFailedSpecs(suite.suites ?? []);
  }
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
