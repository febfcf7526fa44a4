import type { EwaLedgerEntry, EwaLedgerSearchQuery, NewEwaLedgerTransaction } from '@clearline/contracts';
import {
  type EwaLedgerTransactionDraft,
  type FieldError,
  minorToDecimalString,
  REQUIRED_FIELDS_HINT,
  validateEwaLedgerTransaction,
} from '@clearline/domain';
import { EWA_AREA } from '@clearline/domain/areas';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth-context';
import type { Db } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { partiesOf } from './clients.repository';
import { loadRuleContext } from './config.service';
import type { LedgerService } from './ledger.service';
import { findPartner } from './partners.repository';
import { amountFieldError, apiAmountCents, fieldIssues } from './support';
import type { LinesWrittenHook } from './transfers.service';

type NewTransaction = z.output<typeof NewEwaLedgerTransaction>;

/**
 * The employer-funds Add Transaction (POST /api/employeeFunds/items/bankRecLedger/newBankLedger): the
 * domain rule (validateEwaLedgerTransaction) with the tenant's configuration decides the fields; the
 * server adds what only it knows: the employer and the partner are the organisation's, and the employer
 * belongs to that partner. The line is posted through the area's LedgerService.
 */
export class EwaEntriesService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService<EwaLedgerEntry, z.output<typeof EwaLedgerSearchQuery>>,
    private readonly afterCreated?: LinesWrittenHook,
  ) {}

  async create(caller: Caller, organizationId: string, input: NewTransaction, ip: string) {
    const rules = await loadRuleContext(this.db, organizationId);
    const cents = apiAmountCents(input.amount, EWA_AREA.refuseExtraDecimals);
    const draft: EwaLedgerTransactionDraft = {
      ...input,
      amount:
        input.amount === undefined ? '' : cents === null ? String(input.amount) : minorToDecimalString(cents),
      ...(input.lineNo === undefined ? {} : { lineNo: input.lineNo }),
    };
    const validation = validateEwaLedgerTransaction(draft, { config: rules.config });
    const errors: Record<string, FieldError> = { ...validation.fieldErrors };
    if (input.amount !== undefined && cents === null) {
      errors.amount = amountFieldError(input.amount);
    }
    const payload = validation.payload;
    if (payload) {
      const partner = payload.partner.toUpperCase();
      const [employer] = await partiesOf(this.db, organizationId, 'ewa', [payload.employer]);
      if (!(await findPartner(this.db, organizationId, partner))) {
        errors.partner = { code: 'unknown', message: `No partner ${partner} in this organisation` };
      }
      if (!employer) {
        errors.employer = {
          code: 'unknown',
          message: `No employer ${payload.employer} in this organisation`,
        };
      } else if (!errors.partner && employer.partner !== partner) {
        errors.partner = {
          code: 'invalid',
          message: `Employer ${payload.employer} belongs to partner ${employer.partner ?? ''}, not ${partner}`,
        };
      }
    }
    if (Object.keys(errors).length > 0 || !payload || cents === null) {
      const missing = Object.values(errors).some((e) => e.code === 'required');
      throw badRequest(
        missing ? REQUIRED_FIELDS_HINT : 'Some fields are not valid.',
        fieldIssues('data', errors),
      );
    }
    const entry = await this.ledger.insertManual(
      caller,
      organizationId,
      {
        organizationId,
        memo: payload.memo,
        details: payload.details,
        amountMinor: cents,
        transactionDate: payload.transactionDate,
        sourceDate: payload.sourceDate === '' ? null : payload.sourceDate,
        coId: payload.employer,
        partner: payload.partner.toUpperCase(),
        customer: payload.customer.toUpperCase(),
        ledger: payload.ledger,
        transactionType: payload.transactionType,
        account: payload.accountName,
        ledgerId: payload.ledgerId,
        accountId: payload.accountId,
        sourceFile: payload.sourceFile,
        fileHash: payload.fileHash,
        lineNo: payload.lineNo,
        autoMatch: true,
        status: 'open',
        source: 'manual',
        createdBy: caller.userId,
      },
      ip,
    );
    // Committed: an entry that leaves its employer short is kept, and the area's users are told.
    await this.afterCreated?.(organizationId, [entry.id]);
    return { data: entry };
  }
}
