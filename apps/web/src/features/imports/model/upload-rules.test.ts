import { describe, expect, it } from 'vitest';
import {
  checkFileSize,
  effectiveFormat,
  formatBytes,
  inspectHead,
  needsBankAccount,
  sizeLimitOf,
  uploadQuery,
} from './upload-rules';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('size limits (spec §9)', () => {
  it('allows up to 10485760 bytes dropped and 15485760 chosen', () => {
    expect(sizeLimitOf('drop')).toBe(10_485_760);
    expect(sizeLimitOf('import')).toBe(15_485_760);
    expect(checkFileSize(10_485_760, 'drop')).toBeNull();
    expect(checkFileSize(15_485_760, 'import')).toBeNull();
  });

  it('refuses a byte more with a clear message', () => {
    expect(checkFileSize(10_485_761, 'drop')).toBe(
      "This file is 10 MB. Files dropped here may be at most 10 MB (10,485,760 bytes). Use 'Choose file' for files up to 14.8 MB.",
    );
    expect(checkFileSize(20_000_000, 'import')).toBe(
      'This file is 19.1 MB. Imported files may be at most 14.8 MB (15,485,760 bytes).',
    );
    expect(checkFileSize(0, 'import')).toBe('The file is empty.');
  });

  it('allows employer-funds files up to 100485760 bytes, dropped or chosen', () => {
    expect(sizeLimitOf('drop', 'ewa')).toBe(100_485_760);
    expect(sizeLimitOf('import', 'ewa')).toBe(100_485_760);
    expect(checkFileSize(100_485_760, 'drop', 'ewa')).toBeNull();
    expect(checkFileSize(100_485_761, 'drop', 'ewa')).toBe(
      'This file is 95.8 MB. Employer-funds files may be at most 95.8 MB (100,485,760 bytes).',
    );
  });

  it('writes sizes in binary units', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10_485_760)).toBe('10 MB');
    expect(formatBytes(150 * 1024 * 1024)).toBe('150 MB');
  });
});

describe('file inspection', () => {
  it('recognises a BAI2 file and leaves the account to it', () => {
    const seen = inspectHead(bytes('01,121000248,CLEARLINE,261015,0800,7,,,2/\n02,CLEARLINE/\n'), 'a.bai2');
    expect(seen).toEqual({ detected: 'bai2', csvHasAccountColumn: null, encrypted: false });
    expect(needsBankAccount('statement', 'auto', seen)).toEqual({ show: false, required: false });
  });

  it('asks for the bank account of a CSV without an account column', () => {
    const seen = inspectHead(bytes('Date,Description,Amount\n10/01/2026,FEE,-12.00\n'), 'bank.csv');
    expect(seen).toEqual({ detected: 'csv', csvHasAccountColumn: false, encrypted: false });
    expect(needsBankAccount('statement', 'auto', seen)).toEqual({ show: true, required: true });
    expect(needsBankAccount('ledger', 'auto', seen)).toEqual({ show: false, required: false });
  });

  it('offers but does not require it when the CSV names its accounts', () => {
    const seen = inspectHead(
      bytes('Date,Account Number,Description,Amount\n10/01/2026,4410029381,FEE,-12.00\n'),
      'bank.csv',
    );
    expect(seen.csvHasAccountColumn).toBe(true);
    expect(needsBankAccount('statement', 'auto', seen)).toEqual({ show: true, required: false });
  });

  it('says an OpenPGP file is encrypted (the server decrypts it, then detects its format)', () => {
    expect(inspectHead(bytes('-----BEGIN PGP MESSAGE-----\n\nwcFMA'), 'statement.txt')).toEqual({
      detected: null,
      csvHasAccountColumn: null,
      encrypted: true,
    });
    expect(inspectHead(new Uint8Array([0xc1, 0x5e, 0x03]), 'statement.bai').encrypted).toBe(true);
    expect(inspectHead(bytes('01,121000248,X/'), 'statement.bai.pgp').encrypted).toBe(true);
  });

  it('follows the format override over detection', () => {
    const seen = inspectHead(bytes('hello'), 'notes.txt');
    expect(seen.detected).toBeNull();
    expect(effectiveFormat('auto', seen)).toBeNull();
    expect(effectiveFormat('csv', seen)).toBe('csv');
    expect(needsBankAccount('statement', 'csv', seen)).toEqual({ show: true, required: true });
  });
});

describe('upload query', () => {
  it('sends the source and kind, and the format and account only when they apply', () => {
    expect(uploadQuery({ source: 'drop', kind: 'statement', format: 'auto', accountId: '' })).toEqual({
      source: 'drop',
      kind: 'statement',
    });
    expect(
      uploadQuery({ source: 'import', kind: 'statement', format: 'csv', accountId: ' 4410029381 ' }),
    ).toEqual({ source: 'import', kind: 'statement', format: 'csv', accountId: '4410029381' });
    expect(uploadQuery({ source: 'import', kind: 'ledger', format: 'csv', accountId: '4410029381' })).toEqual(
      {
        source: 'import',
        kind: 'ledger',
      },
    );
  });
  it("names a settlement file's partner, and only on a ledger-side file", () => {
    expect(
      uploadQuery({ source: 'drop', kind: 'ledger', format: 'auto', accountId: '', partnerId: ' P-100 ' }),
    ).toEqual({ source: 'drop', kind: 'ledger', partner: 'P-100' });
    expect(
      uploadQuery({ source: 'drop', kind: 'statement', format: 'auto', accountId: '', partnerId: 'P-100' }),
    ).toEqual({ source: 'drop', kind: 'statement' });
  });
});
