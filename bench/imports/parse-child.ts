import { createReadStream, readFileSync } from 'node:fs';
import {
  type AnyParserOptions,
  createSettlementParser,
  createStatementParser,
  DEFAULT_SETTLEMENT_PROFILE,
} from '@clearline/domain/statements';

/**
 * One parse in a fresh process, so its peak RSS is its own: streams the file from disk in 256 KB
 * chunks through the domain parser, keeps only a row count and the sum of the amounts, samples RSS
 * every 50 ms, and prints one JSON line. Arguments: format, path, options as JSON.
 */

const [format, file, optionsJson = '{}'] = process.argv.slice(2);
if ((format !== 'bai2' && format !== 'csv' && format !== 'settlement') || !file) {
  throw new Error('usage: parse-child.ts bai2|csv|settlement <file> [options-json]');
}
const options = JSON.parse(optionsJson) as AnyParserOptions;

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
/** The kernel's own high-water mark of this process's resident set (Linux), in bytes. */
function vmHwm(): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

const baselineRss = process.memoryUsage().rss;
let peakRss = baselineRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

let rows = 0;
let sumMinor = 0;
let issues = 0;
const firstIssues: unknown[] = [];
const issue = (found: unknown) => {
  issues += 1;
  if (firstIssues.length < 5) firstIssues.push(found);
};
const count = (amountMinor: number) => {
  rows += 1;
  sumMinor += amountMinor;
};
// A settlement file is read with the default profile; a bank file by its format's parser.
const parser =
  format === 'settlement'
    ? createSettlementParser(DEFAULT_SETTLEMENT_PROFILE, { line: (l) => count(l.amountMinor), issue })
    : createStatementParser(
        format,
        { row: (r) => count(r.amountMinor), balance: () => undefined, issue },
        options,
      );

let bytes = 0;
const started = performance.now();
for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
  const buffer = chunk as Buffer;
  bytes += buffer.length;
  parser.push(buffer);
}
const summary = parser.end();
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);

process.stdout.write(
  `${JSON.stringify({
    format,
    bytes,
    rows,
    sumMinor,
    issues,
    firstIssues,
    aborted: summary.aborted,
    seconds: Math.round(seconds * 1000) / 1000,
    mbPerSecond: Math.round(bytes / 1_000_000 / seconds),
    rowsPerSecond: Math.round(rows / seconds),
    baselineRssMb: mb(baselineRss),
    peakRssSampledMb: mb(peakRss),
    peakRssKernelMb: mb(vmHwm() ?? peakRss),
  })}\n`,
);
