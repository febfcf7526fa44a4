/**
 * The two ledger areas of the product (spec §1): bank reconciliation and employer funds. They share
 * one set of modules, tables and rules; what differs between them is declared here, once, and every
 * layer (contracts, server services, seed, pages) reads it from this descriptor instead of branching
 * on the area by hand.
 */

import { type Area, BANK_REC_ROLE_IDS, EWA_ROLE_IDS } from '../access/permissions';

/** The areas that own ledger records (the `area` column of ledger entries, transfers and clients). */
export type LedgerArea = 'bankRec' | 'ewa';
export const LEDGER_AREAS: readonly LedgerArea[] = ['bankRec', 'ewa'];

export interface LedgerAreaDescriptor {
  area: LedgerArea;
  /** The permission area a caller needs (management opens both). */
  access: Area;
  /** The area's roles (spec §1). */
  roles: readonly number[];
  /** Where the area's spec calls live: '/api/bankRec' or '/api/employeeFunds'. */
  apiPrefix: string;
  /** The service name of GET /api/rec/items/agent/tenantConfig?service=... for the area. */
  tenantService: string;
  /** The record a ledger line belongs to: a customer (client) or an employer. */
  party: 'customer' | 'employer';
  /**
   * What a ledger line carries besides its party: a tax code (bank-rec) or the employer's partner and
   * the payroll customer (employer funds).
   */
  lineExtras: 'taxCode' | 'partnerAndCustomer';
  /** Whether the area's parties belong to partners (employers do; customers do not). */
  partiesHavePartners: boolean;
  /**
   * API amounts with more than 2 decimals: refused (employer funds, issue 12) or rounded half away from
   * zero (bank-rec, as it always has for spec-era clients that send JSON numbers).
   */
  refuseExtraDecimals: boolean;
  /** The socket event that carries the area's import progress and completion to the uploader (spec §7). */
  importStatusEvent: 'showStatus' | 'showEwaStatus';
  labels: {
    /** The area as a sentence names it: 'the bank reconciliation area' / 'the employer-funds area'. */
    area: string;
    /** 'Customer' / 'Employer' */
    party: string;
    parties: string;
    addTitle: string;
    editTitle: string;
    searchLabel: string;
  };
}

export const BANK_REC_AREA: LedgerAreaDescriptor = {
  area: 'bankRec',
  access: 'bankRec',
  roles: BANK_REC_ROLE_IDS,
  apiPrefix: '/api/bankRec',
  tenantService: 'Bank Rec',
  party: 'customer',
  lineExtras: 'taxCode',
  partiesHavePartners: false,
  refuseExtraDecimals: false,
  importStatusEvent: 'showStatus',
  labels: {
    area: 'the bank reconciliation area',
    party: 'Customer',
    parties: 'Customers',
    addTitle: 'Add New Customer',
    editTitle: 'Edit Customer',
    searchLabel: 'Search Customer',
  },
};

export const EWA_AREA: LedgerAreaDescriptor = {
  area: 'ewa',
  access: 'ewa',
  roles: EWA_ROLE_IDS,
  apiPrefix: '/api/employeeFunds',
  tenantService: 'Employer Funds',
  party: 'employer',
  lineExtras: 'partnerAndCustomer',
  partiesHavePartners: true,
  refuseExtraDecimals: true,
  importStatusEvent: 'showEwaStatus',
  labels: {
    area: 'the employer-funds area',
    party: 'Employer',
    parties: 'Employers',
    addTitle: 'Add New Employer',
    editTitle: 'Edit Employer',
    searchLabel: 'Search Employer',
  },
};

export const LEDGER_AREA_DESCRIPTORS: Readonly<Record<LedgerArea, LedgerAreaDescriptor>> = {
  bankRec: BANK_REC_AREA,
  ewa: EWA_AREA,
};

export function ledgerArea(area: LedgerArea): LedgerAreaDescriptor {
  return LEDGER_AREA_DESCRIPTORS[area];
}

export function isLedgerArea(value: unknown): value is LedgerArea {
  return value === 'bankRec' || value === 'ewa';
}

/** The ledger area a tenant-config service name belongs to, or null ('Bank Rec' / 'Employer Funds'). */
export function areaOfTenantService(service: string): LedgerArea | null {
  const wanted = service.trim().toLowerCase();
  return LEDGER_AREAS.find((a) => LEDGER_AREA_DESCRIPTORS[a].tenantService.toLowerCase() === wanted) ?? null;
}
