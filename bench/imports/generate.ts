import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { seededRandom } from '@clearline/domain/random';
import type { CsvProfile } from '@clearline/domain/statements';

/**
 * Generated bank files for the import benchmark, written straight to disk in ~1 MB writes (never held
 * whole in memory). Deterministic: the same seed gives the same bytes, so figures are comparable from
 * run to run. Each generator returns what a correct parser must find (row count and signed sum), so
 * the benchmark also checks the parsers read every row right.
 */

export interface GeneratedFile {
  path: string;
  /** 'settlement': a partner settlement file (employer funds), in the default profile's layout. */
  format: 'bai2' | 'csv' | 'settlement';
  bytes: number;
  rows: number;
  /** Sum of the signed amounts in minor units (credits positive). */
  sumMinor: number;
  /** Physical lines written. */
  lines: number;
  /** Account numbers the file carries (they must exist as bank accounts for an import). */
  accounts: string[];
}

/** The bank accounts of the generated files. */
export const BENCH_ACCOUNTS = ['8800000001', '8800000002', '8800000003', '8800000004', '8800000005'];
/** The CSV export has no account column: its rows belong to the account given at upload. */
export const CSV_ACCOUNT = '8800000006';

/** The partner of the generated settlement files and its employers (bench/imports/server.ts adds them). */
export const BENCH_PARTNER = 'BENCHPAY';
export const BENCH_EMPLOYERS = Array.from(
  { length: 20 },
  (_, i) => `BENCHEMP${String(i + 1).padStart(2, '0')}`,
);

/** The column mapping a user would save for this bank's CSV export (no inference ambiguity). */
export const CSV_PROFILE: CsvProfile = {
  hasHeader: true,
  delimiter: ',',
  dateFormat: 'MM/DD/YYYY',
  decimalSeparator: '.',
  columns: {
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    reference: 'Reference',
    balance: 'Balance',
  },
};

/** Buffers text and writes ~1 MB at a time, honouring back-pressure. */
class ChunkWriter {
  private readonly stream;
  private parts: string[] = [];
  private size = 0;
  bytes = 0;
  lines = 0;

  constructor(path: string) {
    this.stream = createWriteStream(path);
  }

  async line(text: string): Promise<void> {
    this.parts.push(text, '\n');
    this.size += text.length + 1;
    this.lines += 1;
    if (this.size >= 1 << 20) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.parts.length === 0) return;
    const chunk = Buffer.from(this.parts.join(''), 'utf8');
    this.parts = [];
    this.size = 0;
    this.bytes += chunk.length;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    await once(this.stream, 'finish');
  }
}

const CREDIT_CODES = ['165', '195', '301', '142', '169', '206'];
const DEBIT_CODES = ['475', '455', '495', '451', '699', '555'];
const COMPANIES = [
  'ACME PAYROLL SERVICES',
  'NORTHWIND TRADERS',
  'CONTOSO HEALTH PLAN',
  'FABRIKAM UTILITIES',
  'ADVENTURE WORKS LLC',
  'IRS USATAXPYMT',
  'STATE OF CALIFORNIA EDD',
  'WOODGROVE BANK NA',
  'TAILSPIN TOYS INC',
  'LITWARE INSURANCE',
];
const CREDIT_TEXT = ['ACH CREDIT', 'INCOMING WIRE', 'DEPOSIT', 'ACH CREDIT RECEIVED', 'LOCKBOX DEPOSIT'];
const DEBIT_TEXT = ['CHECK PAID', 'ACH DEBIT', 'OUTGOING WIRE', 'ACH DEBIT SETTLEMENT', 'BANK FEE'];

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)] as T;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Amounts skewed towards small payments, up to $99,999.99. */
function amountOf(rand: () => number): number {
  const r = rand();
  return 1 + Math.floor(r * r * r * 9_999_999);
}

/**
 * A BAI2 file of `details` 16 records: `groups` groups (consecutive as-of days), each reporting every
 * bench account with an 03 (opening and closing ledger balances), the account's 16s with text, about
 * 40% of them continued by one or two 88 records, then 49 / 98 / 99 with correct totals and counts.
 * Funds types mix Z, 0, 1, V (value date and time) and S (three availability amounts); texts carry
 * commas and '/' as real ones do.
 */
export async function generateBai2(path: string, details: number, seed = 1): Promise<GeneratedFile> {
  const rand = seededRandom(seed);
  const out = new ChunkWriter(path);
  const groups = 4;
  const accounts = BENCH_ACCOUNTS;
  const sections = groups * accounts.length;
  let fileTotal = 0;
  let fileRecords = 0;
  let sumMinor = 0;
  let written = 0;
  let ref = 0;

  await out.line('01,CLEARLINEBANK,CLEARLINE,260115,0600,1,80,,2/');
  fileRecords += 1;
  for (let g = 0; g < groups; g += 1) {
    const asOf = `2601${pad(11 + g, 2)}`;
    await out.line(`02,CLEARLINE,121000248,1,${asOf},2359,USD,2/`);
    let groupTotal = 0;
    let groupRecords = 1;
    for (let a = 0; a < accounts.length; a += 1) {
      const section = g * accounts.length + a;
      // Spread the details evenly; the last section takes the remainder.
      const count = section === sections - 1 ? details - written : Math.floor(details / sections);
      const lines: string[] = [];
      let accountTotal = 0;
      let net = 0;
      let records = 0;
      for (let i = 0; i < count; i += 1) {
        const credit = rand() < 0.45;
        const code = pick(credit ? CREDIT_CODES : DEBIT_CODES, rand());
        const amount = amountOf(rand);
        ref += 1;
        const bankRef = `B${pad(ref, 10)}`;
        const customerRef =
          code === '475' ? pad(100000 + (ref % 900000), 6) : rand() < 0.5 ? `INV${ref % 100000}` : '';
        const fr = rand();
        const funds =
          fr < 0.7
            ? 'Z'
            : fr < 0.8
              ? '0'
              : fr < 0.88
                ? '1'
                : fr < 0.95
                  ? `V,${asOf},1200`
                  : `S,${amount},0,0`;
        const company = pick(COMPANIES, rand());
        const base = pick(credit ? CREDIT_TEXT : DEBIT_TEXT, rand());
        const text = rand() < 0.1 ? `${base} ${company}, REF ${ref}/INV ${ref % 9973}` : `${base} ${company}`;
        lines.push(`16,${code},${amount},${funds},${bankRef},${customerRef},${text}/`);
        records += 1;
        const extra = rand();
        if (extra < 0.4) {
          lines.push(`88,ORIG CO NAME:${company} ORIG ID:${pad(ref % 1_000_000_000, 10)}/`);
          records += 1;
          if (extra < 0.1) {
            lines.push(`88,ENTRY DESCR:PAYMENT SEC:CCD TRACE#:${pad(ref, 15)} EED:${asOf}/`);
            records += 1;
          }
        }
        accountTotal += amount;
        net += credit ? amount : -amount;
        sumMinor += credit ? amount : -amount;
      }
      written += count;
      const opening = 500_000_000 + section * 1_000_000;
      const closing = opening + net;
      accountTotal += opening + closing;
      await out.line(`03,${accounts[a]},USD,010,${opening},,,015,${closing},,/`);
      for (const line of lines) await out.line(line);
      // 03 + details (+88s) + the 49 itself.
      const accountRecords = records + 2;
      await out.line(`49,${accountTotal},${accountRecords}/`);
      groupTotal += accountTotal;
      groupRecords += accountRecords;
    }
    groupRecords += 1;
    await out.line(`98,${groupTotal},${accounts.length},${groupRecords}/`);
    fileTotal += groupTotal;
    fileRecords += groupRecords;
  }
  fileRecords += 1;
  await out.line(`99,${fileTotal},${groups},${fileRecords}/`);
  await out.close();
  return {
    path,
    format: 'bai2',
    bytes: out.bytes,
    rows: details,
    sumMinor,
    lines: out.lines,
    accounts: [...accounts],
  };
}

/**
 * A bank CSV export (Date, Description, Amount, Reference, Balance), oldest first, with a consistent
 * running balance, some quoted descriptions containing commas, over about a year of dates.
 */
export async function generateCsv(path: string, rows: number, seed = 2): Promise<GeneratedFile> {
  const rand = seededRandom(seed);
  const out = new ChunkWriter(path);
  await out.line('Date,Description,Amount,Reference,Balance');
  let balance = 2_500_000_00;
  let sumMinor = 0;
  const start = Date.UTC(2025, 0, 2);
  const perDay = Math.max(1, Math.ceil(rows / 365));
  const money = (minor: number) => {
    const sign = minor < 0 ? '-' : '';
    const abs = Math.abs(minor);
    return `${sign}${Math.floor(abs / 100)}.${pad(abs % 100, 2)}`;
  };
  for (let i = 0; i < rows; i += 1) {
    const day = new Date(start + Math.floor(i / perDay) * 86_400_000);
    const date = `${pad(day.getUTCMonth() + 1, 2)}/${pad(day.getUTCDate(), 2)}/${day.getUTCFullYear()}`;
    const credit = rand() < 0.45;
    const amount = (credit ? 1 : -1) * amountOf(rand);
    balance += amount;
    sumMinor += amount;
    const company = pick(COMPANIES, rand());
    const base = pick(credit ? CREDIT_TEXT : DEBIT_TEXT, rand());
    const description =
      rand() < 0.05 ? `"${base}, ${company} ""PPD"" ID ${i % 99991}"` : `${base} ${company} ID ${i % 99991}`;
    const reference = credit ? `R${pad(i + 1, 9)}` : pad(1_000_000 + i, 9);
    await out.line(`${date},${description},${money(amount)},${reference},${money(balance)}`);
  }
  await out.close();
  return {
    path,
    format: 'csv',
    bytes: out.bytes,
    rows,
    sumMinor,
    lines: out.lines,
    accounts: [CSV_ACCOUNT],
  };
}

const SETTLEMENT_TYPES = [
  ['advance', -1],
  ['repayment', 1],
  ['fee', -1],
] as const;

/**
 * A partner settlement file in the default profile's layout (date,employer,worker,amount,type): advances
 * (60%), repayments (30%) and fees (10%) of the bench partner's employers' workers over about a year.
 * `sumMinor` is the ledger's signed sum (advances and fees negative).
 */
export async function generateSettlement(path: string, rows: number, seed = 7): Promise<GeneratedFile> {
  const rand = seededRandom(seed);
  const out = new ChunkWriter(path);
  await out.line('date,employer,worker,amount,type');
  let sumMinor = 0;
  const start = Date.UTC(2025, 0, 2);
  const perDay = Math.max(1, Math.ceil(rows / 365));
  for (let i = 0; i < rows; i += 1) {
    const day = new Date(start + Math.floor(i / perDay) * 86_400_000);
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1, 2)}-${pad(day.getUTCDate(), 2)}`;
    const r = rand();
    const [type, sign] = SETTLEMENT_TYPES[r < 0.6 ? 0 : r < 0.9 ? 1 : 2];
    const amount = type === 'fee' ? 100 + Math.floor(rand() * 900) : 2_000 + Math.floor(rand() * 48_000);
    sumMinor += sign * amount;
    const employer = pick(BENCH_EMPLOYERS, rand());
    const worker = `W-${pad(Math.floor(rand() * 50_000), 6)}`;
    await out.line(
      `${date},${employer},${worker},${Math.floor(amount / 100)}.${pad(amount % 100, 2)},${type}`,
    );
  }
  await out.close();
  return { path, format: 'settlement', bytes: out.bytes, rows, sumMinor, lines: out.lines, accounts: [] };
}
