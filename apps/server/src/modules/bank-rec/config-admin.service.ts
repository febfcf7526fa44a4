import type { LedgerConfigAdmin } from '@clearline/contracts';
import {
  type ConfigUse,
  isTaxAccount,
  normaliseConfigText,
  RESERVED_REC_TYPES,
  TAX_LEDGER,
  usedByMessage,
} from '@clearline/domain';
import { LEDGER_AREAS, type LedgerArea, ledgerArea } from '@clearline/domain/areas';
import type { Db, DbOrTx } from '../../platform/db';
import {
  AppError,
  badRequest,
  conflict,
  FOREIGN_KEY_VIOLATION,
  notFound,
  pgErrorCode,
  UNIQUE_VIOLATION,
} from '../../platform/errors';
import { audit } from '../audit/index';
import * as repo from './config-admin.repository';

/** Who changes the configuration: an administrator in their current organisation, from an address. */
export interface ConfigActor {
  userId: string;
  organizationId: string;
  ip: string;
}

type Kind = 'bank_account' | 'ledger' | 'ledger_account' | 'transaction_code' | 'rec_type';
type Change = 'added' | 'changed' | 'removed';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const serviceName = (area: LedgerArea) => ledgerArea(area).tenantService;
const areaOfService = (service: string) =>
  LEDGER_AREAS.find((a) => serviceName(a) === service) ?? ('bankRec' as LedgerArea);
const uses = (count: number, one: string, many: string): ConfigUse => ({ count, one, many });
const LEDGER_ENTRIES = ['ledger entry', 'ledger entries'] as const;

/** A 409 naming what uses the row, counted, and why that stops the change; the counts ride along. */
function inUse(subject: string, counted: ConfigUse[], what: string) {
  const said = usedByMessage(subject, counted);
  if (!said) return null;
  const byKind = Object.fromEntries(counted.map((u) => [u.many, u.count]));
  return new AppError(409, 'conflict', `${said}; ${what}.`, undefined, { uses: byKind });
}

const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

/**
 * Issue 17: administrators edit the ledger configuration that only the seed wrote before. Nothing that
 * records already name changes under them: a key in use (an account number, a ledger id, an account
 * name, a code, a reconciling type) cannot be renamed or removed, and the refusal counts what uses it;
 * names and descriptions may change, because entries, bank lines and matches keep what they were posted
 * with. Every change shares a transaction with its audit entry (before and after). The readers
 * (ledgerConfig, parseCode, tenantConfig, the imports' account lookup) read the tables on every call, so
 * they see a change at once.
 */
export class ConfigAdminService {
  constructor(private readonly db: Db) {}

  async get(organizationId: string): Promise<LedgerConfigAdmin> {
    // One query at a time: on PGlite the handle holds a single connection.
    const bankAccounts = await repo.listBankAccounts(this.db, organizationId);
    const ledgers = await repo.listLedgers(this.db, organizationId);
    const ledgerAccounts = await repo.listLedgerAccounts(this.db, organizationId);
    const transactionCodes = await repo.listTransactionCodes(this.db, organizationId);
    const recTypes = await repo.listRecTypes(this.db, organizationId);
    const areaOf = new Map(bankAccounts.map((b) => [b.accountId, b.area]));
    const areaOfLedger = (ledgerId: string) =>
      ledgerAccounts.filter((a) => a.ledgerId === ledgerId).map((a) => areaOf.get(a.accountId))[0] ?? null;
    return {
      bankAccounts,
      ledgers: ledgers.map((l) => ({ ...l, area: areaOfLedger(l.ledgerId) })),
      ledgerAccounts: ledgerAccounts.map((a) => ({ ...a, tax: isTaxAccount(a) })),
      transactionCodes,
      recTypes: recTypes.map(({ service, ...r }) => ({ ...r, area: areaOfService(service) })),
    };
  }

  // --- bank accounts ---

  addBankAccount(actor: ConfigActor, input: repo.BankAccountRow) {
    return this.write(actor, 'bank_account', 'added', async (tx) => {
      await this.refuseDuplicateBankAccount(tx, actor.organizationId, input, null);
      return { id: await repo.insertBankAccount(tx, actor.organizationId, input), after: input };
    });
  }

  updateBankAccount(actor: ConfigActor, id: string, input: repo.BankAccountRow) {
    return this.write(actor, 'bank_account', 'changed', async (tx) => {
      const before = await this.found(repo.findBankAccount(tx, actor.organizationId, id), 'bank account');
      await this.refuseDuplicateBankAccount(tx, actor.organizationId, input, id);
      if (before.accountId !== input.accountId || before.area !== input.area) {
        const what =
          before.accountId !== input.accountId
            ? 'its account number cannot change'
            : 'its area cannot change';
        throwIf(await this.bankAccountInUse(tx, actor.organizationId, before, what));
      }
      await repo.updateBankAccount(tx, actor.organizationId, id, input);
      return { id, before, after: input };
    });
  }

  removeBankAccount(actor: ConfigActor, id: string) {
    return this.write(actor, 'bank_account', 'removed', async (tx) => {
      const before = await this.found(repo.findBankAccount(tx, actor.organizationId, id), 'bank account');
      throwIf(await this.bankAccountInUse(tx, actor.organizationId, before, 'it cannot be removed'));
      await repo.deleteBankAccount(tx, actor.organizationId, id);
      return { id, before };
    });
  }

  private async bankAccountInUse(tx: DbOrTx, organizationId: string, row: repo.BankAccountRow, what: string) {
    const n = await repo.bankAccountUses(tx, organizationId, row.accountId);
    return inUse(
      `Bank account ${row.name} (${row.accountId})`,
      [
        uses(n.bankLines, 'bank line', 'bank lines'),
        uses(n.balances, 'statement balance', 'statement balances'),
        uses(n.entries, ...LEDGER_ENTRIES),
        uses(n.ledgerAccounts, 'ledger account', 'ledger accounts'),
        uses(n.matches, 'match', 'matches'),
        uses(n.tasks, 'reconciliation task', 'reconciliation tasks'),
      ],
      what,
    );
  }

  private async refuseDuplicateBankAccount(
    tx: DbOrTx,
    organizationId: string,
    input: repo.BankAccountRow,
    id: string | null,
  ) {
    const others = (await repo.listBankAccounts(tx, organizationId)).filter((b) => b.id !== id);
    const number = others.find((b) => same(b.accountId, input.accountId));
    if (number) throw conflict(`Account number ${input.accountId} is already bank account ${number.name}.`);
    if (others.some((b) => same(normaliseConfigText(b.name), normaliseConfigText(input.name))))
      throw conflict(`There is already a bank account named ${input.name}.`);
  }

  // --- ledgers ---

  addLedger(actor: ConfigActor, input: repo.LedgerRow) {
    return this.write(actor, 'ledger', 'added', async (tx) => {
      await this.refuseDuplicateLedger(tx, actor.organizationId, input, null);
      return { id: await repo.insertLedger(tx, actor.organizationId, input), after: input };
    });
  }

  updateLedger(actor: ConfigActor, id: string, input: repo.LedgerRow) {
    return this.write(actor, 'ledger', 'changed', async (tx) => {
      const before = await this.found(repo.findLedger(tx, actor.organizationId, id), 'ledger');
      await this.refuseDuplicateLedger(tx, actor.organizationId, input, id);
      if (before.ledgerId !== input.ledgerId)
        throwIf(await this.ledgerInUse(tx, actor.organizationId, before, 'its ledger id cannot change'));
      await repo.updateLedger(tx, actor.organizationId, id, input);
      return { id, before, after: input };
    });
  }

  removeLedger(actor: ConfigActor, id: string) {
    return this.write(actor, 'ledger', 'removed', async (tx) => {
      const before = await this.found(repo.findLedger(tx, actor.organizationId, id), 'ledger');
      throwIf(await this.ledgerInUse(tx, actor.organizationId, before, 'it cannot be removed'));
      await repo.deleteLedger(tx, actor.organizationId, id);
      return { id, before };
    });
  }

  private async ledgerInUse(tx: DbOrTx, organizationId: string, row: repo.LedgerRow, what: string) {
    const n = await repo.ledgerUses(tx, organizationId, row.ledgerId);
    return inUse(
      `Ledger ${row.name} (${row.ledgerId})`,
      [uses(n.ledgerAccounts, 'ledger account', 'ledger accounts'), uses(n.entries, ...LEDGER_ENTRIES)],
      what,
    );
  }

  private async refuseDuplicateLedger(
    tx: DbOrTx,
    organizationId: string,
    input: repo.LedgerRow,
    id: string | null,
  ) {
    const others = (await repo.listLedgers(tx, organizationId)).filter((l) => l.id !== id);
    const key = others.find((l) => l.ledgerId === input.ledgerId);
    if (key) throw conflict(`There is already a ledger ${input.ledgerId} (${key.name}).`);
    if (others.some((l) => same(normaliseConfigText(l.name), normaliseConfigText(input.name))))
      throw conflict(`There is already a ledger named ${input.name}.`);
  }

  // --- ledger accounts ---

  addLedgerAccount(actor: ConfigActor, body: repo.LedgerAccountRow) {
    const input = withTaxMarker(body);
    return this.write(actor, 'ledger_account', 'added', async (tx) => {
      await this.checkLedgerAccount(tx, actor.organizationId, input, null);
      return { id: await repo.insertLedgerAccount(tx, actor.organizationId, input), after: input };
    });
  }

  updateLedgerAccount(actor: ConfigActor, id: string, body: repo.LedgerAccountRow) {
    const input = withTaxMarker(body);
    return this.write(actor, 'ledger_account', 'changed', async (tx) => {
      const before = await this.found(repo.findLedgerAccount(tx, actor.organizationId, id), 'ledger account');
      const bank = await this.checkLedgerAccount(tx, actor.organizationId, input, id);
      if (before.accountName !== input.accountName) {
        const n = await repo.ledgerAccountUses(tx, actor.organizationId, before.accountName);
        throwIf(
          inUse(
            `Ledger account ${before.accountName}`,
            [uses(n.entries, ...LEDGER_ENTRIES)],
            'its name cannot change (entries name it)',
          ),
        );
      }
      // Entries keep their bank account; new ones must stay in the area the account's entries are in.
      const areas = await repo.ledgerAccountEntryAreas(tx, actor.organizationId, before.accountName);
      if (areas.some((a) => a !== bank.area))
        throw conflict(
          `Ledger account ${before.accountName} has ${serviceName(areas[0] as LedgerArea)} entries; ` +
            `bank account ${bank.name} belongs to ${serviceName(bank.area)}.`,
        );
      await repo.updateLedgerAccount(tx, actor.organizationId, id, input);
      return { id, before, after: input };
    });
  }

  removeLedgerAccount(actor: ConfigActor, id: string) {
    return this.write(actor, 'ledger_account', 'removed', async (tx) => {
      const before = await this.found(repo.findLedgerAccount(tx, actor.organizationId, id), 'ledger account');
      const n = await repo.ledgerAccountUses(tx, actor.organizationId, before.accountName);
      throwIf(
        inUse(
          `Ledger account ${before.accountName}`,
          [uses(n.entries, ...LEDGER_ENTRIES)],
          'it cannot be removed',
        ),
      );
      await repo.deleteLedgerAccount(tx, actor.organizationId, id);
      return { id, before };
    });
  }

  /**
   * The references exist (ledger, bank account), the name is free, and the bank account is in the area
   * the ledger's other accounts are in (a ledger serves one area). Answers the bank account.
   */
  private async checkLedgerAccount(
    tx: DbOrTx,
    organizationId: string,
    input: repo.LedgerAccountRow,
    id: string | null,
  ) {
    const ledger = await repo.findLedgerByKey(tx, organizationId, input.ledgerId);
    if (!ledger) throw fieldError('ledgerId', `There is no ledger ${input.ledgerId} in this organisation.`);
    const bank = await repo.findBankAccountByNumber(tx, organizationId, input.accountId);
    if (!bank)
      throw fieldError(
        'accountId',
        `There is no bank account with number ${input.accountId} in this organisation.`,
      );
    const all = await repo.listLedgerAccounts(tx, organizationId);
    const others = all.filter((a) => a.id !== id);
    if (others.some((a) => same(normaliseConfigText(a.accountName), normaliseConfigText(input.accountName))))
      throw conflict(`There is already a ledger account named ${input.accountName}.`);
    const banks = new Map((await repo.listBankAccounts(tx, organizationId)).map((b) => [b.accountId, b]));
    const sibling = others
      .filter((a) => a.ledgerId === ledger.ledgerId)
      .map((a) => banks.get(a.accountId))
      .find((b) => b !== undefined && b.area !== bank.area);
    if (sibling)
      throw fieldError(
        'accountId',
        `Ledger ${ledger.name} (${ledger.ledgerId}) holds ${serviceName(sibling.area)} accounts; ` +
          `bank account ${bank.name} (${bank.accountId}) belongs to ${serviceName(bank.area)}.`,
      );
    return bank;
  }

  // --- transaction codes ---

  addTransactionCode(actor: ConfigActor, input: repo.TransactionCodeRow) {
    return this.write(actor, 'transaction_code', 'added', async (tx) => {
      await this.refuseDuplicateCode(tx, actor.organizationId, input, null);
      return { id: await repo.insertTransactionCode(tx, actor.organizationId, input), after: input };
    });
  }

  updateTransactionCode(actor: ConfigActor, id: string, input: repo.TransactionCodeRow) {
    return this.write(actor, 'transaction_code', 'changed', async (tx) => {
      const before = await this.found(
        repo.findTransactionCode(tx, actor.organizationId, id),
        'transaction code',
      );
      await this.refuseDuplicateCode(tx, actor.organizationId, input, id);
      if (before.transCode !== input.transCode)
        throwIf(await this.codeInUse(tx, actor.organizationId, before, 'its code cannot change'));
      await repo.updateTransactionCode(tx, actor.organizationId, id, input);
      return { id, before, after: input };
    });
  }

  removeTransactionCode(actor: ConfigActor, id: string) {
    return this.write(actor, 'transaction_code', 'removed', async (tx) => {
      const before = await this.found(
        repo.findTransactionCode(tx, actor.organizationId, id),
        'transaction code',
      );
      throwIf(await this.codeInUse(tx, actor.organizationId, before, 'it cannot be removed'));
      await repo.deleteTransactionCode(tx, actor.organizationId, id);
      return { id, before };
    });
  }

  private async codeInUse(tx: DbOrTx, organizationId: string, row: repo.TransactionCodeRow, what: string) {
    const n = await repo.transactionCodeUses(tx, organizationId, row);
    return inUse(
      `Transaction code ${row.transCode} (${row.transDesc})`,
      [uses(n.entries, ...LEDGER_ENTRIES)],
      what,
    );
  }

  private async refuseDuplicateCode(
    tx: DbOrTx,
    organizationId: string,
    input: repo.TransactionCodeRow,
    id: string | null,
  ) {
    const others = (await repo.listTransactionCodes(tx, organizationId)).filter((c) => c.id !== id);
    const code = others.find((c) => same(c.transCode, input.transCode));
    if (code) throw conflict(`Transaction code ${input.transCode} already exists (${code.transDesc}).`);
    // A type is stored as its code or its description: two codes must not share a description.
    const desc = others.find((c) =>
      same(normaliseConfigText(c.transDesc), normaliseConfigText(input.transDesc)),
    );
    if (desc)
      throw conflict(`Transaction code ${desc.transCode} already has the description ${desc.transDesc}.`);
  }

  // --- reconciling types ---

  addRecType(actor: ConfigActor, input: { area: LedgerArea; name: string }) {
    const row = { service: serviceName(input.area), name: input.name };
    return this.write(actor, 'rec_type', 'added', async (tx) => {
      await this.refuseDuplicateRecType(tx, actor.organizationId, input, null);
      return { id: await repo.insertRecType(tx, actor.organizationId, row), after: input };
    });
  }

  updateRecType(actor: ConfigActor, id: string, input: { area: LedgerArea; name: string }) {
    const row = { service: serviceName(input.area), name: input.name };
    return this.write(actor, 'rec_type', 'changed', async (tx) => {
      const before = await this.editableRecType(tx, actor.organizationId, id);
      await this.refuseDuplicateRecType(tx, actor.organizationId, input, id);
      if (before.name !== input.name || before.area !== input.area)
        throwIf(await this.recTypeInUse(tx, actor.organizationId, before, 'its name and area cannot change'));
      await repo.updateRecType(tx, actor.organizationId, id, row);
      return { id, before, after: input };
    });
  }

  removeRecType(actor: ConfigActor, id: string) {
    return this.write(actor, 'rec_type', 'removed', async (tx) => {
      const before = await this.editableRecType(tx, actor.organizationId, id);
      throwIf(await this.recTypeInUse(tx, actor.organizationId, before, 'it cannot be removed'));
      await repo.deleteRecType(tx, actor.organizationId, id);
      return { id, before };
    });
  }

  private async editableRecType(tx: DbOrTx, organizationId: string, id: string) {
    const row = await this.found(repo.findRecType(tx, organizationId, id), 'reconciling type');
    if (row.systemAssigned)
      throw conflict(`${row.name} is assigned by the system (spec §5); it cannot be changed or removed.`);
    return { area: areaOfService(row.service), name: row.name };
  }

  private async recTypeInUse(
    tx: DbOrTx,
    organizationId: string,
    row: { area: LedgerArea; name: string },
    what: string,
  ) {
    const n = await repo.recTypeUses(tx, organizationId, row.area, row.name);
    return inUse(
      `Reconciling type ${row.name} (${serviceName(row.area)})`,
      [uses(n.entries, ...LEDGER_ENTRIES), uses(n.adjustments, 'match adjustment', 'match adjustments')],
      what,
    );
  }

  private async refuseDuplicateRecType(
    tx: DbOrTx,
    organizationId: string,
    input: { area: LedgerArea; name: string },
    id: string | null,
  ) {
    if (RESERVED_REC_TYPES.some((r) => same(r, input.name)))
      throw conflict(`${input.name} is assigned by the system (spec §5); choose another name.`);
    const service = serviceName(input.area);
    const others = (await repo.listRecTypes(tx, organizationId)).filter(
      (r) => r.id !== id && r.service === service,
    );
    if (others.some((r) => same(normaliseConfigText(r.name), normaliseConfigText(input.name))))
      throw conflict(`${service} already has the reconciling type ${input.name}.`);
  }

  // --- shared ---

  private async found<T>(row: Promise<T | undefined>, what: string): Promise<T> {
    const value = await row;
    if (!value) throw notFound(`There is no such ${what} in this organisation (it may have been removed).`);
    return value;
  }

  /**
   * Runs one change and its audit entry in a transaction. A unique index that a concurrent change hit
   * first answers as the duplicate it is (409), not a 500.
   */
  private async write(
    actor: ConfigActor,
    kind: Kind,
    change: Change,
    run: (tx: DbOrTx) => Promise<{ id: string; before?: object; after?: object }>,
  ): Promise<{ id: string }> {
    try {
      return await this.db.transaction(async (tx) => {
        const { id, before, after } = await run(tx);
        await audit.record(tx, {
          organizationId: actor.organizationId,
          actorUserId: actor.userId,
          action: `ledger_config.${kind}_${change}`,
          entityType: kind,
          entityId: id,
          details: { before: before ?? null, after: after ?? null },
          ip: actor.ip,
        });
        return { id };
      });
    } catch (error) {
      // A concurrent change got there first: a unique name taken, or a record naming the row just posted.
      if (pgErrorCode(error) === UNIQUE_VIOLATION)
        throw conflict(
          'Another change to the ledger configuration just took this name; reload and try again.',
        );
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION)
        throw conflict('Records were just posted with this row; reload to see what uses it.');
      throw error;
    }
  }
}

function throwIf(error: AppError | null): void {
  if (error) throw error;
}

/** 'tax' or ' TAX ' is stored as the one Tax marker the readers compare with. */
function withTaxMarker(row: repo.LedgerAccountRow): repo.LedgerAccountRow {
  return isTaxAccount(row) ? { ...row, ledger: TAX_LEDGER } : row;
}
