// Writes BAI2 files for the tests from a description: the 49/98/99 trailers are computed here, apart from
// the parser, so a test states only what it is about. Knobs reproduce what real banks do to the format
// (docs/domain/import-formats-bai2-nacha.md): off-by-one counts, a cent off, totals without the summaries,
// a blank 49 total, a 98 without its account count, records sharing a line, text wrapped without a code.

export interface Bai2Detail {
  type: string;
  /** Unsigned digits as written (a string keeps leading zeros, a '-' or an empty field). */
  amount: number | string;
  /** Funds type and the fields it adds, e.g. 'Z', 'S,100,200,300', 'V,240116,1200', 'D,1,0,500'. */
  funds?: string;
  bankRef?: string;
  customerRef?: string;
  text?: string;
  /** More text, one 88 record each. */
  continuations?: string[];
  /** Physical lines after the record that carry no record code (a bank's wrapped text). Not counted. */
  wrapped?: string[];
  /** Written on the line of the record before it, after '/' and a few blanks. */
  sameLine?: boolean;
}

export interface Bai2Account {
  number: string;
  currency?: string;
  /** [type code, signed amount, item count, funds type and its fields] status and summary items of the 03. */
  summaries?: Array<[code: string, amount: number | string, count?: string, funds?: string]>;
  /** Move the 03's fields from this index on into an 88 (Appendix D splits a group mid-way). */
  splitSummaryAt?: number;
  /** Add the empty padding fields some banks write at the end of an 03 (',,,/'). */
  padSummary?: boolean;
  details?: Bai2Detail[];
  /** 49 total: 'all' (spec), 'details' (old SVB: the 03 amounts left out) or 'blank'. */
  trailerTotal?: 'all' | 'details' | 'blank';
  /** Added to this account's 49 total only (a trailer that disagrees with its own account). */
  trailerError?: number;
}

export interface Bai2Group {
  /** YYMMDD */
  asOfDate?: string;
  currency?: string;
  /** 1 update, 2 deletion, 3 correction, 4 test. */
  status?: string;
  /** As-of-date modifier: 1/2 previous day, 3 interim, 4 final. */
  modifier?: string;
  accounts: Bai2Account[];
}

export interface Bai2FileSpec {
  sender?: string;
  receiver?: string;
  /** YYMMDD */
  created?: string;
  fileId?: string;
  version?: string;
  groups: Bai2Group[];
  /** Added to every trailer's record count (SVB's older files count one less). */
  countOffset?: number;
  /** Added to every trailer's control total (a file whose checksum is off). */
  totalOffset?: number;
  /** Leave the number of accounts out of the 98 (ASB). */
  groupTrailerWithoutAccounts?: boolean;
  newline?: '\n' | '\r\n' | '\r';
}

const amountOf = (value: number | string): number => (value === '' ? 0 : Number(value));

function detailRecords(d: Bai2Detail): { lines: string[]; records: number; total: number } {
  const head = `16,${d.type},${d.amount},${d.funds ?? 'Z'},${d.bankRef ?? ''},${d.customerRef ?? ''},`;
  // The record ends with '/' on its last physical line; wrapped lines are still its text.
  const lines = [`${head}${d.text ?? ''}`, ...(d.wrapped ?? [])];
  lines[lines.length - 1] += '/';
  for (const more of d.continuations ?? []) lines.push(`88,${more}/`);
  return { lines, records: 1 + (d.continuations?.length ?? 0), total: Math.abs(amountOf(d.amount)) };
}

interface WrittenAccount {
  lines: string[];
  /** What the account adds to the 98/99 totals, and the 49's own total. */
  total: number;
  trailer: string;
  /** 03 + 16 + 88 + 49. */
  records: number;
}

function accountRecords(a: Bai2Account, groupCurrency: string, totalOffset: number): WrittenAccount {
  const fields = (a.summaries ?? []).flatMap(([code, amount, count = '', funds = '']) => [
    code,
    String(amount),
    count,
    ...funds.split(','),
  ]);
  if (a.padSummary) fields.push('', '');
  const summaryTotal = (a.summaries ?? []).reduce((sum, [, amount]) => sum + amountOf(amount), 0);
  const split = a.splitSummaryAt ?? fields.length;
  const head = [a.number, a.currency ?? groupCurrency, ...fields.slice(0, split)];
  const lines = [`03,${head.join(',')}/`];
  if (split < fields.length) lines.push(`88,${fields.slice(split).join(',')}/`);
  let records = lines.length;
  let detailTotal = 0;
  for (const d of a.details ?? []) {
    const written = detailRecords(d);
    if (d.sameLine && lines.length > 0) {
      const [first = '', ...rest] = written.lines;
      lines[lines.length - 1] = `${lines[lines.length - 1]}   ${first}`;
      lines.push(...rest);
    } else lines.push(...written.lines);
    records += written.records;
    detailTotal += written.total;
  }
  const total = summaryTotal + detailTotal;
  const trailer =
    a.trailerTotal === 'blank'
      ? ''
      : String((a.trailerTotal === 'details' ? detailTotal : total) + totalOffset + (a.trailerError ?? 0));
  return { lines, total, trailer, records: records + 1 };
}

/** The file's records as physical lines, trailers included. */
export function bai2Lines(spec: Bai2FileSpec): string[] {
  const countOffset = spec.countOffset ?? 0;
  const totalOffset = spec.totalOffset ?? 0;
  const created = spec.created ?? '240115';
  const lines = [
    `01,${spec.sender ?? 'BANKID'},${spec.receiver ?? 'CLEARLINE'},${created},0800,${spec.fileId ?? '1'},,,${spec.version ?? '2'}/`,
  ];
  let fileTotal = 0;
  let fileRecords = 2;
  for (const group of spec.groups) {
    const currency = group.currency ?? 'USD';
    lines.push(
      `02,${spec.receiver ?? 'CLEARLINE'},${spec.sender ?? 'BANKID'},${group.status ?? '1'},${group.asOfDate ?? created},,${currency},${group.modifier ?? '2'}/`,
    );
    let groupTotal = 0;
    let groupRecords = 2;
    for (const account of group.accounts) {
      const written = accountRecords(account, currency, totalOffset);
      lines.push(...written.lines, `49,${written.trailer},${written.records + countOffset}/`);
      groupTotal += written.total;
      groupRecords += written.records;
    }
    const accounts = spec.groupTrailerWithoutAccounts ? '' : `${group.accounts.length},`;
    lines.push(`98,${groupTotal + totalOffset},${accounts}${groupRecords + countOffset}/`);
    fileTotal += groupTotal;
    fileRecords += groupRecords;
  }
  lines.push(`99,${fileTotal + totalOffset},${spec.groups.length},${fileRecords + countOffset}/`);
  return lines;
}

export function bai2File(spec: Bai2FileSpec): string {
  return `${bai2Lines(spec).join(spec.newline ?? '\n')}${spec.newline ?? '\n'}`;
}

/** An account of one incoming wire (final same-day data, modifier 4) whose text runs over 88 records. */
export const WIRE_ACCOUNT: Bai2Account = {
  number: '3333333333',
  details: [
    {
      type: '195',
      amount: 8325982,
      funds: '',
      text: 'FED NO: 20100831L1B77D1C',
      continuations: [
        'SENDER BNK:=ETRADE BANK',
        'ORG ADDRESS:=2/AV MAIN 2/AVENUE, MX /MEXICO',
        'BNF ID:=3300333333',
      ],
    },
  ],
};

/** One file per quirk the corpus taught us; the unit tests parse each, the fuzz tests mutate them. */
export const BAI2_SAMPLES: Record<string, string> = {
  // Appendix D: S, V and D funds types, signed 03 amounts, an 03 continued mid-group, a correction group.
  'funds-types-correction': bai2File({
    groups: [
      {
        status: '3',
        asOfDate: '240114',
        accounts: [
          {
            number: '0123456789',
            summaries: [
              ['010', '+4350000'],
              ['040', '-1500000'],
              ['400', 2000000, '3'],
              ['190', 500000],
              ['072', 1020000],
            ],
            splitSummaryAt: 9,
            details: [
              { type: '115', amount: 450000, funds: 'S,100000,200000,150000' },
              {
                type: '195',
                amount: 10000000,
                funds: 'V,240116,1200',
                bankRef: 'SP4738',
                customerRef: 'YRC065321',
              },
              { type: '218', amount: 20000000, funds: 'D,2,0,5000000,1,15000000', text: 'LETTER OF CREDIT' },
              { type: '475', amount: 2500, funds: '0', text: 'CHECK PAID' },
            ],
          },
        ],
      },
    ],
  }),
  // Records sharing a physical line, a 16 whose text the bank wrapped onto a line of its own, and a
  // '88:' typo line (colon for comma), read as more text of the 16 before it.
  'shared-and-wrapped-lines': bai2File({
    groups: [
      {
        accounts: [
          {
            number: '1111111',
            summaries: [
              ['010', -3500],
              ['015', -3600],
            ],
            details: [
              { type: '142', amount: 2500, text: 'TRANSFER PAYPAL PPD' },
              { type: '142', amount: 500, text: 'TRANSFER MSPBNA BANK PPD', sameLine: true },
              { type: '451', amount: 2500, text: 'ACH_SETL 1111111111', wrapped: ['111111111111111'] },
              {
                type: '495',
                amount: 30000000,
                bankRef: 'GI2323300009168',
                customerRef: 'AB/GS/RPFILERP0001/RPBA0001',
                text: 'Remittance Info: "08/18/23 Invoice - Sample"',
                wrapped: ['88:EREF: 07370568132'],
              },
            ],
          },
        ],
      },
    ],
  }),
  // A wire whose text runs over many 88 records and contains '/' and ','; the 49/98/99 counts are one
  // lower than the spec says (SVB's older files), CRLF line ends.
  'wire-text-svb-counts': bai2File({
    countOffset: -1,
    newline: '\r\n',
    groups: [{ modifier: '4', accounts: [WIRE_ACCOUNT] }],
  }),
  // GBP account currency, a V value date, and an 88 that continues the 03 field by field; an account
  // number with a space and the ',,,/' padding NatWest writes; 16s with an empty funds type.
  'gbp-natwest': bai2File({
    groups: [
      {
        currency: 'GBP',
        accounts: [
          {
            number: '77777777',
            summaries: [
              ['010', 10000],
              ['015', 10000],
            ],
            details: [
              { type: '191', amount: '001', funds: 'V,240113,', bankRef: '1234567890', customerRef: 'RP123' },
            ],
          },
          {
            number: '88888888 600004',
            summaries: [
              ['010', 36521],
              ['015', 33845],
              ['400', 2765, '4'],
              ['100', 89, '1'],
            ],
            splitSummaryAt: 4,
            padSummary: true,
            details: [
              { type: '699', amount: 971, funds: '', continuations: ['LVP INT 2 USA RELAY TFR'] },
              {
                type: '399',
                amount: 89,
                funds: '',
                continuations: ['TFR CAT JPY 2 GBP CLIE', 'NT SECCY AC TFR'],
              },
            ],
          },
        ],
      },
    ],
  }),
  // Zero-padded amounts with a '+' in the 03 and zero-padded 16 amounts (a Canadian bank), CR line ends.
  'cad-zero-padded': bai2File({
    newline: '\r',
    groups: [
      {
        currency: 'CAD',
        accounts: [
          {
            number: '10200123456',
            summaries: [
              ['040', '+000000000000'],
              ['100', '000000000203500', '00001', 'V,240113,'],
            ],
            details: [
              { type: '409', amount: '000000000002500', funds: 'V,240113,', text: 'RETURNED CHEQUE     ' },
              { type: '108', amount: '000000000203500', funds: 'V,240113,', text: 'TFR 1020 0345678    ' },
            ],
          },
        ],
      },
    ],
  }),
  // Trailers a cent off at 49, 98 and 99.
  'checksum-off': bai2File({
    totalOffset: 1,
    groups: [{ accounts: [{ number: '3333333333', details: [{ type: '195', amount: 8325982 }] }] }],
  }),
  // Only the second account's 49 is wrong (Goldman Sachs style): reported there and nowhere else.
  'second-account-trailer-wrong': bai2File({
    groups: [
      {
        accounts: [
          { number: '111', details: [{ type: '301', amount: 1000 }] },
          { number: '222', details: [{ type: '501', amount: 700 }], trailerError: 300 },
        ],
      },
    ],
  }),
  // Old SVB: the 49 leaves the 03 amounts out; a blank 49 total; a 98 without its account count (ASB).
  'accepted-trailer-variants': bai2File({
    groupTrailerWithoutAccounts: true,
    groups: [
      {
        accounts: [
          {
            number: '1234567890',
            summaries: [
              ['010', 100000],
              ['015', 125001],
            ],
            details: [{ type: '165', amount: 25001, bankRef: '1', customerRef: '2', text: 'ACH CREDIT' }],
            trailerTotal: 'details',
          },
          { number: '1234567891', summaries: [['010', 0]], trailerTotal: 'blank' },
        ],
      },
    ],
  }),
};
