import { describe, expect, it } from 'vitest';
import { hasPgpExtension, innerFileName, isPgpFile, looksLikePgpMessage, packetTagOf } from './detect';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('PGP file detection', () => {
  it('knows the names banks give encrypted files, in any case', () => {
    expect(hasPgpExtension('stmt-2026-01.bai.pgp')).toBe(true);
    expect(hasPgpExtension('STMT.GPG')).toBe(true);
    expect(hasPgpExtension('stmt.asc')).toBe(true);
    expect(hasPgpExtension('stmt.bai')).toBe(false);
    expect(hasPgpExtension('pgp.csv')).toBe(false);
  });

  it("gives the bank file's own name for format detection", () => {
    expect(innerFileName('stmt.bai.pgp')).toBe('stmt.bai');
    expect(innerFileName('camt053.xml.gpg')).toBe('camt053.xml');
    expect(innerFileName('plain.csv')).toBe('plain.csv');
    expect(innerFileName('.pgp')).toBe('.pgp');
  });

  it('reads packet tags in both header formats', () => {
    expect(packetTagOf(0x85)).toBe(1); // old format, tag 1 (public-key encrypted session key)
    expect(packetTagOf(0xc1)).toBe(1); // new format, tag 1
    expect(packetTagOf(0xc3)).toBe(3);
    expect(packetTagOf(0x30)).toBeNull(); // '0': text
  });

  it('recognises armoured and binary messages by content', () => {
    expect(looksLikePgpMessage(bytes('-----BEGIN PGP MESSAGE-----\n\nwcFMA'))).toBe(true);
    expect(looksLikePgpMessage(bytes('\r\n  -----BEGIN PGP MESSAGE-----'))).toBe(true);
    expect(looksLikePgpMessage(new Uint8Array([0xc1, 0x5e, 0x03]))).toBe(true);
    expect(looksLikePgpMessage(new Uint8Array([0x84, 0x5e, 0x03]))).toBe(true); // old-format tag 1
    expect(looksLikePgpMessage(new Uint8Array([0xa3, 0x01]))).toBe(true); // old-format compressed data
    // A PNG starts 0x89 (an old-format signature packet by its tag) but its 'version' byte is 'G'.
    const png = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    expect(looksLikePgpMessage(png)).toBe(false);
    expect(looksLikePgpMessage(new Uint8Array([0xc1, 0x5e, 0x09]))).toBe(false); // tag 1, no such version
  });

  it('never mistakes a bank file for a PGP message', () => {
    expect(looksLikePgpMessage(bytes('01,BANK,CLEARLINE,260101,0000,1,80,,2/'))).toBe(false);
    expect(looksLikePgpMessage(bytes('101 091000019 1234567890'))).toBe(false);
    expect(looksLikePgpMessage(bytes('\uFEFF<?xml version="1.0"?><Document>'))).toBe(false);
    expect(looksLikePgpMessage(new Uint8Array([0xef, 0xbb, 0xbf, 0x3c]))).toBe(false); // UTF-8 BOM + '<'
    expect(looksLikePgpMessage(new Uint8Array([0xff, 0xfe, 0x3c, 0x00]))).toBe(false); // UTF-16 BOM
    expect(looksLikePgpMessage(bytes('-----BEGIN PGP PUBLIC KEY BLOCK-----'))).toBe(false);
    expect(looksLikePgpMessage(new Uint8Array())).toBe(false);
  });

  it('decrypts a file named .pgp or carrying a message', () => {
    expect(isPgpFile('x.pgp', bytes('01,'))).toBe(true);
    expect(isPgpFile('x.bai', bytes('-----BEGIN PGP MESSAGE-----'))).toBe(true);
    expect(isPgpFile('x.bai', bytes('01,'))).toBe(false);
  });
});
