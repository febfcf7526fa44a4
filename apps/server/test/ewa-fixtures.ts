import {
  buildEwaTransferLines,
  canonicalEwaTransferLines,
  type EwaTransferDraft,
  type LedgerConfig,
} from '@clearline/domain';
import { browserConfig, type Session, sha256Hex } from './bank-rec-fixtures';

/** What the employer-funds integration tests share: the area's URLs and transfers built like the browser's. */

const api = '/api/employeeFunds';
export const EWA_URLS = {
  fetchEmpList: `${api}/fetchEmpList`,
  fetchPartnerList: `${api}/fetchPartnerList`,
  addUpdateClient: `${api}/items/addUpdateClient/client`,
  removeClient: (coId: string) => `${api}/items/removeClient/${encodeURIComponent(coId)}`,
  clients: `${api}/items/clients`,
  partners: `${api}/items/partners`,
  addUpdatePartner: `${api}/items/addUpdatePartner/partner`,
  removePartner: (id: string) => `${api}/items/removePartner/${encodeURIComponent(id)}`,
  newBankLedger: `${api}/items/bankRecLedger/newBankLedger`,
  ewaTransferMoney: `${api}/items/bankRecLedger/ewaTransferMoney`,
  ledger: `${api}/items/ledger`,
  entry: (id: string) => `${api}/items/ledger/${id}`,
  voidEntry: (id: string) => `${api}/items/ledger/${id}/void`,
  notification: `${api}/items/notification`,
  tenantConfig: '/api/rec/items/agent/tenantConfig?service=Employer%20Funds',
};

/** The demo's employers and partners the tests lean on (apps/server/src/db/seed/ewa-demo-data.ts). */
export const DEMO = {
  brightpay: 'BRIGHTPAY',
  clearwage: 'CLEARWAGE',
  cwMidwest: 'CWMIDWEST',
  /** HARBORLOG and CEDARHC belong to BRIGHTPAY, SUMMITSTF to CLEARWAGE. */
  harbor: 'HARBORLOG',
  cedar: 'CEDARHC',
  summit: 'SUMMITSTF',
};

export const ewaConfig = (s: Session): Promise<LedgerConfig> => browserConfig(s);

/** The request body the browser sends for an employer-funds transfer draft. */
export function ewaTransferBody(config: LedgerConfig, draft: EwaTransferDraft) {
  const built = buildEwaTransferLines(draft, config);
  if (!built.ok) throw new Error(`draft does not build: ${JSON.stringify(built)}`);
  return {
    data: {
      payload: built.lines,
      transferHash: sha256Hex(canonicalEwaTransferLines(built.lines)),
      nonBnkTransfer: built.nonBnkTransfer,
    },
  };
}

export interface EmployerParty {
  employer: string;
  partner: string;
}

export function ewaDraft(from: EmployerParty, to: EmployerParty, amount = '250.00'): EwaTransferDraft {
  return {
    mode: 'banking',
    transactionDate: '2026-03-02',
    details: `Move prefunding ${from.employer} to ${to.employer}`,
    from: { account: 'Employer Funding', ...from, amount },
    to: [{ account: 'Employer Funding', ...to, amount }],
  };
}
