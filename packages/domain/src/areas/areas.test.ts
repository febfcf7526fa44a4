import { describe, expect, it } from 'vitest';
import { canUseArea } from '../access';
import {
  areaOfTenantService,
  BANK_REC_AREA,
  EWA_AREA,
  isLedgerArea,
  LEDGER_AREAS,
  ledgerArea,
} from './index';

describe('ledger area descriptors', () => {
  it('declares each area once, keyed by its own name', () => {
    for (const area of LEDGER_AREAS) expect(ledgerArea(area).area).toBe(area);
    expect(ledgerArea('bankRec')).toBe(BANK_REC_AREA);
    expect(ledgerArea('ewa')).toBe(EWA_AREA);
  });

  it('opens each area to its own roles only, and management to both', () => {
    for (const role of EWA_AREA.roles) {
      expect(canUseArea([role], EWA_AREA.access)).toBe(true);
      expect(canUseArea([role], BANK_REC_AREA.access)).toBe(false);
    }
    for (const role of BANK_REC_AREA.roles) expect(canUseArea([role], EWA_AREA.access)).toBe(false);
    expect(canUseArea([110], EWA_AREA.access)).toBe(true);
  });

  it('gives the spec paths and labels of each area', () => {
    expect(EWA_AREA.apiPrefix).toBe('/api/employeeFunds');
    expect(BANK_REC_AREA.apiPrefix).toBe('/api/bankRec');
    expect(EWA_AREA.labels.searchLabel).toBe('Search Employer');
    expect(EWA_AREA.partiesHavePartners).toBe(true);
    expect(BANK_REC_AREA.partiesHavePartners).toBe(false);
  });

  it('finds the area of a tenant-config service name, ignoring case and spaces around', () => {
    expect(areaOfTenantService('Bank Rec')).toBe('bankRec');
    expect(areaOfTenantService(' employer funds ')).toBe('ewa');
    expect(areaOfTenantService('Payroll')).toBeNull();
    expect(isLedgerArea('ewa')).toBe(true);
    expect(isLedgerArea('member')).toBe(false);
  });
});
