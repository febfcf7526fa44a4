/**
 * The demo bureau's bank-rec configuration and customers, generated deterministically from a seeded PRNG
 * (the same seed always gives the same names, FEINs, pay cycles and amounts).
 */

import { BAI2_TRANSACTION_CODES, BANK_REC_LEDGERS, BANK_REC_REC_TYPES } from '../starter-configuration';

export type Rng = () => number;
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
export const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

export const DEMO_BANK_ACCOUNTS = [
  { name: 'Operating', accountId: '4410029381' },
  { name: 'Tax Impound', accountId: '4410029399' },
  { name: 'Payroll Clearing', accountId: '4410029402' },
] as const;

export const DEMO_LEDGERS = BANK_REC_LEDGERS;

/** accountName, ledger kind ('Tax' marks tax accounts), ledgerId, bank account number. */
export const DEMO_LEDGER_ACCOUNTS = [
  { accountName: 'Federal Tax', ledger: 'Tax', ledgerId: 'TAX', accountId: '4410029399' },
  { accountName: 'State Withholding', ledger: 'Tax', ledgerId: 'TAX', accountId: '4410029399' },
  { accountName: 'State Unemployment', ledger: 'Tax', ledgerId: 'TAX', accountId: '4410029399' },
  { accountName: 'Local Tax', ledger: 'Tax', ledgerId: 'TAX', accountId: '4410029399' },
  { accountName: 'Net Pay', ledger: 'Net Pay', ledgerId: 'NETPAY', accountId: '4410029402' },
  { accountName: 'Client Funding', ledger: 'Net Pay', ledgerId: 'NETPAY', accountId: '4410029402' },
  { accountName: 'Tax Funding', ledger: 'Funding', ledgerId: 'NETPAY', accountId: '4410029399' },
  { accountName: 'Service Fees', ledger: 'Fees', ledgerId: 'FEES', accountId: '4410029381' },
  { accountName: 'Operating', ledger: 'Operating', ledgerId: 'OPER', accountId: '4410029381' },
] as const;

export const DEMO_TRANSACTION_CODES = BAI2_TRANSACTION_CODES;
export const DEMO_REC_TYPES = BANK_REC_REC_TYPES;

const FIRST_WORDS = [
  'Harbor',
  'Summit',
  'Bluegrass',
  'Cedar',
  'Riverside',
  'Granite',
  'Lakeshore',
  'Prairie',
  'Redwood',
  'Magnolia',
  'Ironwood',
  'Keystone',
  'Pioneer',
  'Evergreen',
  'Beacon',
  'Copper',
  'Northgate',
  'Silverline',
  'Oakmont',
  'Westfield',
  'Sunrise',
  'Heritage',
  'Liberty',
  'Maple',
  'Bayview',
  'Canyon',
  'Frontier',
  'Highland',
  'Juniper',
  'Meridian',
  'Orchard',
  'Patriot',
  'Quarry',
  'Sterling',
  'Tidewater',
  'Union',
] as const;

const BUSINESSES = [
  'Dental Group',
  'Logistics LLC',
  'Family Medicine',
  'Auto Repair',
  'Construction Inc',
  'Veterinary Clinic',
  'Landscaping',
  'Property Management',
  'Plumbing & Heating',
  'Realty',
  'Bakery',
  'Staffing Services',
  'Physical Therapy',
  'Brewing Co',
  'Law Offices',
  'Insurance Agency',
  'Electric Co',
  'Senior Living',
  'Childcare Center',
  'Hardware',
  'Machine Works',
  'Roofing',
  'Accounting PC',
  'Fitness Club',
] as const;

/** [state, has state income tax, local tax code or ''] */
const STATES: readonly [string, boolean, string][] = [
  ['CA', true, ''],
  ['NY', true, 'NYC'],
  ['TX', false, ''],
  ['PA', true, 'PA-EIT'],
  ['OH', true, 'OH-CITY'],
  ['IL', true, ''],
  ['NJ', true, ''],
  ['FL', false, ''],
  ['GA', true, ''],
  ['MI', true, 'MI-DET'],
];

/** Pay frequencies, weighted: bi-weekly most common, then semi-monthly, then weekly. */
const CYCLES = ['biWeekly', 'biWeekly', 'biWeekly', 'semiMonthly', 'semiMonthly', 'weekly'] as const;

const FEIN_PREFIXES = [
  '10',
  '12',
  '20',
  '27',
  '33',
  '35',
  '38',
  '45',
  '46',
  '47',
  '52',
  '56',
  '61',
  '74',
  '81',
  '84',
  '87',
  '91',
  '94',
  '95',
];

export interface DemoClient {
  coId: string;
  coName: string;
  coFein: string;
  coStatus: 'Active' | 'Inactive' | 'Terminated';
  state: string;
  stateTax: boolean;
  localCode: string;
  cycle: 'semiMonthly' | 'biWeekly' | 'weekly';
  employees: number;
  /** Average gross pay per employee per period, in cents. */
  grossPerEmployee: number;
  /** Fee per payroll, in cents. */
  fee: number;
  /** Share of the two-year window the client was a customer: [start, end] as fractions. */
  activeFrom: number;
  activeTo: number;
}

export function demoClients(rng: Rng, count = 60): DemoClient[] {
  const names = new Set<string>();
  const ids = new Set<string>();
  const feins = new Set<string>();
  const clients: DemoClient[] = [
    special('B&J-01', 'B&J Bakery & Cafe', rng),
    special('ST MARKS', "St. Mark's Family Clinic", rng),
  ];
  for (const c of clients) {
    names.add(c.coName);
    ids.add(c.coId);
    feins.add(c.coFein);
  }
  while (clients.length < count) {
    const first = pick(rng, FIRST_WORDS);
    const coName = `${first} ${pick(rng, BUSINESSES)}`;
    if (names.has(coName)) continue;
    let n = 1;
    const stem = first.toUpperCase().slice(0, 7);
    while (ids.has(`${stem}${String(n).padStart(2, '0')}`)) n += 1;
    const coId = `${stem}${String(n).padStart(2, '0')}`;
    const client = generated(coId, coName, rng);
    if (feins.has(client.coFein)) continue;
    names.add(coName);
    ids.add(coId);
    feins.add(client.coFein);
    clients.push(client);
  }
  return clients;
}

function generated(coId: string, coName: string, rng: Rng): DemoClient {
  const [state, stateTax, localCode] = pick(rng, STATES);
  const roll = rng();
  const coStatus = roll < 0.07 ? 'Terminated' : roll < 0.14 ? 'Inactive' : 'Active';
  const lateStart = rng() < 0.2;
  return {
    coId,
    coName,
    coFein: `${pick(rng, FEIN_PREFIXES)}-${String(between(rng, 1_000_000, 9_999_999))}`,
    coStatus,
    state,
    stateTax,
    localCode: localCode && rng() < 0.7 ? localCode : '',
    cycle: pick(rng, CYCLES),
    employees: rng() < 0.7 ? between(rng, 4, 60) : between(rng, 61, 420),
    grossPerEmployee: between(rng, 140_000, 380_000),
    fee: between(rng, 4_500, 32_500),
    activeFrom: lateStart ? rng() * 0.5 : 0,
    activeTo: coStatus === 'Active' ? 1 : 0.45 + rng() * 0.45,
  };
}

function special(coId: string, coName: string, rng: Rng): DemoClient {
  return { ...generated(coId, coName, rng), coStatus: 'Active', activeFrom: 0, activeTo: 1 };
}
