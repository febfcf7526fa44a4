/**
 * The wage-access demo's employer-funds configuration, partners and employers, generated
 * deterministically from a seeded PRNG (the same seed always gives the same names, FEINs and amounts).
 */

import { EWA_LEDGERS, EWA_REC_TYPES } from '../starter-configuration';
import type { DemoLedgerConfig } from './bank-rec-demo';
import { between, type Rng } from './bank-rec-demo-data';

export const EWA_FUNDING_ACCOUNT = { name: 'EWA Funding', accountId: '5520047716' } as const;
export const EWA_SETTLEMENT_ACCOUNT = { name: 'EWA Settlement', accountId: '5520047724' } as const;

/** The ledger accounts the employer-funds lines post to (ledger kind, ledger, bank account). */
export const EWA_ACCOUNTS = {
  funding: {
    accountName: 'Employer Funding',
    ledger: 'Funding',
    ledgerId: 'EWAFUND',
    accountId: EWA_FUNDING_ACCOUNT.accountId,
  },
  advance: {
    accountName: 'Wage Advances',
    ledger: 'Advance',
    ledgerId: 'EWASETTLE',
    accountId: EWA_SETTLEMENT_ACCOUNT.accountId,
  },
  repayment: {
    accountName: 'Payroll Repayments',
    ledger: 'Repayment',
    ledgerId: 'EWAFUND',
    accountId: EWA_FUNDING_ACCOUNT.accountId,
  },
  fee: {
    accountName: 'Program Fees',
    ledger: 'Fees',
    ledgerId: 'EWASETTLE',
    accountId: EWA_SETTLEMENT_ACCOUNT.accountId,
  },
} as const;

export const EWA_CODES = {
  funding: { transCode: '165', transDesc: 'Employer Funding Credit' },
  advance: { transCode: '455', transDesc: 'Wage Advance Debit' },
  repayment: { transCode: '142', transDesc: 'Payroll Repayment Credit' },
  fee: { transCode: '698', transDesc: 'Program Fee' },
} as const;

export const EWA_DEMO_CONFIG: DemoLedgerConfig = {
  service: 'Employer Funds',
  area: 'ewa',
  bankAccounts: [EWA_FUNDING_ACCOUNT, EWA_SETTLEMENT_ACCOUNT],
  ledgers: EWA_LEDGERS,
  ledgerAccounts: Object.values(EWA_ACCOUNTS),
  transactionCodes: [
    ...Object.values(EWA_CODES),
    { transCode: '206', transDesc: 'Book Transfer Credit' },
    { transCode: '506', transDesc: 'Book Transfer Debit' },
  ],
  recTypes: EWA_REC_TYPES,
};

/** Three partners, one under a parent (spec §3: a partner may have a parent partner). */
export const EWA_DEMO_PARTNERS = [
  { partner: 'BRIGHTPAY', name: 'BrightPay Advance', parent: null, platform: 'BrightPay' },
  { partner: 'CLEARWAGE', name: 'ClearWage Network', parent: null, platform: 'ClearWage' },
  { partner: 'CWMIDWEST', name: 'ClearWage Midwest', parent: 'CLEARWAGE', platform: 'ClearWage' },
] as const;

const FIRST = [
  'Harbor',
  'Summit',
  'Prairie',
  'Cedar',
  'Lakeside',
  'Ironwood',
  'Bluebird',
  'Granite',
  'Riverbend',
  'Maple',
  'Northgate',
  'Sunrise',
  'Keystone',
  'Pioneer',
  'Coastal',
  'Redwood',
  'Silverline',
  'Evergreen',
  'Canyon',
  'Liberty',
] as const;
const SECOND = [
  ['Logistics', 'LOG'],
  ['Home Care', 'HC'],
  ['Foods', 'FD'],
  ['Staffing', 'STF'],
  ['Hospitality', 'HOS'],
  ['Dental Group', 'DG'],
  ['Retail', 'RTL'],
  ['Manufacturing', 'MFG'],
] as const;

export interface DemoEmployer {
  employer: string;
  name: string;
  fein: string;
  status: 'Active' | 'Inactive' | 'Terminated';
  partner: string;
  platform: string;
  achDescription: string;
  /** Workers taking advances: the scale of the employer's lines. */
  workers: number;
  /** Weekly or every other week. */
  payEveryWeeks: 1 | 2;
  /** Funds less than its workers draw: its balance runs short over the year. */
  runsShort: boolean;
}

/** About 40 employers with real-looking names, FEINs and ACH descriptions, spread over the partners. */
export function demoEmployers(rng: Rng, count = 40): DemoEmployer[] {
  const employers: DemoEmployer[] = [];
  const used = new Set<string>();
  for (let i = 0; employers.length < count && i < count * 10; i += 1) {
    const first = FIRST[i % FIRST.length] as string;
    const [second, short] = SECOND[(i * 3 + Math.floor(i / FIRST.length)) % SECOND.length] as readonly [
      string,
      string,
    ];
    const employer = `${first.slice(0, 10 - short.length).toUpperCase()}${short}`.slice(0, 10);
    if (used.has(employer)) continue;
    used.add(employer);
    const partner = EWA_DEMO_PARTNERS[
      employers.length % EWA_DEMO_PARTNERS.length
    ] as (typeof EWA_DEMO_PARTNERS)[number];
    const n = employers.length;
    employers.push({
      employer,
      name: `${first} ${second}`,
      fein: `${between(rng, 10, 99)}-${String(between(rng, 1_000_000, 9_999_999))}`,
      status: n % 13 === 12 ? 'Inactive' : n === count - 1 ? 'Terminated' : 'Active',
      partner: partner.partner,
      platform: partner.platform,
      achDescription: `${first.toUpperCase()} ${short} EWA`,
      workers: between(rng, 8, 60),
      payEveryWeeks: rng() < 0.5 ? 1 : 2,
      runsShort: n % 13 === 5,
    });
  }
  return employers;
}
