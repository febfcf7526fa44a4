import { contracts } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import { useLedgerArea } from '../../../shared/lib/ledger-area';

/**
 * The imports pages (activity log, un-import, line issues) serve both ledger areas (issue 13). Each
 * area's calls are declared here, once: the same keys at /api/bankRec/... and /api/employeeFunds/...
 * with the same shapes. Everything else (paging, progress, the store, links) is the same code.
 */
export type ImportCalls = Pick<
  typeof contracts.imports,
  'activityLogs' | 'status' | 'errors' | 'upload' | 'unimport' | 'templateFile'
>;

export interface ImportsArea {
  area: LedgerArea;
  /** The area's name over the page titles. */
  label: string;
  calls: ImportCalls;
  /** The file types the upload area offers: the book side is a ledger file or a partner settlement file. */
  bookSide: { label: string; hint: string };
  /** Whether a book-side file names its partner (a settlement file belongs to one partner). */
  bookSideHasPartner: boolean;
  /** The line under the page's title. */
  description: string;
}

export const IMPORTS_AREAS: Readonly<Record<LedgerArea, ImportsArea>> = {
  bankRec: {
    area: 'bankRec',
    label: 'Bank reconciliation',
    calls: contracts.imports,
    bookSide: { label: 'Ledger file', hint: 'A ledger CSV in the layout of the template.' },
    bookSideHasPartner: false,
    description:
      'Import bank statements and ledger files, and follow every file imported into this organisation.',
  },
  ewa: {
    area: 'ewa',
    label: 'Employer funds',
    calls: contracts.ewaImports,
    bookSide: {
      label: 'Partner settlement file',
      hint: "A partner's settlement CSV, read with the partner's column profile.",
    },
    bookSideHasPartner: true,
    description:
      "Import the employer-funds accounts' bank statements and the partners' settlement files, and follow every file imported.",
  },
};

/** The imports area of the page being drawn (from its route). */
export const useImportsArea = (): ImportsArea => IMPORTS_AREAS[useLedgerArea()];
