// Builds NACHA records field by field for the tests. Controls are computed here independently of
// the parser (credit family = second digit 1-4, as the rules' totals define it).

const left = (value: string, width: number) => value.padEnd(width, ' ').slice(0, width);
const right = (value: string | number, width: number) => String(value).padStart(width, '0').slice(-width);

function record(text: string): string {
  if (text.length !== 94) throw new Error(`test record is ${text.length} characters: ${text}`);
  return text;
}

export interface FileHeaderSpec {
  origin?: string;
  date?: string;
  time?: string;
  modifier?: string;
}

export function fileHeader(spec: FileHeaderSpec = {}): string {
  const { origin = '1234567890', date = '240115', time = '0800', modifier = 'A' } = spec;
  return record(
    `101 091000019${left(origin, 10)}${date}${time}${modifier}094101${left('DEST BANK', 23)}${left('ORIGIN CO', 23)}${left('', 8)}`,
  );
}

export interface BatchSpec {
  scc?: string;
  company?: string;
  companyId?: string;
  sec?: string;
  description?: string;
  effective?: string;
  batch?: number;
}

export function batchHeader(spec: BatchSpec = {}): string {
  const {
    scc = '200',
    company = 'ACME PAYROLL',
    companyId = '1234567890',
    sec = 'PPD',
    description = 'PAYROLL',
    effective = '240116',
    batch = 1,
  } = spec;
  return record(
    `5${scc}${left(company, 16)}${left('', 20)}${left(companyId, 10)}${sec}${left(description, 10)}${left('', 6)}${effective}   1${'12345678'}${right(batch, 7)}`,
  );
}

export interface EntrySpec {
  tc?: string;
  rdfi?: string;
  account?: string;
  amount?: number | string;
  id?: string;
  name?: string;
  addenda?: string;
  trace?: string;
}

export function entry(spec: EntrySpec = {}): string {
  const {
    tc = '22',
    rdfi = '09100001',
    account = '12345',
    amount = 100,
    id = 'EMP1',
    name = 'JANE DOE',
    addenda = '0',
    trace = '123456780000001',
  } = spec;
  const amountField = typeof amount === 'number' ? right(amount, 10) : left(amount, 10);
  return record(
    `6${tc}${rdfi}9${left(account, 17)}${amountField}${left(id, 15)}${left(name, 22)}  ${addenda}${left(trace, 15)}`,
  );
}

export function remittance(info: string, sequence = 1): string {
  return record(`705${left(info, 80)}${right(sequence, 4)}0000001`);
}

export function returnAddenda(reason: string, originalTrace: string, info = ''): string {
  return record(
    `799${reason}${left(originalTrace, 15)}${left('', 6)}09100001${left(info, 44)}${'091000010000001'}`,
  );
}

export function nocAddenda(code: string, originalTrace: string, corrected: string): string {
  return record(
    `798${code}${left(originalTrace, 15)}${left('', 6)}09100001${left(corrected, 29)}${left('', 15)}091000010000001`,
  );
}

export interface ControlSpec {
  scc?: string;
  count: number;
  hash: number;
  debit: number;
  credit: number;
  companyId?: string;
  batch?: number;
}

export function batchControl(spec: ControlSpec): string {
  const { scc = '200', companyId = '1234567890', batch = 1 } = spec;
  return record(
    `8${scc}${right(spec.count, 6)}${right(spec.hash, 10)}${right(spec.debit, 12)}${right(spec.credit, 12)}${left(companyId, 10)}${left('', 25)}12345678${right(batch, 7)}`,
  );
}

export interface FileControlSpec {
  batches: number;
  blocks: number;
  count: number;
  hash: number;
  debit: number;
  credit: number;
}

export function fileControl(spec: FileControlSpec): string {
  return record(
    `9${right(spec.batches, 6)}${right(spec.blocks, 6)}${right(spec.count, 8)}${right(spec.hash, 10)}${right(spec.debit, 12)}${right(spec.credit, 12)}${left('', 39)}`,
  );
}

export const PADDING = '9'.repeat(94);

export interface BatchContent {
  header?: BatchSpec;
  /** Each entry with the addenda records that follow it. */
  entries: Array<{ entry: EntrySpec; addenda?: string[] }>;
}

/** A complete, consistent file; `pad` adds 9-padding to a multiple of ten records. */
export function achFile(batches: BatchContent[], pad = true): string[] {
  const records = [fileHeader()];
  const file = { count: 0, hash: 0, debit: 0, credit: 0 };
  batches.forEach((batch, index) => {
    const header = { batch: index + 1, ...batch.header };
    records.push(batchHeader(header));
    const totals = { count: 0, hash: 0, debit: 0, credit: 0 };
    for (const { entry: spec, addenda = [] } of batch.entries) {
      records.push(entry({ addenda: addenda.length > 0 ? '1' : '0', ...spec }), ...addenda);
      totals.count += 1 + addenda.length;
      totals.hash += Number(spec.rdfi ?? '09100001');
      const amount = Number(spec.amount ?? 100);
      if ('1234'.includes((spec.tc ?? '22')[1] ?? '')) totals.credit += amount;
      else totals.debit += amount;
    }
    records.push(
      batchControl({ scc: header.scc, companyId: header.companyId, batch: header.batch, ...totals }),
    );
    file.count += totals.count;
    file.hash += totals.hash;
    file.debit += totals.debit;
    file.credit += totals.credit;
  });
  const blocks = Math.ceil((records.length + 1) / 10);
  records.push(fileControl({ batches: batches.length, blocks, ...file }));
  while (pad && records.length % 10 !== 0) records.push(PADDING);
  return records;
}
