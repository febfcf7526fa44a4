/**
 * Fixed-width field positions of the NACHA records (1-based, inclusive, as in the Operating Rules
 * Appendix Three and moov-io/ach). Values are returned as raw strings; callers decide what a bad
 * value means. Layout variants: CTX/ENR/ATX/TRX entries carry an addenda count before a 16-character
 * receiver name, CIE/MTE swap the individual id and name, IAT entries carry a 35-character account
 * and put names in addenda 10/11, and ADV (SEC ADV, service class 280) uses 12- and 20-digit amounts.
 */

/** Characters `from`..`to` (1-based, inclusive). */
export function field(record: string, from: number, to: number): string {
  return record.slice(from - 1, to);
}

export interface FileHeader {
  immediateDestination: string;
  immediateOrigin: string;
  creationDate: string;
  creationTime: string;
  fileIdModifier: string;
}

export function readFileHeader(r: string): FileHeader {
  return {
    immediateDestination: field(r, 4, 13).trim(),
    immediateOrigin: field(r, 14, 23).trim(),
    creationDate: field(r, 24, 29),
    creationTime: field(r, 30, 33),
    fileIdModifier: field(r, 34, 34),
  };
}

export interface BatchHeader {
  serviceClassCode: string;
  companyName: string;
  companyId: string;
  secCode: string;
  entryDescription: string;
  effectiveDate: string;
  odfi: string;
  batchNumber: string;
}

export function readBatchHeader(r: string): BatchHeader {
  const secCode = field(r, 51, 53);
  return {
    serviceClassCode: field(r, 2, 4),
    // IAT puts the IAT indicator / foreign-exchange fields here; its company name is in addenda 11.
    companyName: secCode === 'IAT' ? '' : field(r, 5, 20).trim(),
    companyId: field(r, 41, 50).trim(),
    secCode,
    entryDescription: field(r, 54, 63).trim(),
    effectiveDate: field(r, 70, 75),
    odfi: field(r, 80, 87),
    batchNumber: field(r, 88, 94),
  };
}

export interface Entry {
  transactionCode: string;
  /** Eight-digit RDFI routing prefix: the part summed into the entry hash. */
  rdfi: string;
  checkDigit: string;
  account: string;
  amount: string;
  individualId: string;
  name: string;
  discretionaryData: string;
  addendaIndicator: string;
  trace: string;
  /** Number of addenda declared in the entry itself (CTX-style and IAT layouts). */
  declaredAddenda?: string;
}

const COUNT_AND_NAME_LAYOUT = new Set(['CTX', 'ENR', 'ATX', 'TRX']);
const SWAPPED_ID_AND_NAME = new Set(['CIE', 'MTE']);

export function readEntry(r: string, secCode: string): Entry {
  let account = field(r, 13, 29);
  let amount = field(r, 30, 39);
  let individualId = field(r, 40, 54);
  let name = field(r, 55, 76);
  let declaredAddenda: string | undefined;
  if (secCode === 'ADV') {
    account = field(r, 13, 27);
    amount = field(r, 28, 39);
    individualId = '';
  } else if (secCode === 'IAT') {
    account = field(r, 40, 74);
    individualId = '';
    name = '';
    declaredAddenda = field(r, 13, 16);
  } else if (COUNT_AND_NAME_LAYOUT.has(secCode)) {
    declaredAddenda = field(r, 55, 58);
    // 59-74 is the name; 75-76 are reserved and blank, but some generators overflow into them.
    name = field(r, 59, 76);
  } else if (SWAPPED_ID_AND_NAME.has(secCode)) {
    individualId = field(r, 55, 76);
    name = field(r, 40, 54);
  }
  return {
    transactionCode: field(r, 2, 3),
    rdfi: field(r, 4, 11),
    checkDigit: field(r, 12, 12),
    account: account.trim(),
    amount,
    individualId: individualId.trim(),
    name: name.trim(),
    discretionaryData: secCode === 'IAT' ? '' : field(r, 77, 78).trim(),
    addendaIndicator: field(r, 79, 79),
    trace: field(r, 80, 94).trim(),
    declaredAddenda,
  };
}

export interface Addenda {
  typeCode: string;
  /** 05/17: payment-related information (80 characters, untrimmed). */
  paymentInfo?: string;
  /** 98/99: change or return reason code (C01, R01, ...). */
  reasonCode?: string;
  originalTrace?: string;
  originalRdfi?: string;
  /** 98: corrected data. 99: addenda information. */
  information?: string;
  /** IAT 10: receiver name; IAT 11: originator name. */
  name?: string;
}

export function readAddenda(r: string): Addenda {
  const typeCode = field(r, 2, 3);
  switch (typeCode) {
    case '05':
    case '17':
      return { typeCode, paymentInfo: field(r, 4, 83) };
    case '98':
    case '99':
      return {
        typeCode,
        reasonCode: field(r, 4, 6).trim(),
        originalTrace: field(r, 7, 21).trim(),
        originalRdfi: field(r, 28, 35).trim(),
        information: field(r, 36, typeCode === '98' ? 64 : 79).trim(),
      };
    case '10':
      return { typeCode, name: field(r, 47, 81).trim() };
    case '11':
      return { typeCode, name: field(r, 4, 38).trim() };
    default:
      return { typeCode };
  }
}

export interface Control {
  serviceClassCode: string;
  count: string;
  entryHash: string;
  totalDebit: string;
  totalCredit: string;
  companyId: string;
  batchNumber: string;
}

export function readBatchControl(r: string, adv: boolean): Control {
  return {
    serviceClassCode: field(r, 2, 4),
    count: field(r, 5, 10),
    entryHash: field(r, 11, 20),
    totalDebit: adv ? field(r, 21, 40) : field(r, 21, 32),
    totalCredit: adv ? field(r, 41, 60) : field(r, 33, 44),
    companyId: adv ? '' : field(r, 45, 54).trim(),
    batchNumber: field(r, 88, 94),
  };
}

export interface FileControl {
  batchCount: string;
  blockCount: string;
  count: string;
  entryHash: string;
  totalDebit: string;
  totalCredit: string;
}

export function readFileControl(r: string, adv: boolean): FileControl {
  return {
    batchCount: field(r, 2, 7),
    blockCount: field(r, 8, 13),
    count: field(r, 14, 21),
    entryHash: field(r, 22, 31),
    totalDebit: adv ? field(r, 32, 51) : field(r, 32, 43),
    totalCredit: adv ? field(r, 52, 71) : field(r, 44, 55),
  };
}

/** A block-padding record: all 9s (a short padding line was blank-filled by the reader). */
export function isPadding(record: string): boolean {
  return /^9{2,} *$/.test(record);
}
