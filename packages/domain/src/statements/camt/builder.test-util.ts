// Writes camt.052/053/054 XML for the tests. Small pieces (`camtDoc`, `camtEntry`) for edge cases, and
// `camtMessage` for whole statements with balances, batches and the versions' differences (v8 `Sts/Cd`,
// `DtTm` dates). The quirks reproduced are those of docs/domain/import-formats-ofx-camt-csv.md.

/** One camt.053 statement of the US account 000123 around `statement` (entries and other elements). */
export const camtDoc = (
  statement: string,
  ns = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02',
  prolog = '<?xml version="1.0" encoding="UTF-8"?>',
): string =>
  `${prolog}\n<Document xmlns="${ns}">\n<BkToCstmrStmt>\n<GrpHdr><MsgId>M1</MsgId></GrpHdr>\n<Stmt>\n<Id>S1</Id>\n<Acct><Id><Othr><Id>000123</Id></Othr></Id><Ccy>USD</Ccy></Acct>\n${statement}\n</Stmt>\n</BkToCstmrStmt>\n</Document>\n`;

/** A booked USD entry of 2024-06-28 on one line. */
export const camtEntry = (amount: string, indicator: string, ref: string, extra = ''): string =>
  `<Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-06-28</Dt></BookgDt>${ref ? `<AcctSvcrRef>${ref}</AcctSvcrRef>` : ''}${extra}</Ntry>`;

export interface CamtBalance {
  code: string;
  /** Decimal text as written. */
  amount: string;
  currency: string;
  indicator: 'CRDT' | 'DBIT';
  date: string;
}

export interface CamtTransaction {
  endToEndId?: string;
  amount?: string;
  currency?: string;
  ustrd?: string[];
  creditorReference?: string;
  /** The debtor of a credit (or the creditor of a debit): name and IBAN. */
  counterparty?: [name: string, iban: string];
}

export interface CamtEntrySpec {
  amount: string;
  currency: string;
  indicator: 'CRDT' | 'DBIT';
  /** BOOK, PDNG, INFO. */
  status?: string;
  /** YYYY-MM-DD, or a date-time (written as DtTm). */
  bookingDate?: string;
  valueDate?: string;
  ref?: string;
  /** 'PMNT-RCDT-ESCT' (Domn/Fmly/SubFmly) and/or a proprietary code. */
  domain?: string;
  proprietary?: string;
  additionalInfo?: string;
  /** A batch: its declared number of transactions and payment information id. */
  batch?: { count: number; paymentInfoId: string };
  transactions?: CamtTransaction[];
}

export interface CamtStatementSpec {
  id: string;
  iban: string;
  currency?: string;
  copyDuplicate?: 'CODU' | 'DUPL' | 'COPY';
  balances?: CamtBalance[];
  entries?: CamtEntrySpec[];
}

export interface CamtMessageSpec {
  message?: '052' | '053' | '054';
  /** Schema version (02, 06, 08…): from 06 on the status is `Sts/Cd`. */
  version?: string;
  msgId: string;
  statements: CamtStatementSpec[];
}

const MESSAGE = {
  '052': ['BkToCstmrAcctRpt', 'Rpt'],
  '053': ['BkToCstmrStmt', 'Stmt'],
  '054': ['BkToCstmrDbtCdtNtfctn', 'Ntfctn'],
} as const;

const date = (value: string) => (value.includes('T') ? `<DtTm>${value}</DtTm>` : `<Dt>${value}</Dt>`);

function balanceXml(b: CamtBalance): string {
  return [
    '<Bal>',
    `  <Tp><CdOrPrtry><Cd>${b.code}</Cd></CdOrPrtry></Tp>`,
    `  <Amt Ccy="${b.currency}">${b.amount}</Amt>`,
    `  <CdtDbtInd>${b.indicator}</CdtDbtInd>`,
    `  <Dt>${date(b.date)}</Dt>`,
    '</Bal>',
  ].join('\n');
}

function transactionXml(t: CamtTransaction): string {
  const parts = ['<TxDtls>'];
  if (t.endToEndId) parts.push(`  <Refs><EndToEndId>${t.endToEndId}</EndToEndId></Refs>`);
  if (t.amount) parts.push(`  <Amt Ccy="${t.currency ?? 'EUR'}">${t.amount}</Amt>`);
  if (t.counterparty) {
    const [name, iban] = t.counterparty;
    parts.push(
      `  <RltdPties><Dbtr><Nm>${name}</Nm></Dbtr><DbtrAcct><Id><IBAN>${iban}</IBAN></Id></DbtrAcct></RltdPties>`,
    );
  }
  const remittance = (t.ustrd ?? []).map((line) => `<Ustrd>${line}</Ustrd>`);
  if (t.creditorReference)
    remittance.push(`<Strd><CdtrRefInf><Ref>${t.creditorReference}</Ref></CdtrRefInf></Strd>`);
  if (remittance.length > 0) parts.push('  <RmtInf>', ...remittance.map((r) => `    ${r}`), '  </RmtInf>');
  parts.push('</TxDtls>');
  return parts.join('\n');
}

function entryXml(e: CamtEntrySpec, statusAsCode: boolean): string {
  const parts = [
    '<Ntry>',
    `  <Amt Ccy="${e.currency}">${e.amount}</Amt>`,
    `  <CdtDbtInd>${e.indicator}</CdtDbtInd>`,
  ];
  const status = e.status ?? 'BOOK';
  parts.push(statusAsCode ? `  <Sts><Cd>${status}</Cd></Sts>` : `  <Sts>${status}</Sts>`);
  if (e.bookingDate) parts.push(`  <BookgDt>${date(e.bookingDate)}</BookgDt>`);
  if (e.valueDate) parts.push(`  <ValDt>${date(e.valueDate)}</ValDt>`);
  if (e.ref) parts.push(`  <AcctSvcrRef>${e.ref}</AcctSvcrRef>`);
  if (e.domain || e.proprietary) {
    const [domain, family, sub] = (e.domain ?? '').split('-');
    const domn = e.domain
      ? `<Domn><Cd>${domain}</Cd><Fmly><Cd>${family}</Cd><SubFmlyCd>${sub}</SubFmlyCd></Fmly></Domn>`
      : '';
    const prtry = e.proprietary ? `<Prtry><Cd>${e.proprietary}</Cd></Prtry>` : '';
    parts.push(`  <BkTxCd>${domn}${prtry}</BkTxCd>`);
  }
  const details = (e.transactions ?? []).map(transactionXml);
  if (e.batch) {
    details.unshift(
      `<Btch><PmtInfId>${e.batch.paymentInfoId}</PmtInfId><NbOfTxs>${e.batch.count}</NbOfTxs></Btch>`,
    );
  }
  if (details.length > 0)
    parts.push('  <NtryDtls>', ...details.map((d) => d.replace(/^/gm, '    ')), '  </NtryDtls>');
  if (e.additionalInfo) parts.push(`  <AddtlNtryInf>${e.additionalInfo}</AddtlNtryInf>`);
  parts.push('</Ntry>');
  return parts.join('\n');
}

/** A whole camt message, one element per line (so issue lines are easy to count). */
export function camtMessage(spec: CamtMessageSpec): string {
  const message = spec.message ?? '053';
  const version = spec.version ?? '02';
  const [root, statement] = MESSAGE[message];
  const statusAsCode = Number(version) >= 6;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${message}.001.${version}">`,
    `<${root}>`,
    `<GrpHdr><MsgId>${spec.msgId}</MsgId><CreDtTm>2024-01-02T08:00:00</CreDtTm></GrpHdr>`,
  ];
  for (const s of spec.statements) {
    lines.push(`<${statement}>`, `<Id>${s.id}</Id>`);
    if (s.copyDuplicate) lines.push(`<CpyDplctInd>${s.copyDuplicate}</CpyDplctInd>`);
    lines.push(`<Acct><Id><IBAN>${s.iban}</IBAN></Id>${s.currency ? `<Ccy>${s.currency}</Ccy>` : ''}</Acct>`);
    for (const b of s.balances ?? []) lines.push(balanceXml(b));
    for (const e of s.entries ?? []) lines.push(entryXml(e, statusAsCode));
    lines.push(`</${statement}>`);
  }
  lines.push(`</${root}>`, '</Document>', '');
  return lines.join('\n');
}

const CH = 'CH2801234000123456789';
const NL = 'NL26VAYB8060476890';

/** One file per quirk the corpus taught us; the unit tests parse each, the fuzz tests mutate them. */
export const CAMT_SAMPLES: Record<string, string> = {
  // v8: Sts/Cd, DtTm dates, a domain code and an EndToEndId; balances of a EUR account written in SEK,
  // CHF and JPY (kept as written); a CODU copy (a correction).
  'v8-mixed-currency-balances': camtMessage({
    version: '08',
    msgId: 'CAMT053RIB000000000001',
    statements: [
      {
        id: '253EURNL26VAYB8060476890',
        iban: NL,
        currency: 'EUR',
        copyDuplicate: 'CODU',
        balances: [
          { code: 'OPBD', amount: '18.15', currency: 'EUR', indicator: 'CRDT', date: '2014-12-30' },
          {
            code: 'CLBD',
            amount: '27.00',
            currency: 'SEK',
            indicator: 'DBIT',
            date: '2014-12-31T00:00:00+01:00',
          },
          { code: 'OPAV', amount: '35.00', currency: 'CHF', indicator: 'CRDT', date: '2014-12-30' },
          { code: 'CLAV', amount: '2700', currency: 'JPY', indicator: 'DBIT', date: '2014-12-31' },
        ],
        entries: [
          {
            amount: '8.85',
            currency: 'EUR',
            indicator: 'CRDT',
            bookingDate: '2014-12-31T12:00:00+01:00',
            valueDate: '2015-01-02',
            ref: 'AAAASESS-FP-CN_98765/01',
            domain: 'PMNT-RCDT-BOOK',
            transactions: [
              {
                endToEndId: 'MUELL/FINP/RA12345',
                creditorReference: '4654654654654654',
                counterparty: ['NAME NAME', 'NL56AGDH9619008421'],
              },
            ],
          },
        ],
      },
    ],
  }),
  // camt.054 batch: NbOfTxs says 2 and three TxDtls follow, whose amounts do not add up to the entry.
  'batch-count-mismatch': camtMessage({
    message: '054',
    version: '08',
    msgId: 'AAAASESS-FP-ACCR001',
    statements: [
      {
        id: 'AAAASESS-FP-STAT001',
        iban: CH,
        entries: [
          {
            amount: '200000.00',
            currency: 'SEK',
            indicator: 'DBIT',
            bookingDate: '2010-10-18',
            valueDate: '2010-10-18',
            domain: 'PMNT-ICDT-DMCT',
            proprietary: 'Z24',
            additionalInfo: 'Order',
            batch: { count: 2, paymentInfoId: 'UXC06170000006PI00001' },
            transactions: [
              { amount: '3.50', currency: 'CHF' },
              { amount: '3.00', currency: 'CHF' },
              { amount: '3.00', currency: 'CHF' },
            ],
          },
        ],
      },
    ],
  }),
  // camt.052: a pending entry whose only amounts of zero are in the TxDtls; remittance over two lines.
  'pending-report': camtMessage({
    message: '052',
    version: '06',
    msgId: 'AAAASESS-FP-ACCR001',
    statements: [
      {
        id: 'AAAASESS-FP-ACCR001',
        iban: CH,
        balances: [
          { code: 'ITBD', amount: '10022.15', currency: 'CHF', indicator: 'CRDT', date: '2020-04-04' },
        ],
        entries: [
          {
            amount: '200000',
            currency: 'SEK',
            indicator: 'DBIT',
            status: 'PDNG',
            valueDate: '2020-04-04',
            transactions: [
              {
                endToEndId: 'UXC06140000015PI00001EE00001',
                amount: '0',
                currency: 'SEK',
                ustrd: ['Example Remittance - 6 -', 'V1 Credit'],
              },
            ],
          },
        ],
      },
    ],
  }),
  // Every balance type, five decimals of which the last three are zeros, and two statements of one account.
  'balance-types-two-statements': camtMessage({
    msgId: 'CAMT05300000001',
    statements: [
      {
        id: 'S1',
        iban: NL,
        balances: ['OPBD', 'PRCD', 'OPAV', 'CLBD', 'CLAV', 'FWAV', 'INFO', 'ITAV', 'ITBD', 'XPCD'].map(
          (code, i) => ({
            code,
            amount: `${i + 1}.01000`,
            currency: 'EUR',
            indicator: 'CRDT' as const,
            date: '2015-01-21',
          }),
        ),
        entries: [
          { amount: '8.85000', currency: 'EUR', indicator: 'CRDT', bookingDate: '2015-01-21', ref: 'A1' },
        ],
      },
      {
        id: 'S2',
        iban: NL,
        entries: [
          { amount: '7.00', currency: 'EUR', indicator: 'DBIT', bookingDate: '2015-01-22', ref: 'A2' },
        ],
      },
    ],
  }),
  // A statement with an opening balance and nothing else (RON, a Dt written with a time).
  'balance-only': camtMessage({
    msgId: 'I38y0h4YyLnQiOV6P7nEd44r2',
    statements: [
      {
        id: 'S1',
        iban: 'GB33BUKB20201555555555',
        currency: 'RON',
        balances: [
          {
            code: 'OPBD',
            amount: '5442.09',
            currency: 'RON',
            indicator: 'CRDT',
            date: '2025-07-23T00:00:00',
          },
        ],
      },
    ],
  }),
  // A camt document without any statement.
  'no-statement': camtMessage({ msgId: 'CAMT053RIB000000000001', statements: [] }),
};
