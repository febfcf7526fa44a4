import type { Match } from '@clearline/contracts';
import { minorToDecimalString, sumMinor } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import type { Caller } from '../../platform/auth-context';
import type { BulkConnection } from '../../platform/bulk';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
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
import { members } from '../users/index';
import type { EncodedAutoMatches } from './auto-match-rows';
import { lineView } from './line-view';
import * as repo from './matching.repository';

/** Matches undone per transaction when a file is un-imported. */
const UNMATCH_SLICE = 2000;
const LINES_MISSING = 'Some selected lines do not exist in this organisation.';
const ALREADY_MATCHED = 'One of the selected lines is already in another match. Refresh and choose again.';

interface ManualMatchInput {
  ledgerEntryIds: string[];
  bankTransactionIds: string[];
  adjustment?: { recType: string; reason: string } | undefined;
}

export class MatchingService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * A person's match of any selection of open lines of one bank account. It must balance to the cent, or
   * carry an adjustment (a selectable reconciling type and a reason) that records the difference.
   */
  async manualMatch(
    caller: Caller,
    organizationId: string,
    area: LedgerArea,
    input: ManualMatchInput,
  ): Promise<Match> {
    const id = await this.inTransaction((tx) =>
      this.createMatchIn(tx, caller, organizationId, area, input, {
        ruleId: 'manual',
        score: 100,
        reasons: [{ feature: 'manual', points: 100, detail: `Matched by ${caller.email}` }],
      }),
    );
    return this.get(organizationId, id);
  }

  /** Runs `fn` in a transaction; two people claiming the same line at once get the friendly refusal. */
  async inTransaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await this.ctx.db.transaction(fn);
    } catch (error) {
      // The database's unique index on live items lets only one of two concurrent claims through.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(ALREADY_MATCHED);
      // A line removed after it was read (another person's un-import) fails the item's foreign key.
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound(LINES_MISSING);
      throw error;
    }
  }

  /**
   * Writes a person's match inside the caller's transaction and returns its id: the lines must exist in
   * the organisation and the area (another area's lines are as missing), be open, belong to one bank
   * account of the area and be in no live match; the totals must balance or the adjustment must name a
   * selectable reconciling type and a reason.
   */
  async createMatchIn(
    tx: DbOrTx,
    caller: Caller,
    organizationId: string,
    area: LedgerArea,
    input: ManualMatchInput,
    decided: { ruleId: string; score: number; reasons: Match['reasons'] },
  ): Promise<string> {
    const bankIds = [...new Set(input.bankTransactionIds)];
    const ledgerIds = [...new Set(input.ledgerEntryIds)];
    if (bankIds.length + ledgerIds.length < 2) throw badRequest('Select at least two lines to match.');
    const bank = await repo.bankLines(tx, organizationId, bankIds, area);
    const ledger = await repo.ledgerLines(tx, organizationId, ledgerIds, area);
    if (bank.length !== bankIds.length || ledger.length !== ledgerIds.length) {
      throw notFound(LINES_MISSING);
    }
    const notOpen = ledger.filter((e) => e.status !== 'open');
    if (notOpen.length > 0) {
      throw conflict(
        `${notOpen.length} selected ledger entries are not open (matched, reconciling or void).`,
      );
    }
    const accounts = new Set([...bank.map((b) => b.accountId), ...ledger.map((e) => e.accountId)]);
    if (accounts.size !== 1) throw badRequest('All lines of a match must belong to one bank account.');
    const accountId = [...accounts][0] ?? '';
    if (!(await repo.accountInArea(tx, organizationId, accountId, area))) {
      throw notFound(LINES_MISSING);
    }
    if ((await repo.liveClaims(tx, organizationId, bankIds, ledgerIds)).length > 0)
      throw conflict(ALREADY_MATCHED);

    const bankTotal = sumMinor(bank.map((b) => b.amountMinor));
    const ledgerTotal = sumMinor(ledger.map((e) => e.amountMinor));
    const difference = bankTotal - ledgerTotal;
    if (difference !== 0) await this.checkAdjustment(tx, organizationId, input.adjustment, difference);
    const match = await repo.insertMatch(tx, {
      organizationId,
      accountId,
      kind: 'manual',
      ruleId: decided.ruleId,
      score: decided.score,
      reasons: decided.reasons,
      bankTotalMinor: bankTotal,
      ledgerTotalMinor: ledgerTotal,
      differenceMinor: difference,
      adjustmentRecType: difference !== 0 ? (input.adjustment?.recType ?? null) : null,
      adjustmentReason: difference !== 0 ? (input.adjustment?.reason ?? null) : null,
      createdBy: caller.userId,
    });
    // The entries first, as auto-match does: their row locks come before the items' fence on deleted lines
    // (migration 0032), so a file being un-imported meanwhile is waited for, never deadlocked with.
    const marked = await repo.setLedgerStatus(tx, organizationId, ledgerIds, 'open', 'matched');
    if (marked !== ledgerIds.length) throw conflict(ALREADY_MATCHED);
    await repo.insertItems(tx, [
      ...bank.map((b) => ({
        matchId: match.id,
        organizationId,
        side: 'bank' as const,
        bankTransactionId: b.id,
        amountMinor: b.amountMinor,
        snapshot: { date: b.valueDate, text: b.text, reference: b.bankReference },
      })),
      ...ledger.map((e) => ({
        matchId: match.id,
        organizationId,
        side: 'ledger' as const,
        ledgerEntryId: e.id,
        amountMinor: e.amountMinor,
        snapshot: { date: e.transactionDate, text: e.details, coId: e.coId, account: e.account },
      })),
    ]);
    await audit.record(tx, {
      organizationId,
      actorUserId: caller.userId,
      action: 'match.created',
      entityType: 'match',
      entityId: match.id,
      details: { kind: 'manual', ruleId: decided.ruleId, bankIds, ledgerIds, differenceMinor: difference },
    });
    return match.id;
  }

  private async checkAdjustment(
    db: DbOrTx,
    organizationId: string,
    adjustment: ManualMatchInput['adjustment'],
    difference: number,
  ): Promise<void> {
    const amount = minorToDecimalString(difference);
    if (!adjustment) {
      throw new AppError(400, 'validation_failed', `The selection does not balance (difference ${amount}).`, [
        { path: 'body.adjustment', message: 'record the difference with a reconciling type and a reason' },
      ]);
    }
    if (!(await repo.selectableRecType(db, organizationId, adjustment.recType))) {
      throw badRequest(`'${adjustment.recType}' is not a reconciling type that can be chosen.`, [
        { path: 'body.adjustment.recType', message: 'unknown or system-assigned reconciling type' },
      ]);
    }
  }

  /**
   * Dissolves a match of the area (another area's match is as missing): its lines are open again; the
   * match stays, undone, with who, when and why.
   */
  async unmatch(
    caller: Caller | null,
    organizationId: string,
    area: LedgerArea,
    matchId: string,
    reason: string,
    db: DbOrTx = this.ctx.db,
  ) {
    const run = async (tx: DbOrTx) => {
      const match = await repo.findMatch(tx, organizationId, matchId, area);
      if (!match) throw notFound('No such match in this organisation.');
      if (
        !(await repo.undoMatch(tx, organizationId, matchId, caller?.userId ?? null, reason, this.ctx.now()))
      ) {
        throw conflict('This match was already undone.');
      }
      const items = await repo.itemsOf(tx, organizationId, [matchId]);
      const ledgerIds = items.flatMap((i) => (i.ledgerEntryId ? [i.ledgerEntryId] : []));
      await repo.setLedgerStatus(tx, organizationId, ledgerIds, 'matched', 'open');
      await audit.record(tx, {
        organizationId,
        actorUserId: caller?.userId ?? null,
        action: 'match.undone',
        entityType: 'match',
        entityId: matchId,
        details: { reason, kind: match.kind },
      });
    };
    if (db === this.ctx.db) await this.ctx.db.transaction(run);
    else await run(db);
    return this.get(organizationId, matchId, db);
  }

  /**
   * Writes one slice of confirmed engine matches, encoded where the engine ran (auto-match-rows.ts), on the
   * caller's bulk transaction, one table per pass (a connection runs one COPY at a time, and matches must
   * exist before the items that reference them): the matches, the ledger entries' status, the items, then
   * their audit entries (a match never exists without one). Refused, keeping nothing of the slice, when
   * an entry changed since it was read.
   */
  async writeAutoMatches(
    conn: BulkConnection,
    organizationId: string,
    slice: EncodedAutoMatches,
  ): Promise<void> {
    if (slice.matches.count === 0) return;
    await conn.copyIn(slice.matches);
    // The entries first: the update reads their pages in and locks the rows, so the items' reference
    // check and summary moves that follow find them at hand (a full run's matched entries are spread over
    // more pages than PostgreSQL's default buffers hold; each pass over them was a pass of misses).
    const marked = await repo.markLedgerMatched(conn, organizationId, slice.ledgerIds);
    if (marked !== slice.ledgerIds.length) {
      // Someone voided or matched an entry between the read and now: nothing of this slice is kept.
      throw conflict('Ledger entries changed while auto-match ran. Run it again.');
    }
    await conn.copyIn(slice.items);
    await conn.copyIn(slice.audit);
  }

  /**
   * Dissolves every live match holding lines of an import (before its un-import): the matches are read
   * once from the import's own lines, then undone set-based in slices of UNMATCH_SLICE, each one
   * transaction, so other requests get the database between slices (three statements per slice instead of
   * five per match: a 200,000-line file took 15 minutes). A match made on the file's lines meanwhile is
   * found by the next read; the loop ends when a read finds none.
   */
  async unmatchImport(caller: Caller, organizationId: string, importId: string, reason: string) {
    const undo = { organizationId, userId: caller.userId, reason, at: this.ctx.now() };
    let undone = 0;
    for (;;) {
      const ids = await this.ctx.database.bulk(
        (conn) => repo.liveMatchIdsOfImport(conn, organizationId, importId),
        {
          transaction: false,
        },
      );
      if (ids.length === 0) return undone;
      const before = undone;
      for (let at = 0; at < ids.length; at += UNMATCH_SLICE) {
        undone += await this.ctx.database.bulk(
          async (conn) => {
            const slice = await repo.undoMatches(conn, undo, ids.slice(at, at + UNMATCH_SLICE));
            await audit.record(
              conn,
              slice.map((m) => ({
                organizationId,
                actorUserId: caller.userId,
                action: 'match.undone',
                entityType: 'match',
                entityId: m.id,
                details: { reason, kind: m.kind },
              })),
            );
            return slice.length;
          },
          { transaction: true },
        );
      }
      // Live items are those of confirmed matches; a read that undid nothing would only read them again.
      if (undone === before) return undone;
    }
  }

  async get(organizationId: string, id: string, db: DbOrTx = this.ctx.db): Promise<Match> {
    const match = await repo.findMatch(db, organizationId, id);
    if (!match) throw notFound('No such match in this organisation.');
    const [view] = await this.present(db, organizationId, [match]);
    if (!view) throw notFound('No such match in this organisation.');
    return view;
  }

  /** The area's matches (those on its bank accounts), newest first. */
  async list(
    organizationId: string,
    area: LedgerArea,
    query: repo.MatchFilter & { page: number; limit: number },
  ) {
    const { rows, total } = await repo.listMatches(
      this.ctx.db,
      organizationId,
      area,
      query,
      query.page,
      query.limit,
    );
    return { data: { rows: await this.present(this.ctx.db, organizationId, rows), total } };
  }

  private async present(db: DbOrTx, organizationId: string, rows: repo.MatchRow[]): Promise<Match[]> {
    const items = await repo.itemsOf(
      db,
      organizationId,
      rows.map((r) => r.id),
    );
    const names = await members.userNames(
      db,
      rows.flatMap((r) => [r.createdBy, r.undoneBy]),
    );
    const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
    return rows.map((m) => ({
      id: m.id,
      accountId: m.accountId,
      kind: m.kind,
      status: m.status,
      ruleId: m.ruleId,
      score: m.score,
      reasons: m.reasons,
      bankTotal: minorToDecimalString(m.bankTotalMinor),
      ledgerTotal: minorToDecimalString(m.ledgerTotalMinor),
      difference: minorToDecimalString(m.differenceMinor),
      adjustmentRecType: m.adjustmentRecType,
      adjustmentReason: m.adjustmentReason,
      createdBy: m.createdBy,
      createdByName: nameOf(m.createdBy),
      createdAt: m.createdAt.toISOString(),
      undoneBy: m.undoneBy,
      undoneByName: nameOf(m.undoneBy),
      undoneAt: m.undoneAt?.toISOString() ?? null,
      undoReason: m.undoReason,
      items: items
        .filter((i) => i.matchId === m.id)
        .map((i) =>
          lineView(
            i.side,
            i.side === 'bank' ? i.bankTransactionId : i.ledgerEntryId,
            i.amountMinor,
            String(i.snapshot.date ?? ''),
            String(i.snapshot.text ?? ''),
          ),
        ),
    }));
  }
}
