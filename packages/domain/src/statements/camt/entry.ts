/**
 * One camt `Ntry` and what is kept of its details. A batch entry (one booking, many TxDtls) is one
 * row: the booking is what hits the account, and importing the entry amount once per TxDtls would
 * double-count it. Only the first TxDtls is kept, so a 10,000-payment batch costs no memory.
 */

import { type BankTransactionCode, emptyCode, setCodePart } from './values';

export interface TxDetails {
  endToEndId: string;
  instructionId: string;
  transactionId: string;
  acctSvcrRef: string;
  chequeNumber: string;
  creditorRef: string;
  ustrd: string[];
  additionalInfo: string;
  debtorName: string;
  creditorName: string;
  debtorAccount: string;
  creditorAccount: string;
  returnReason: string;
  code: BankTransactionCode;
}

export interface EntryContext {
  line: number;
  amount: string;
  amountSeen: boolean;
  currency: string;
  indicator: string;
  reversal: string;
  status: string;
  bookingDate: string;
  valueDate: string;
  acctSvcrRef: string;
  entryRef: string;
  additionalInfo: string;
  code: BankTransactionCode;
  batchMessageId: string;
  batchPaymentInfoId: string;
  batchCount: string;
  txCount: number;
  tx: TxDetails;
}

export function newEntry(line: number): EntryContext {
  return {
    line,
    amount: '',
    amountSeen: false,
    currency: '',
    indicator: '',
    reversal: '',
    status: '',
    bookingDate: '',
    valueDate: '',
    acctSvcrRef: '',
    entryRef: '',
    additionalInfo: '',
    code: emptyCode(),
    batchMessageId: '',
    batchPaymentInfoId: '',
    batchCount: '',
    txCount: 0,
    tx: newTx(),
  };
}

function newTx(): TxDetails {
  return {
    endToEndId: '',
    instructionId: '',
    transactionId: '',
    acctSvcrRef: '',
    chequeNumber: '',
    creditorRef: '',
    ustrd: [],
    additionalInfo: '',
    debtorName: '',
    creditorName: '',
    debtorAccount: '',
    creditorAccount: '',
    returnReason: '',
    code: emptyCode(),
  };
}

const MAX_USTRD_LINES = 20;

/** A leaf under Ntry (path relative to Ntry), outside TxDtls. */
export function applyEntryLeaf(
  entry: EntryContext,
  rel: string,
  value: string,
  currency: string | undefined,
): void {
  switch (rel) {
    case 'Amt':
      entry.amount = value;
      entry.amountSeen = true;
      entry.currency = currency ?? '';
      return;
    case 'CdtDbtInd':
      entry.indicator = value;
      return;
    case 'RvslInd':
      entry.reversal = value;
      return;
    case 'Sts':
    case 'Sts/Cd':
    case 'Sts/Prtry':
      entry.status = value;
      return;
    case 'AcctSvcrRef':
      entry.acctSvcrRef = value;
      return;
    case 'NtryRef':
      entry.entryRef = value;
      return;
    case 'AddtlNtryInf':
      entry.additionalInfo = value;
      return;
    case 'NtryDtls/Btch/MsgId':
      entry.batchMessageId = value;
      return;
    case 'NtryDtls/Btch/PmtInfId':
      entry.batchPaymentInfoId = value;
      return;
    case 'NtryDtls/Btch/NbOfTxs':
      entry.batchCount = value;
      return;
  }
  if (rel.startsWith('BookgDt/')) {
    if (entry.bookingDate === '') entry.bookingDate = value;
  } else if (rel.startsWith('ValDt/')) {
    if (entry.valueDate === '') entry.valueDate = value;
  } else if (rel.startsWith('BkTxCd/')) {
    setCodePart(entry.code, rel.slice(7), value);
  }
}

/** A leaf under the first TxDtls (path relative to TxDtls). */
export function applyTxLeaf(tx: TxDetails, rel: string, value: string): void {
  switch (rel) {
    case 'Refs/EndToEndId':
      tx.endToEndId = value;
      return;
    case 'Refs/InstrId':
      tx.instructionId = value;
      return;
    case 'Refs/TxId':
      tx.transactionId = value;
      return;
    case 'Refs/AcctSvcrRef':
      tx.acctSvcrRef = value;
      return;
    case 'Refs/ChqNb':
      tx.chequeNumber = value;
      return;
    case 'RmtInf/Ustrd':
      if (tx.ustrd.length < MAX_USTRD_LINES) tx.ustrd.push(value);
      return;
    case 'RmtInf/Strd/CdtrRefInf/Ref':
      if (tx.creditorRef === '') tx.creditorRef = value;
      return;
    case 'AddtlTxInf':
      tx.additionalInfo = value;
      return;
    case 'RltdPties/Dbtr/Nm':
    case 'RltdPties/Dbtr/Pty/Nm':
      tx.debtorName = value;
      return;
    case 'RltdPties/Cdtr/Nm':
    case 'RltdPties/Cdtr/Pty/Nm':
      tx.creditorName = value;
      return;
    case 'RltdPties/DbtrAcct/Id/IBAN':
    case 'RltdPties/DbtrAcct/Id/Othr/Id':
      tx.debtorAccount = value;
      return;
    case 'RltdPties/CdtrAcct/Id/IBAN':
    case 'RltdPties/CdtrAcct/Id/Othr/Id':
      tx.creditorAccount = value;
      return;
    case 'RtrInf/Rsn/Cd':
      tx.returnReason = value;
      return;
  }
  if (rel.startsWith('BkTxCd/')) setCodePart(tx.code, rel.slice(7), value);
}

/** `NOTPROVIDED` is the ISO placeholder for a missing end-to-end id, not a reference. */
export function realEndToEndId(id: string): string {
  return id.toUpperCase() === 'NOTPROVIDED' ? '' : id;
}
