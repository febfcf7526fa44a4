import type { Match, Suggestion } from '@clearline/contracts';
import { minorToDecimalString } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import type { Caller } from '../../platform/auth-context';
import type { BulkConnection } from '../../platform/bulk';
import type { AppContext } from '../../platform/context';
import type { EncodedRows } from '../../platform/csv-rows';
import type { DbOrTx } from '../../platform/db';
import { conflict, notFound } from '../../platform/errors';
import { audit } from '../audit/index';
import { lineView } from './line-view';
import { bankLines, ledgerLines } from './matching.repository';
import type { MatchingService } from './matching.service';
import * as repo from './suggestions.repository';

const DECIDED = 'This suggestion was already decided, or a newer auto-match replaced it. Refresh the list.';

/** Suggestions the engine was not sure enough to confirm: a person accepts (a match) or rejects them. */
export class SuggestionsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly matching: MatchingService,
  ) {}

  async list(organizationId: string, area: LedgerArea, query: repo.SuggestionQuery) {
    const { rows, total } = await repo.listSuggestions(this.ctx.db, organizationId, area, query);
    return { data: { rows: await this.present(this.ctx.db, organizationId, rows), total } };
  }

  /** Confirms the suggestion as a match by this person, in one transaction with the decision. */
  async accept(
    caller: Caller,
    organizationId: string,
    area: LedgerArea,
    id: string,
    adjustment: { recType: string; reason: string } | undefined,
  ): Promise<Match> {
    const matchId = await this.matching.inTransaction(async (tx) => {
      const suggestion = await this.pending(tx, organizationId, area, id);
      const created = await this.matching.createMatchIn(
        tx,
        caller,
        organizationId,
        area,
        { bankTransactionIds: suggestion.bankIds, ledgerEntryIds: suggestion.ledgerIds, adjustment },
        {
          ruleId: suggestion.ruleId,
          score: suggestion.score,
          reasons: [
            ...suggestion.reasons,
            { feature: 'manual', points: 0, detail: `Suggestion accepted by ${caller.email}` },
          ],
        },
      );
      await this.decide(tx, organizationId, id, 'accepted', caller.userId, created);
      return created;
    });
    return this.matching.get(organizationId, matchId);
  }

  /** Rejects it: the same set of lines is not suggested again by later runs. */
  async reject(
    caller: Caller,
    organizationId: string,
    area: LedgerArea,
    id: string,
    reason: string,
  ): Promise<Suggestion> {
    await this.ctx.db.transaction(async (tx) => {
      await this.pending(tx, organizationId, area, id);
      await this.decide(tx, organizationId, id, 'rejected', caller.userId, null);
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'suggestion.rejected',
        entityType: 'match_suggestion',
        entityId: id,
        details: { reason },
      });
    });
    const row = await repo.findSuggestion(this.ctx.db, organizationId, area, id);
    const [view] = await this.present(this.ctx.db, organizationId, row ? [row] : []);
    if (!view) throw notFound('No such suggestion in this organisation.');
    return view;
  }

  /**
   * Pending suggestions naming any of these ledger entries go stale, inside the caller's transaction (a
   * voided entry is no matching candidate); returns their ids for the caller's audit entry.
   */
  staleForLedgerEntries(tx: DbOrTx, organizationId: string, ledgerIds: string[]): Promise<string[]> {
    return repo.staleSuggestionsOfEntries(tx, organizationId, ledgerIds);
  }

  /** The line sets people rejected in the account (auto-match does not suggest them again). */
  rejectedSets(conn: BulkConnection, organizationId: string, accountId: string) {
    return repo.rejectedSets(conn, organizationId, accountId);
  }

  /**
   * An auto-match run's suggestions replace the account's pending ones (those whose bank lines are dated
   * in the run's range; every pending one without a range), on the caller's bulk transaction. The new
   * ones come encoded (auto-match-rows.ts: SuggestionRowsWriter, on the run's engine thread).
   */
  async replacePending(
    conn: BulkConnection,
    organizationId: string,
    run: { accountId: string; from: string | null; to: string | null },
    suggested: EncodedRows,
  ): Promise<void> {
    await repo.staleSuggestionsOfAccount(conn, organizationId, run.accountId, run.from, run.to);
    await conn.copyIn(suggested);
  }

  /** The area's suggestion, locked; refused unless it is still pending. */
  private async pending(
    tx: DbOrTx,
    organizationId: string,
    area: LedgerArea,
    id: string,
  ): Promise<repo.SuggestionRow> {
    const row = await repo.findSuggestion(tx, organizationId, area, id, true);
    if (!row) throw notFound('No such suggestion in this organisation.');
    if (row.status !== 'pending') throw conflict(DECIDED);
    return row;
  }

  private async decide(
    tx: DbOrTx,
    organizationId: string,
    id: string,
    status: 'accepted' | 'rejected',
    userId: string,
    matchId: string | null,
  ): Promise<void> {
    await repo.decideSuggestion(tx, organizationId, id, {
      status,
      decidedBy: userId,
      decidedAt: this.ctx.now(),
      matchId,
    });
  }

  private async present(
    db: DbOrTx,
    organizationId: string,
    rows: repo.SuggestionRow[],
  ): Promise<Suggestion[]> {
    const [bank, ledger] = await Promise.all([
      bankLines(db, organizationId, [...new Set(rows.flatMap((r) => r.bankIds))]),
      ledgerLines(db, organizationId, [...new Set(rows.flatMap((r) => r.ledgerIds))]),
    ]);
    const bankById = new Map(bank.map((b) => [b.id, b]));
    const ledgerById = new Map(ledger.map((e) => [e.id, e]));
    return rows.map((r) => ({
      id: r.id,
      accountId: r.accountId,
      ruleId: r.ruleId,
      score: r.score,
      reasons: r.reasons,
      difference: minorToDecimalString(r.differenceMinor),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      items: [
        ...r.bankIds.flatMap((id) => {
          const b = bankById.get(id);
          return b ? [lineView('bank', id, b.amountMinor, b.valueDate, b.text || b.bankReference)] : [];
        }),
        ...r.ledgerIds.flatMap((id) => {
          const e = ledgerById.get(id);
          return e ? [lineView('ledger', id, e.amountMinor, e.transactionDate, e.details)] : [];
        }),
      ],
    }));
  }
}
