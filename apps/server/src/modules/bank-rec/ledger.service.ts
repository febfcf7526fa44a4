import type { LedgerEntry, LedgerSearchQuery, NewLedgerTransaction } from '@clearline/contracts';
import {
  type BankRecLedgerTransactionDraft,
  type FieldError,
  minorToDecimalString,
  REQUIRED_FIELDS_HINT,
  validateBankRecLedgerTransaction,
} from '@clearline/domain';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth-context';
import type { Db } from '../../platform/db';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { audit } from '../audit/index';
import type { SuggestionsService } from '../matching/index';
import { existingCoIds } from './clients.repository';
import { loadRuleContext } from './config.service';
import * as repo from './ledger.repository';
import type { LedgerAreaView } from './ledger-areas';
import { searchLedger } from './ledger-search.service';
import { amountFieldError, apiAmountCents, fieldIssues } from './support';
import type { LinesWrittenHook } from './transfers.service';

type NewTransaction = z.output<typeof NewLedgerTransaction>;

/**
 * One area's ledger lines: search, read, void (shared), and the bank-rec Add Transaction (create). The
 * employer-funds Add Transaction is EwaEntriesService, which posts through `insertManual`.
 */
export class LedgerService<E = LedgerEntry, Q = z.output<typeof LedgerSearchQuery>> {
  private readonly area;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly suggestions: SuggestionsService,
    /** PostgreSQL keeps planner statistics current (autovacuum); embedded PGlite does not. */
    private readonly trustEstimates = false,
    readonly view: LedgerAreaView<E, Q>,
    /** Told the ids of the lines a void committed (employer funds: the funds-coverage watch). */
    private readonly afterVoided?: LinesWrittenHook,
  ) {
    this.area = view.descriptor.area;
  }

  search(organizationId: string, query: Q) {
    return searchLedger(this.db, organizationId, this.view.pagingOf(query), this.view.filtersOf(query), {
      trustEstimates: this.trustEstimates,
      toEntry: this.view.rawToEntry,
    });
  }

  async get(organizationId: string, id: string) {
    const row = await repo.findEntry(this.db, organizationId, this.area, id);
    if (!row) throw notFound('No such ledger entry.');
    return { data: this.view.toEntry(row) };
  }

  /** Posts one hand-added line of the area (audited) and answers it as stored. */
  async insertManual(caller: Caller, organizationId: string, values: repo.NewEntry, ip: string): Promise<E> {
    return this.db.transaction(async (tx) => {
      const [id] = await repo.insertEntries(tx, [{ ...values, area: this.area, organizationId }]);
      const row = id ? await repo.findEntry(tx, organizationId, this.area, id) : undefined;
      if (!row) throw new Error('ledger entry insert returned nothing');
      const stored = this.view.toEntry(row);
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: `${this.area}.ledger.created`,
        entityType: `${this.area}.ledgerEntry`,
        entityId: row.id,
        details: { after: this.view.auditView(stored) },
        ip,
      });
      return stored;
    });
  }

  /**
   * newBankLedger: the domain rule (validateBankRecLedgerTransaction) with the tenant's configuration,
   * codes and clock decides; the server adds what only it knows (the client exists, the reconciling type
   * is one of the tenant's). Ledger, ledgerId and accountId come from the configuration.
   */
  async create(caller: Caller, organizationId: string, input: NewTransaction, ip: string) {
    const rules = await loadRuleContext(this.db, organizationId);
    const cents = apiAmountCents(input.amount);
    const amountText =
      input.amount === undefined ? '' : cents === null ? String(input.amount) : minorToDecimalString(cents);
    const draft: BankRecLedgerTransactionDraft = {
      checkNo: input.checkNo,
      details: input.details,
      amount: amountText,
      transactionDate: input.transactionDate,
      coName: input.coName,
      ledger: input.ledger,
      transactionType: input.transactionType,
      taxType: input.taxType as BankRecLedgerTransactionDraft['taxType'],
      account: input.account,
      ledgerId: input.ledgerId,
      accountId: input.accountId,
      manualCheck: input.manualCheck,
      recType: input.recType,
      taxCode: input.taxCode,
      taxConfirmation: input.taxConfirmation,
      quarter: input.quarter,
    };
    const validation = validateBankRecLedgerTransaction(draft, {
      config: rules.config,
      now: this.now(),
      timeZone: rules.timeZone,
    });
    const errors: Record<string, FieldError> = { ...validation.fieldErrors };
    if (input.amount !== undefined && cents === null) {
      // A number too long to hold is refused for its size (issue 10 item 13), anything else by the spec.
      errors.amount = amountFieldError(input.amount);
    }
    const payload = validation.payload;
    let recType = payload?.recType ?? '';
    if (payload && recType !== '') {
      const known = rules.recTypes.find((r) => r.toLowerCase() === recType.toLowerCase());
      if (known) recType = known;
      else errors.recType = { code: 'unknown' };
    }
    if (
      payload &&
      !(await existingCoIds(this.db, organizationId, [payload.coName], this.area)).has(payload.coName)
    ) {
      errors.coName = { code: 'unknown', message: `No customer ${payload.coName} in this organisation` };
    }
    if (Object.keys(errors).length > 0 || !payload || cents === null) {
      const missing = Object.values(errors).some((e) => e.code === 'required');
      throw badRequest(
        missing ? REQUIRED_FIELDS_HINT : 'Some fields are not valid.',
        fieldIssues('data', errors),
      );
    }

    const entry = await this.insertManual(
      caller,
      organizationId,
      {
        organizationId,
        checkNo: payload.checkNo,
        details: payload.details,
        amountMinor: cents,
        transactionDate: payload.transactionDate,
        coId: payload.coName,
        ledger: payload.ledger,
        transactionType: payload.transactionType,
        taxType: payload.taxType,
        account: payload.account,
        ledgerId: payload.ledgerId,
        accountId: payload.accountId,
        manualCheck: payload.manualCheck,
        recType,
        taxCode: payload.taxCode,
        taxConfirmation: payload.taxConfirmation,
        autoMatch: true,
        quarter: payload.quarter,
        // A reconciling item with its type is set aside from matching; anything else waits to be matched.
        status: payload.manualCheck && recType !== '' ? 'reconciling' : 'open',
        source: 'manual',
        createdBy: caller.userId,
      },
      ip,
    );
    return { data: entry };
  }

  /**
   * Voids an open or reconciling entry; a transfer's lines are voided together so it stays balanced.
   * Nothing is deleted: the entry keeps its row, marked void with who, when and why (and the audit log),
   * and leaves open items, balances and pending suggestions. The correction is a new entry.
   */
  async void(caller: Caller, organizationId: string, id: string, reason: string, ip: string) {
    const entry = await repo.findEntry(this.db, organizationId, this.area, id);
    if (!entry) throw notFound('No such ledger entry.');
    const group = entry.transferId
      ? await repo.findEntriesOfTransfer(this.db, organizationId, this.area, entry.transferId)
      : [entry];
    if (group.every((g) => g.status === 'void')) throw conflict('The entry is already void.');
    if (group.some((g) => g.status === 'matched')) {
      throw conflict(
        entry.transferId
          ? 'A line of this transfer is matched to the bank: unmatch it before voiding the transfer.'
          : 'The entry is matched to the bank: unmatch it before voiding it.',
      );
    }
    const at = this.now();
    const ids = group.filter((g) => g.status !== 'void').map((g) => g.id);
    const voided = await this.db.transaction(async (tx) => {
      const changed = await repo.voidEntries(tx, organizationId, ids, { reason, userId: caller.userId, at });
      if (changed.length !== ids.length)
        throw conflict('The entry was changed meanwhile. Reload it and try again.');
      if (entry.transferId) await repo.markTransferVoided(tx, organizationId, entry.transferId, at);
      const staleSuggestions = await this.suggestions.staleForLedgerEntries(tx, organizationId, ids);
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: `${this.area}.ledger.voided`,
        entityType: entry.transferId ? `${this.area}.transfer` : `${this.area}.ledgerEntry`,
        entityId: entry.transferId ?? entry.id,
        details: {
          reason,
          entries: group.map((g) => ({ id: g.id, before: g.status, after: 'void' })),
          staleSuggestions,
        },
        ip,
      });
      return repo.findEntriesByIds(
        tx,
        organizationId,
        this.area,
        group.map((g) => g.id),
      );
    });
    await this.afterVoided?.(organizationId, ids);
    return { data: { entries: voided.map(this.view.toEntry) } };
  }
}
