// `npm run test:dates`: the unit and integration suites (on the embedded database) under a list of awkward
// days, each pinned with CLEARLINE_TODAY, the one clock of the server, the seed and the tests. Outside CI's
// budget: run it before landing a change that touches dates, periods or the demo data.
//   npm run test:dates                                   # every day below
//   npm run test:dates -- 2027-03-01 2028-02-29          # only these (a date, or an ISO instant)
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, POSTGRES_ONLY, root, run } from './lib.mjs';

const DAYS = [
  ['2026-12-31', 'the last day of a year'],
  ['2027-01-01', 'New Year'],
  ['2027-02-01', 'a Monday after a month-end weekend'],
  ['2027-02-28', '28 February, the last day of a month, a Sunday'],
  ['2027-03-01', 'the first day of a month'],
  ['2028-02-29', '29 February'],
  ['2027-03-31T23:30:00-04:00', "a month's last half hour in New York (already April in UTC)"],
];

const asked = process.argv.slice(2);
const days = asked.length > 0 ? asked.map((day) => [day, 'asked for']) : DAYS;
const reports = path.join(root, 'e2e/.artifacts/reports/dates');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
ensureInstalled();

const results = [];
for (const [day, why] of days) {
  console.log(`\n=== CLEARLINE_TODAY=${day} (${why}) ===`);
  const result = { day, passed: 0, failed: 0, failures: [] };
  for (const project of ['unit', 'integration']) {
    const out = path.join(reports, `${project}-${results.length}.json`);
    const exclude = project === 'integration' ? POSTGRES_ONLY.flatMap((file) => ['--exclude', file]) : [];
    const status = run(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        project,
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${out}`,
        ...exclude,
      ],
      { env: { ...process.env, CLEARLINE_TODAY: day, TEST_DATABASE_URL: '' } },
    );
    if (!existsSync(out)) {
      result.failed += 1;
      result.failures.push(`${project}: no report (exit ${status})`);
      continue;
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    result.passed += report.numPassedTests ?? 0;
    result.failed += report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) result.failures.push(`${path.relative(root, file.name)} > ${test.fullName}`);
      if (file.status === 'failed' && failed.length === 0) {
        result.failed += 1;
        result.failures.push(`${path.relative(root, file.name)}: ${(file.message ?? '').split('\n')[0]}`);
      }
    }
  }
  results.push(result);
}

console.log('\n=== the date sweep ===');
for (const { day, passed, failed, failures } of results) {
  console.log(`${day.padEnd(26)} ${passed} passed, ${failed} failed`);
  for (const failure of failures) console.log(`  failed: ${failure}`);
}
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
console.log(`Dates: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
