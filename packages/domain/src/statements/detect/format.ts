/**
 * Which statement format a file is, from its first bytes (a few KB) and, failing that, its name.
 * Content wins over the extension: banks and users rename files freely (.txt for BAI2, .xml for OFX v2),
 * while the first record of every format here is distinctive.
 */

import type { StatementFormat } from '../types';
import { createByteDecoder } from './decoder';
import { detectEncoding } from './encoding';

export type DetectedFormat = Exclude<StatementFormat, 'ledger-csv'>;

const CAMT_NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.05[234]/i;
const CAMT_ROOT = /<(?:\w+:)?BkToCstmr(?:Stmt|AcctRpt|DbtCdtNtfctn)\b/;

const EXTENSIONS: Record<string, DetectedFormat> = {
  bai: 'bai2',
  bai2: 'bai2',
  ofx: 'ofx',
  qfx: 'ofx',
  qbo: 'ofx',
  ach: 'nacha',
  nacha: 'nacha',
  csv: 'csv',
  tsv: 'csv',
  xml: 'camt',
  '052': 'camt',
  '053': 'camt',
  '054': 'camt',
  camt: 'camt',
};

function decodeHead(firstBytes: Uint8Array): string {
  const guess = detectEncoding(firstBytes);
  const decoder = createByteDecoder(guess.encoding, () => undefined);
  const text = decoder.decode(firstBytes.subarray(guess.bomLength)) + decoder.flush();
  return text.replaceAll('\u0000', '');
}

function isNacha(text: string): boolean {
  const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  const first = lines[0] ?? '';
  // A file header '101' + routing; trimmed short lines (FISERV) and one-line files both occur.
  if (/^101[ \d]\d{9}/.test(first) && (first.length >= 60 || lines.length === 1)) return true;
  // Return files from banks may start at a batch header or even an entry: all records are 94 wide.
  const sample = lines.slice(0, 5);
  return sample.length >= 2 && sample.every((line) => line.length === 94 && /^[156789]\d/.test(line));
}

/** Every format here is text: a head with more than 1 % control or undecodable characters is binary. */
function isBinary(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) controls += 1;
  }
  return controls > text.length * 0.01;
}

function looksLikeCsv(text: string): boolean {
  const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) return false;
  // Any printable, mostly-text head with a delimiter on its first line is worth trying as CSV.
  return /[,;\t|]/.test(lines[0] ?? '');
}

/** 'bai2' | 'camt' | 'ofx' | 'nacha' | 'csv', or null when nothing fits. */
export function detectFormat(firstBytes: Uint8Array, fileName?: string): DetectedFormat | null {
  const text = decodeHead(firstBytes);
  const start = text.trimStart();
  if (/^01,/.test(start)) return 'bai2';
  if (isNacha(start)) return 'nacha';
  if (/^OFXHEADER\s*:/i.test(start) || /<\?OFX\b/i.test(start) || /<OFX>/i.test(start)) return 'ofx';
  if (/<(?:\w+:)?Document\b/.test(start) && (CAMT_NAMESPACE.test(start) || CAMT_ROOT.test(start)))
    return 'camt';
  if (CAMT_ROOT.test(start)) return 'camt';
  // An image or archive renamed .bai2 is not a bank file, whatever its name says.
  if (isBinary(start)) return null;
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName ?? '')?.[1]?.toLowerCase();
  const byName = extension === undefined ? undefined : EXTENSIONS[extension];
  if (byName) return byName;
  return looksLikeCsv(start) ? 'csv' : null;
}
