import type { Match, Suggestion } from '@clearline/contracts';
import { minorToDecimalString } from '@clearline/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { bankRecLedgerEntries, bankTransactions, matchSuggestions } from '../../db/schema/index';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import type { MatchingService } from './matching.service';

type SuggestionRow = typeof matchSuggestions.$inferSelect;

const DECIDED = 'This suggestion was already decided, or a newer auto-match replaced it. Refresh the list.';

/** Suggestions the engine was not sure enough to confirm: a person accepts (a match) or rejects them. */
export class SuggestionsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly matching: MatchingService,
  ) {}

  async list(
    organizationId: string,
    query: { accountId?: string | undefined; status: SuggestionRow['status']; page: number; limit: number },
  ) {
    const where = and(
      eq(matchSuggestions.organizationId, organizationId),
      eq(matchSuggestions.status, query.status),
      query.accountId ? eq(matchSuggestions.accountId, query.accountId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.ctx.db
        .select()
        .from(matchSuggestions)
        .where(where)
        .orderBy(desc(matchSuggestions.score), desc(matchSuggestions.createdAt), matchSuggestions.id)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.ctx.db.select({ n: count() }).from(matchSuggestions).where(where),
    ]);
    return {
      data: { rows: await this.present(this.ctx.db, organizationId, rows), total: Number(total?.n ?? 0) },
    };
  }

  /** Confirms the suggestion as a match by this person, in one transaction with the decision. */
  async accept(
    caller: Caller,
    organizationId: string,
    id: string,
    adjustment: { recType: string; reason: string } | undefined,
  ): Promise<Match> {
    const matchId = await this.matching.inTransaction(async (tx) => {
      const suggestion = await this.pending(tx, organizationId, id);
      const created = await this.matching.createMatchIn(
        tx,
        caller,
        organizationId,
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
      await this.decide(tx, id, 'accepted', caller.userId, created);
      return created;
    });
    return this.matching.get(organizationId, matchId);
  }

  /** Rejects it: the same set of lines is not suggested again by later runs. */
  async reject(caller: Caller, organizationId: string, id: string, reason: string): Promise<Suggestion> {
    await this.ctx.db.transaction(async (tx) => {
      await this.pending(tx, organizationId, id);
      await this.decide(tx, id, 'rejected', caller.userId, null);
      await recordAudit(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'suggestion.rejected',
        entityType: 'match_suggestion',
        entityId: id,
        details: { reason },
      });
    });
    const [row] = await this.ctx.db.select().from(matchSuggestions).where(eq(matchSuggestions.id, id));
    const [view] = await this.present(this.ctx.db, organizationId, row ? [row] : []);
    if (!view) throw notFound('No such suggestion in this organisation.');
    return view;
  }

  /** The suggestion, locked; refused unless it is still pending. */
  private async pending(tx: DbOrTx, organizationId: string, id: string): Promise<SuggestionRow> {
    const [row] = await tx
      .select()
      .from(matchSuggestions)
      .where(and(eq(matchSuggestions.organizationId, organizationId), eq(matchSuggestions.id, id)))
      .for('update');
    if (!row) throw notFound('No such suggestion in this organisation.');
    if (row.status !== 'pending') throw conflict(DECIDED);
    return row;
  }

  private async decide(
    tx: DbOrTx,
    id: string,
    status: 'accepted' | 'rejected',
    userId: string,
    matchId: string | null,
  ): Promise<void> {
    await tx
      .update(matchSuggestions)
      .set({ status, decidedBy: userId, decidedAt: this.ctx.now(), matchId })
      .where(eq(matchSuggestions.id, id));
  }

  private async present(db: DbOrTx, organizationId: string, rows: SuggestionRow[]): Promise<Suggestion[]> {
    const bankIds = [...new Set(rows.flatMap((r) => r.bankIds))];
    const ledgerIds = [...new Set(rows.flatMap((r) => r.ledgerIds))];
    const [bank, ledger] = await Promise.all([
      bankIds.length === 0
        ? []
        : db
            .select()
            .from(bankTransactions)
            .where(
              and(eq(bankTransactions.organizationId, organizationId), inArray(bankTransactions.id, bankIds)),
            ),
      ledgerIds.length === 0
        ? []
        : db
            .select()
            .from(bankRecLedgerEntries)
            .where(
              and(
                eq(bankRecLedgerEntries.organizationId, organizationId),
                inArray(bankRecLedgerEntries.id, ledgerIds),
              ),
            ),
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
          return b
            ? [
                {
                  side: 'bank' as const,
                  id,
                  amount: minorToDecimalString(b.amountMinor),
                  amountMinor: b.amountMinor,
                  date: b.valueDate,
                  text: b.text || b.bankReference,
                },
              ]
            : [];
        }),
        ...r.ledgerIds.flatMap((id) => {
          const e = ledgerById.get(id);
          return e
            ? [
                {
                  side: 'ledger' as const,
                  id,
                  amount: minorToDecimalString(e.amountMinor),
                  amountMinor: e.amountMinor,
                  date: e.transactionDate,
                  text: e.details,
                },
              ]
            : [];
        }),
      ],
    }));
  }
}
