// Writes OFX/QFX files for the tests: SGML v1 (unclosed leaves, a colon header) or XML v2 (closed leaves,
// a processing instruction), one element per line so issue lines are easy to count. The quirks
// reproduced are those of docs/domain/import-formats-ofx-camt-csv.md.

export interface OfxTransaction {
  type?: string;
  /** DTPOSTED as written ('20240102', '20090401122017.000[-5:EST]', '****', '' …); absent when undefined. */
  posted?: string;
  user?: string;
  /** TRNAMT as written; absent when undefined. */
  amount?: string;
  fitId?: string;
  checkNum?: string;
  name?: string;
  memo?: string;
  /** A CURRENCY aggregate: [CURSYM, CURRATE]. */
  currency?: [symbol: string, rate: string];
}

export interface OfxStatement {
  /** CURDEF as written ('' writes an empty tag). */
  currency?: string;
  account: string;
  bankId?: string;
  accountType?: string;
  /** A credit-card statement (CCSTMTRS, CCACCTFROM). */
  card?: boolean;
  transactions?: OfxTransaction[];
  /** [BALAMT, DTASOF] as written. */
  ledger?: [amount: string, asOf: string];
  available?: [amount: string, asOf: string];
}

export interface OfxFileSpec {
  /** 'sgml' (v1, default) or 'xml' (v2). */
  version?: 'sgml' | 'xml';
  /** Leave out the OFXHEADER / <?OFX?> header (some generators do). */
  noHeader?: boolean;
  /** The sign-on or statement status: [code, severity, message]. */
  status?: [code: string, severity: string, message: string];
  statements: OfxStatement[];
  newline?: '\n' | '\r\n';
}

export function ofxFile(spec: OfxFileSpec): string {
  const xml = spec.version === 'xml';
  const leaf = (tag: string, value: string) => (xml ? `<${tag}>${value}</${tag}>` : `<${tag}>${value}`);
  const optional = (tag: string, value: string | undefined) =>
    value === undefined ? [] : [leaf(tag, value)];
  const lines: string[] = [];
  if (!spec.noHeader) {
    if (xml)
      lines.push(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE"?>',
      );
    else lines.push('OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'ENCODING:USASCII', 'CHARSET:1252', '');
  }
  lines.push('<OFX>', '<BANKMSGSRSV1>');
  for (const s of spec.statements) {
    const [rs, from] = s.card ? ['CCSTMTRS', 'CCACCTFROM'] : ['STMTRS', 'BANKACCTFROM'];
    lines.push('<STMTTRNRS>', leaf('TRNUID', '1'));
    if (spec.status) {
      const [code, severity, message] = spec.status;
      lines.push(
        '<STATUS>',
        leaf('CODE', code),
        leaf('SEVERITY', severity),
        leaf('MESSAGE', message),
        '</STATUS>',
      );
    }
    lines.push(`<${rs}>`, ...optional('CURDEF', s.currency ?? 'USD'), `<${from}>`);
    if (!s.card) lines.push(leaf('BANKID', s.bankId ?? '121000248'));
    lines.push(leaf('ACCTID', s.account));
    if (!s.card) lines.push(leaf('ACCTTYPE', s.accountType ?? 'CHECKING'));
    lines.push(`</${from}>`, '<BANKTRANLIST>');
    for (const t of s.transactions ?? []) {
      lines.push(
        '<STMTTRN>',
        leaf('TRNTYPE', t.type ?? 'DEBIT'),
        ...optional('DTPOSTED', t.posted),
        ...optional('DTUSER', t.user),
        ...optional('TRNAMT', t.amount),
        ...optional('FITID', t.fitId),
        ...optional('CHECKNUM', t.checkNum),
        ...optional('NAME', t.name),
        ...optional('MEMO', t.memo),
      );
      if (t.currency)
        lines.push(
          '<CURRENCY>',
          leaf('CURRATE', t.currency[1]),
          leaf('CURSYM', t.currency[0]),
          '</CURRENCY>',
        );
      lines.push('</STMTTRN>');
    }
    lines.push('</BANKTRANLIST>');
    for (const [tag, balance] of [
      ['LEDGERBAL', s.ledger],
      ['AVAILBAL', s.available],
    ] as const) {
      if (balance)
        lines.push(`<${tag}>`, leaf('BALAMT', balance[0]), leaf('DTASOF', balance[1]), `</${tag}>`);
    }
    lines.push(`</${rs}>`, '</STMTTRNRS>');
  }
  lines.push('</BANKMSGSRSV1>', '</OFX>', '');
  return lines.join(spec.newline ?? '\n');
}

/** One file per quirk the corpus taught us; the unit tests parse each, the fuzz tests mutate them. */
export const OFX_SAMPLES: Record<string, string> = {
  // NAME cut at 32 characters with the whole text in MEMO; a time zone on the date; an account with a
  // space; amounts with extra zero decimals; a check number.
  'sgml-checking': ofxFile({
    statements: [
      {
        account: '12300 000012345678',
        transactions: [
          {
            type: 'CREDIT',
            posted: '20110331120000.000[-5:EST]',
            amount: '0.01',
            fitId: '0000486',
            name: 'DIVIDEND EARNED FOR PERIOD OF 03',
            memo: 'DIVIDEND EARNED FOR PERIOD OF 03/01/2011 THROUGH 03/31/2011',
          },
          { posted: '20110401', amount: '-30.000', fitId: '00092990122-30.000', name: 'ATM WITHDRAWAL' },
          {
            type: 'CHECK',
            posted: '20110402',
            amount: '-3.77000',
            fitId: '0000488',
            checkNum: '319',
            name: 'CHECK',
          },
        ],
        ledger: ['100.99', '20110525'],
        available: ['75.99', '20110525'],
      },
    ],
  }),
  // OFX 2 XML with CRLF line ends, CDATA, and entities: escaped once (&amp;) and twice (&amp;lt;), and a
  // bare ampersand; no header at all (generators such as csv2ofx).
  'xml-entities-cdata': ofxFile({
    version: 'xml',
    noHeader: true,
    newline: '\r\n',
    statements: [
      {
        account: '123456789',
        currency: 'AUD',
        transactions: [
          { posted: '20131215', amount: '-16.85', fitId: '1', name: 'B.C. HYDRO &amp; POWER' },
          { posted: '20131215', amount: '-2.00', fitId: '2', name: 'TPAY &amp;lt;DEFTPYMT&amp;gt;' },
          { posted: '20131216', amount: '-1.00', fitId: '3', name: 'T&T SUPERMARKET' },
          { posted: '20131216', amount: '-3.00', fitId: '4', memo: '<![CDATA[EFTPOS WDL <ALDI> STORE]]>' },
        ],
        ledger: ['1234.12', '20131215'],
      },
    ],
  }),
  // Every date masked as '****' (a bank that hides them): no rows, an error per transaction, and the
  // balance skipped.
  'masked-dates': ofxFile({
    statements: [
      {
        account: '*****',
        currency: 'EUR',
        transactions: [
          { posted: '****', amount: '+23947.61', fitId: '1' },
          { posted: '****', amount: '-100.00', fitId: '2' },
        ],
        ledger: ['100.00', '****'],
      },
    ],
  }),
  // Missing, empty and impossible dates, a '$120' amount, and an empty BALAMT beside a good transaction.
  'fail-nicely': ofxFile({
    statements: [
      {
        account: '192639749',
        transactions: [
          { amount: '-1.00', fitId: '1' },
          { posted: '', amount: '-2.00', fitId: '2' },
          { posted: '20110231', amount: '-3.00', fitId: '3' },
          { posted: '20110614', amount: '$120', fitId: '4' },
          { posted: '20110614', amount: '120.00', fitId: '5', name: 'GOOD' },
        ],
        ledger: ['', '20110614'],
      },
    ],
  }),
  // Empty CURDEF and FITID: the currency from a CURRENCY aggregate, a fallback row key.
  'empty-tags': ofxFile({
    statements: [
      {
        account: '12345678',
        currency: '',
        transactions: [
          {
            type: 'CREDIT',
            posted: '20180507',
            amount: '12.34',
            fitId: '',
            name: 'CBA:Transfer',
            currency: ['AUD', '1.0000'],
          },
        ],
      },
    ],
  }),
  // A credit-card statement (signs as given) and a bank statement in one file, balances only on the second.
  'card-and-bank': ofxFile({
    statements: [
      {
        account: '4510000000003333',
        card: true,
        currency: 'CAD',
        transactions: [
          { posted: '20260510', amount: '-6.88', fitId: 'C1', name: 'COFFEE' },
          { type: 'CREDIT', posted: '20260511', amount: '202.08', fitId: 'C2', name: 'PAYMENT' },
        ],
        ledger: ['904.53', '20260519'],
      },
      { account: '9200', ledger: ['222.00', '20120603'] },
    ],
  }),
  // The bank answers with an error instead of a statement.
  'status-error': ofxFile({ status: ['2000', 'ERROR', 'General error'], statements: [{ account: '1' }] }),
  // An OFX element with nothing in it.
  empty: '<OFX></OFX>\n',
};
