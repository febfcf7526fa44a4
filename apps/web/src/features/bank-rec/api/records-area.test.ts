import type { EmployerRecord, EwaLedgerEntry } from '@clearline/contracts';
import { describe, expect, it } from 'vitest';
import { employerAsParty, ewaEntryAsLedgerEntry, RECORDS_AREAS } from './records-area';

const employer: EmployerRecord = {
  id: 'e1',
  employer: 'HARBORLOG',
  employerName: 'Harbor Logistics',
  fein: '58-5796267',
  status: 'Inactive',
  edited: true,
  partnerId: 'BRIGHTPAY',
  partnerName: 'BrightPay Advance',
  platform: 'BrightPay',
  achDescription: 'HARBOR LOG EWA',
  version: 3,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const line: EwaLedgerEntry = {
  id: 'l1',
  memo: 'from the partner file',
  details: '',
  amount: '-54.39',
  transactionDate: '2026-11-24',
  sourceDate: '',
  employer: 'HARBORLOG',
  employerName: 'Harbor Logistics',
  partner: 'BRIGHTPAY',
  partnerName: 'BrightPay Advance',
  customer: '',
  ledger: 'Wage Advances',
  transactionType: 'Wage Advance Debit',
  accountName: 'Wage Advances',
  ledgerId: 'EWA',
  accountId: '5510020011',
  sourceFile: 'ADDED',
  fileHash: '',
  lineNo: -1,
  autoMatch: true,
  status: 'open',
  source: 'manual',
  transferId: null,
  importId: null,
  voidReason: null,
  voidedAt: null,
  createdBy: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};

describe('records areas', () => {
  it('shows an employer as a party: id, name, FEIN, status, version, and its partner', () => {
    expect(employerAsParty(employer)).toMatchObject({
      coId: 'HARBORLOG',
      coName: 'Harbor Logistics',
      coFein: '58-5796267',
      coStatus: 'Inactive',
      version: 3,
      partnerId: 'BRIGHTPAY',
      partnerName: 'BrightPay Advance',
      achDescription: 'HARBOR LOG EWA',
    });
  });

  it('shows an employer-funds line as a ledger row: the employer as its party, the partner as its note', () => {
    expect(ewaEntryAsLedgerEntry(line)).toMatchObject({
      coName: 'HARBORLOG',
      clientName: 'Harbor Logistics',
      account: 'Wage Advances',
      taxCode: 'BRIGHTPAY',
      // No details: the notes stand in.
      details: 'from the partner file',
      amount: '-54.39',
    });
  });

  it('declares each area once: its pages, labels and the column beside the party', () => {
    expect(RECORDS_AREAS.ewa.paths).toEqual({ list: '/app/ewa/orgList', ledger: '/app/ewa/searchLedger' });
    expect(RECORDS_AREAS.ewa.descriptor.labels.addTitle).toBe('Add New Employer');
    expect(RECORDS_AREAS.ewa.asideColumn.cell(employerAsParty(employer))).toBe('BrightPay Advance');
    expect(RECORDS_AREAS.bankRec.pages.listTitle).toBe('Customer List');
    expect(RECORDS_AREAS.bankRec.asideColumn.cell({ ...employerAsParty(employer), coEes: '1200' })).toBe(
      '1,200 employees',
    );
  });
});
