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
  /** CTX-style (addenda count at 55-58, name at 59-74) or IAT (count at 13-16, account at 40-74). */
  layout?: 'standard' | 'ctx' | 'iat';
  /** The addenda count the CTX/IAT entry declares. */
  addendaCount?: number;
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
  const count = right(spec.addendaCount ?? 0, 4);
  if (spec.layout === 'ctx') {
    return record(
      `6${tc}${rdfi}9${left(account, 17)}${amountField}${left(id, 15)}${count}${left(name, 16)}    ${addenda}${left(trace, 15)}`,
    );
  }
  if (spec.layout === 'iat') {
    return record(
      `6${tc}${rdfi}9${count}${left('', 13)}${amountField}${left(account, 35)}    ${addenda}${left(trace, 15)}`,
    );
  }
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

/** IAT addenda 10 (receiver name) and 11 (originator name). */
export function iatAddenda(kind: '10' | '11', name: string, sequence = 1): string {
  if (kind === '10')
    return record(`710ANN${right(0, 18)}${left('', 22)}${left(name, 35)}${left('', 6)}${right(sequence, 7)}`);
  return record(`711${left(name, 35)}${left('', 35)}${left('', 14)}${right(sequence, 7)}`);
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

export interface AchFileOptions {
  header?: FileHeaderSpec;
  /** Overrides of the file control's computed values (a bank's miscount). */
  control?: Partial<FileControlSpec>;
}

/** A complete, consistent file; `pad` adds 9-padding to a multiple of ten records. */
export function achFile(batches: BatchContent[], pad = true, options: AchFileOptions = {}): string[] {
  const records = [fileHeader(options.header)];
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
  records.push(fileControl({ batches: batches.length, blocks, ...file, ...options.control }));
  while (pad && records.length % 10 !== 0) records.push(PADDING);
  return records;
}

const payroll = (trace: string, amount: number, name = 'JANE DOE'): BatchContent['entries'][number] => ({
  entry: { tc: '22', amount, name, trace },
});

/** One file per quirk the corpus taught us; the unit tests parse each, the fuzz tests mutate them. */
export const NACHA_SAMPLES: Record<string, string[]> = {
  // Returns (addenda 99) of a credit and a debit, a contested return with three reasons, and a
  // notification of change (addenda 98); the same trace number in two batches.
  'returns-and-noc': achFile([
    {
      header: { sec: 'WEB', description: 'RETURNS' },
      entries: [
        {
          entry: { tc: '26', amount: 12354, id: 'CUST1', name: 'PAUL JONES', trace: '091400600000001' },
          addenda: [returnAddenda('R01', '091400600000001', 'NSF')],
        },
        {
          entry: { tc: '21', amount: 4565, name: 'ANN SMITH', trace: '091400600000002' },
          addenda: [
            returnAddenda('R07', '091400600000003'),
            returnAddenda('R68', '091400600000003'),
            returnAddenda('R71', '091400600000003'),
          ],
        },
      ],
    },
    {
      header: { sec: 'COR', description: 'NOC' },
      entries: [
        {
          entry: { tc: '21', amount: 0, id: 'LOC 23', name: 'BEST CO 23', trace: '091400600000001' },
          addenda: [nocAddenda('C01', '091400600000009', '1918171614')],
        },
      ],
    },
  ]),
  // CTX: the receiver name after the addenda count, X12 remittance over two addenda (the first filled to
  // its 80th character, so continued without a space) with non-ASCII separators.
  'ctx-remittance': achFile([
    {
      header: { sec: 'CTX', description: 'VENDOR PAY', scc: '225' },
      entries: [
        {
          entry: {
            tc: '27',
            amount: 100000000,
            id: '45689033',
            name: 'RECEIVER COMPANY',
            layout: 'ctx',
            addendaCount: 2,
          },
          addenda: [
            remittance(`ISA¦00¦${'X'.repeat(67)}¦N1¦PR`, 1),
            remittance('¦META PLATFORMS INC~N3¦873 CALIFORNIA ST~', 2),
          ],
        },
      ],
    },
  ]),
  // IAT: the account at 40-74, receiver name from addenda 10, originator from addenda 11.
  iat: achFile([
    {
      header: { sec: 'IAT', company: '', description: 'TRADEPAY', scc: '225' },
      entries: [
        {
          entry: {
            tc: '27',
            amount: 109000,
            account: '998412345',
            layout: 'iat',
            addendaCount: 2,
            trace: '042000010000001',
          },
          addenda: [iatAddenda('10', 'HAYDEN BANKS'), iatAddenda('11', 'EXAMPLE COMPANY')],
        },
      ],
    },
  ]),
  // A zero effective date: the rows take the file creation date, with a warning.
  'zero-effective-date': achFile(
    [{ header: { effective: '000000' }, entries: [payroll('123456780000001', 5000)] }],
    true,
    {
      header: { date: '230421' },
    },
  ),
  // The file control claims five batches for two (every other control value right).
  'batch-count-wrong': achFile(
    [{ entries: [payroll('123456780000001', 100)] }, { entries: [payroll('123456780000002', 200)] }],
    true,
    { control: { batches: 5 } },
  ),
  // A bank's return report: no file header, no batch header, no controls.
  'return-report-no-headers': [
    entry({ tc: '26', amount: 12354, trace: '091400600000001', addenda: '1' }),
    returnAddenda('R01', '091400600000001'),
  ],
  // A whole file written as one line, and a file of two short lines (a header and a zero control).
  'one-line': [achFile([{ entries: [payroll('123456780000001', 10500, 'BACHMAN ERIC')] }]).join('')],
  'zero-file-short-lines': [
    fileHeader().trimEnd(),
    fileControl({ batches: 0, blocks: 1, count: 0, hash: 0, debit: 0, credit: 0 }).trimEnd(),
  ],
};
