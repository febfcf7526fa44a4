import type { MenuItem } from '@clearline/contracts';
import {
  areasOfKind,
  DEFAULT_CUSTOMER_ID_PATTERN,
  IDLE_DEFAULTS,
  type OrganizationKind,
} from '@clearline/domain';
import type { LedgerConfigSetup } from '../modules/bank-rec/index';
import type { OrganizationSettings } from './schema/index';
import { bureauMenu } from './seed/menus/bureau';
import { wageAccessMenu } from './seed/menus/wage-access';

/**
 * What a new organisation starts with, by kind (issue 17): its settings, its navigation menu and the
 * ledger configuration each of its areas needs before records can be added. The demo seed builds its
 * organisations from the same pieces, so a new organisation looks like the demo's without its records.
 * Bank accounts (and the ledger accounts that post to them) are the organisation's own: it adds them on
 * the Ledger configuration tab.
 */

/** BAI2-style transaction codes; 506 and 206 are the transfer codes (spec §9). */
export const BAI2_TRANSACTION_CODES = [
  { transCode: '142', transDesc: 'ACH Credit Received' },
  { transCode: '165', transDesc: 'Preauthorized ACH Credit' },
  { transCode: '195', transDesc: 'Incoming Money Transfer' },
  { transCode: '206', transDesc: 'Book Transfer Credit' },
  { transCode: '301', transDesc: 'Commercial Deposit' },
  { transCode: '455', transDesc: 'Preauthorized ACH Debit' },
  { transCode: '475', transDesc: 'Check Paid' },
  { transCode: '495', transDesc: 'Outgoing Money Transfer' },
  { transCode: '506', transDesc: 'Book Transfer Debit' },
  { transCode: '698', transDesc: 'Miscellaneous Fees' },
] as const;

/** The system-assigned reconciling types every area has (spec §5 hides them from the dialog's list). */
const SYSTEM_REC_TYPES = [
  { name: 'Aged Uncleared', systemAssigned: true },
  { name: 'Negative Liabilities', systemAssigned: true },
] as const;

export const BANK_REC_REC_TYPES = [
  ...SYSTEM_REC_TYPES,
  { name: 'Timing Difference', systemAssigned: false },
  { name: 'Outstanding Check', systemAssigned: false },
  { name: 'Deposit in Transit', systemAssigned: false },
  { name: 'Returned Item', systemAssigned: false },
  { name: 'Bank Error', systemAssigned: false },
  { name: 'Bank Fee', systemAssigned: false },
] as const;

export const EWA_REC_TYPES = [
  ...SYSTEM_REC_TYPES,
  { name: 'Timing Difference', systemAssigned: false },
  { name: 'Funding Shortfall', systemAssigned: false },
] as const;

export const BANK_REC_LEDGERS = [
  { ledgerId: 'TAX', name: 'Tax Liabilities' },
  { ledgerId: 'NETPAY', name: 'Net Pay and Funding' },
  { ledgerId: 'FEES', name: 'Service Fees' },
  { ledgerId: 'OPER', name: 'Operating' },
] as const;

export const EWA_LEDGERS = [
  { ledgerId: 'EWAFUND', name: 'Employer Funding' },
  { ledgerId: 'EWASETTLE', name: 'Partner Settlement' },
] as const;

/** A new organisation's settings: its areas on, spec §9's idle defaults, the default id pattern. */
export function starterSettings(
  features: OrganizationSettings['features'],
  notes: OrganizationSettings['notes'] = [],
): OrganizationSettings {
  return {
    features,
    idle: { ...IDLE_DEFAULTS },
    customerIdPattern: DEFAULT_CUSTOMER_ID_PATTERN,
    allowDelete: true,
    notes,
  };
}

/** The navigation of a kind of organisation: the demo's menus, and both areas' for 'both'. */
export function defaultMenuOf(kind: OrganizationKind): MenuItem[] {
  if (kind === 'bureau') return bureauMenu;
  if (kind === 'wageAccess') return wageAccessMenu;
  // The bureau's menu with the employer-funds group after bank reconciliation.
  const ewaGroup = wageAccessMenu.find((item) => item.id === 'employer-funds');
  return bureauMenu.flatMap((item) => (item.id === 'bank-rec' && ewaGroup ? [item, ewaGroup] : [item]));
}

/** The ledger configuration of each area the kind uses; transaction codes go with the first. */
export function starterLedgerConfigs(kind: OrganizationKind): LedgerConfigSetup[] {
  const areas = areasOfKind(kind);
  const configs: LedgerConfigSetup[] = [];
  const common = { bankAccounts: [], ledgerAccounts: [] };
  if (areas.bankRec)
    configs.push({
      ...common,
      service: 'Bank Rec',
      area: 'bankRec',
      ledgers: BANK_REC_LEDGERS,
      transactionCodes: BAI2_TRANSACTION_CODES,
      recTypes: BANK_REC_REC_TYPES,
    });
  if (areas.ewa)
    configs.push({
      ...common,
      service: 'Employer Funds',
      area: 'ewa',
      ledgers: EWA_LEDGERS,
      transactionCodes: areas.bankRec ? [] : BAI2_TRANSACTION_CODES,
      recTypes: EWA_REC_TYPES,
    });
  return configs;
}
