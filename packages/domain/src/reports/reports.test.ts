import { describe, expect, it } from 'vitest';
import { columnLetter, escapeFormula, excelDateSerial, exportChunkSize, plainText, xmlText } from './cells';
import { CSV_BOM, csvField, csvFigureRecords, csvRecord } from './csv';
import { statementFigures } from './statement';

describe('CSV fields', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvField('Smith, "Jr"', 'text')).toBe('"Smith, ""Jr"""');
    expect(csvField('two\nlines', 'text')).toBe('"two\nlines"');
  });

  it('writes amounts from cents as plain 2-decimal numbers', () => {
    expect(csvField(-125_000, 'money')).toBe('"-1250.00"');
    expect(csvField(5, 'money')).toBe('"0.05"');
    expect(csvField(900_719_925_474_099, 'money')).toBe('"9007199254740.99"');
  });

  it('escapes text that a spreadsheet would run as a formula, but not amounts', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(escapeFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
    expect(csvField('=HYPERLINK("x")', 'text')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(-100, 'money')).toBe('"-1.00"');
    expect(escapeFormula('Payroll')).toBe('Payroll');
  });

  it('keeps dates ISO, empties nulls and ends records with CRLF', () => {
    expect(csvRecord(['2026-01-31', null, 3], ['date', 'text', 'integer'])).toBe('"2026-01-31","","3"\r\n');
    expect(plainText('2026-01-31T10:00:00.000Z', 'datetime')).toBe('2026-01-31T10:00:00Z');
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it("puts heading figures first as label/value records of the table's width, then an empty record", () => {
    const figures = [
      { label: 'Bank closing balance', type: 'money' as const, value: 1_030_000 },
      { label: 'Difference', type: 'money' as const, value: -5 },
      { label: 'Bank account', type: 'text' as const, value: '=Operating' },
    ];
    expect(csvFigureRecords(figures, 3)).toBe(
      '"Bank closing balance","10300.00",""\r\n"Difference","-0.05",""\r\n"Bank account","\'=Operating",""\r\n"","",""\r\n',
    );
    expect(csvFigureRecords([], 3)).toBe('');
  });
});

describe('spreadsheet helpers', () => {
  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('counts Excel date serials from 1899-12-30', () => {
    expect(excelDateSerial('1900-03-01')).toBe(61);
    expect(excelDateSerial('2026-01-31')).toBe(46053);
  });

  it('escapes XML and drops characters XML cannot carry', () => {
    expect(xmlText('a<b & "c"\u0001')).toBe('a&lt;b &amp; &quot;c&quot;');
  });
});

describe('download chunk sizes (spec §9)', () => {
  it('grows with the file', () => {
    const mb = 1024 * 1024;
    expect(exportChunkSize(10)).toBe(16_384);
    expect(exportChunkSize(mb)).toBe(16_384);
    expect(exportChunkSize(mb + 1)).toBe(18_432);
    expect(exportChunkSize(20 * mb)).toBe(18_432);
    expect(exportChunkSize(100 * mb)).toBe(65_536);
    expect(exportChunkSize(100 * mb + 1)).toBe(262_144);
  });
});

describe('the bank reconciliation statement', () => {
  it('adds deposits in transit and outstanding checks to the bank balance and compares with the book', () => {
    // Bank 10,300.00 + deposit in transit 500.00 − check 700.00 + a 50.00 fee the book lacks = 10,150.00.
    const figures = statementFigures({
      bankClosing: 1_030_000,
      bookBalance: 1_000_000,
      openLedgerCredits: 50_000,
      openLedgerDebits: -70_000,
      openBank: -5_000,
      adjustments: 0,
    });
    expect(figures.depositsInTransit).toBe(50_000);
    expect(figures.outstandingChecks).toBe(-70_000);
    expect(figures.otherReconcilingItems).toBe(5_000);
    expect(figures.adjustedBankBalance).toBe(1_015_000);
    expect(figures.difference).toBe(15_000);
  });

  it('is zero when the panel would say reconciled: closing = book + open bank − open ledger + adjustments', () => {
    const book = 200_000;
    const openBank = -1_500;
    const openLedger = 30_000 - 12_000;
    const adjustments = 250;
    const closing = book + openBank - openLedger + adjustments;
    const figures = statementFigures({
      bankClosing: closing,
      bookBalance: book,
      openLedgerCredits: 30_000,
      openLedgerDebits: -12_000,
      openBank,
      adjustments,
    });
    expect(figures.difference).toBe(0);
    expect(figures.adjustedBankBalance).toBe(book);
  });

  it('has no adjusted balance or difference without a closing balance', () => {
    const figures = statementFigures({
      bankClosing: null,
      bookBalance: 100,
      openLedgerCredits: 0,
      openLedgerDebits: 0,
      openBank: 0,
      adjustments: 0,
    });
    expect(figures.adjustedBankBalance).toBeNull();
    expect(figures.difference).toBeNull();
  });
});
