import { createWriteStream, statSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import type { ReportColumn } from '@clearline/contracts';
import { xlsxWriter } from '../../apps/server/src/modules/reports/writers/xlsx.writer';

/**
 * The .xlsx writer alone on N synthetic rows of the unmatched-items shape (10 columns), peak RSS sampled:
 * the figure ADR 0013 compares with exceljs's streaming WorkbookWriter on the same rows.
 * `tsx bench/exports/xlsx-writers.ts [rows] [file]`
 */
const N = Number(process.argv[2] ?? 100_000);
const file = process.argv[3] ?? '/tmp/clearline-xlsx-writer.xlsx';
const columns: ReportColumn[] = [
  { key: 'date', label: 'Date', type: 'date', total: false },
  { key: 'age', label: 'Age', type: 'integer', total: false },
  { key: 'side', label: 'Side', type: 'text', total: false },
  { key: 'account', label: 'Account', type: 'text', total: false },
  { key: 'party', label: 'Party', type: 'text', total: false },
  { key: 'type', label: 'Type', type: 'text', total: false },
  { key: 'reference', label: 'Reference', type: 'text', total: false },
  { key: 'description', label: 'Description', type: 'text', total: false },
  { key: 'status', label: 'Status', type: 'text', total: false },
  { key: 'amount', label: 'Amount', type: 'money', total: true },
];

async function* batches() {
  for (let start = 0; start < N; start += 2000) {
    const batch = [];
    for (let i = start; i < Math.min(N, start + 2000); i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      batch.push([
        `2026-01-${day}`,
        i % 365,
        'Book',
        'BENCH-ALL',
        'C00123',
        'Tax',
        String(i % 100_000),
        `Bench line ${i}, payroll "run"`,
        'open',
        ((i * 7919) % 2_000_000) - 1_000_000,
      ]);
    }
    yield batch;
    await new Promise((r) => setImmediate(r));
  }
}

let peak = 0;
const timer = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 20);
const base = process.memoryUsage.rss();
const started = performance.now();
const out = createWriteStream(file);
await xlsxWriter(
  {
    organizationName: 'Bench',
    reportName: 'Unmatched items',
    parameters: [],
    generatedAt: new Date(),
    generatedBy: 'bench',
    columns,
    summary: [],
    expectedRows: N,
  },
  batches(),
  out,
);
out.end();
await finished(out);
clearInterval(timer);
process.stdout.write(
  `${JSON.stringify({
    lib: 'SpreadsheetML into fflate Zip (ours)',
    rows: N,
    seconds: Math.round(performance.now() - started) / 1000,
    baselineRssMb: Math.round(base / 1_048_576),
    peakRssMb: Math.round(peak / 1_048_576),
    bytes: statSync(file).size,
  })}\n`,
);
