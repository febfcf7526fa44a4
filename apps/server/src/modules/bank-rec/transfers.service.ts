import { minorToDecimalString } from '@clearline/domain';
import type { Caller } from '../../platform/auth-context';
import type { Db } from '../../platform/db';
import { badRequest, conflict, pgErrorCode, UNIQUE_VIOLATION } from '../../platform/errors';
import { audit } from '../audit/index';
import { partiesOf } from './clients.repository';
import { loadRuleContext } from './config.service';
import * as repo from './ledger.repository';
import type { LedgerAreaView } from './ledger-areas';
import type { FieldIssue } from './support';
import { type CheckedTransfer, checkTransfer } from './transfer-check';
import type { TransferLineShape, TransferLineText } from './transfer-shapes';

interface TransferRequest<I> {
  payload: I[];
  transferHash: string;
  nonBnkTransfer: boolean;
}

/** Told the ids of lines a write committed (employer funds: the funds-coverage watch). */
export type LinesWrittenHook = (organizationId: string, entryIds: readonly string[]) => Promise<void>;

export const HASH_REUSED_MESSAGE =
  'This transferHash was already used for a different transfer. Nothing was posted.';

/**
 * One area's transfers (ADR 0012): `shape` is how the area's lines read, build and post, `view` how its
 * entries are shown. Parties are checked in the area: a customer (bank-rec) or an employer of the named
 * partner (employer funds) of the caller's organisation.
 */
export class TransfersService<I extends TransferLineText, L extends object, E> {
  private readonly area;
  private readonly label;

  constructor(
    private readonly db: Db,
    private readonly view: Pick<LedgerAreaView<E, never>, 'descriptor' | 'toEntry' | 'auditView'>,
    private readonly shape: TransferLineShape<I, L>,
    private readonly afterPosted?: LinesWrittenHook,
  ) {
    this.area = view.descriptor.area;
    this.label = view.descriptor.labels.party.toLowerCase();
  }

  /**
   * transferMoney: validated and rebuilt through the domain (checkTransfer), then posted atomically as
   * linked entries that sum to zero. The same hash again answers the original transfer (replayed: true);
   * the same hash with another payload is refused (409). Concurrent duplicates meet the partial unique
   * index on (organization_id, transfer_hash) and the loser answers like a replay.
   */
  async transfer(caller: Caller, organizationId: string, request: TransferRequest<I>, ip: string) {
    const rules = await loadRuleContext(this.db, organizationId);
    const checked = checkTransfer(request.payload, request.nonBnkTransfer, rules.config, this.shape);
    await this.checkParties(organizationId, checked);

    const transferHash = request.transferHash.toLowerCase();
    const existing = await repo.findLiveTransferByHash(this.db, organizationId, this.area, transferHash);
    if (existing) return this.replay(organizationId, existing, checked);
    if (transferHash !== checked.payloadHash) {
      throw badRequest('transferHash is not the SHA-256 of the canonical transfer lines.', [
        {
          path: 'data.transferHash',
          message: `does not match the payload (expected ${checked.payloadHash})`,
        },
      ]);
    }
    try {
      return await this.post(caller, organizationId, checked, ip);
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      const winner = await repo.findLiveTransferByHash(this.db, organizationId, this.area, transferHash);
      if (!winner) throw error;
      return this.replay(organizationId, winner, checked);
    }
  }

  /**
   * Every line's party must be one of the organisation's in the area (another organisation's id is
   * refused like a missing one); an employer must belong to the partner its line names.
   */
  private async checkParties(organizationId: string, checked: CheckedTransfer<L>) {
    const parties = checked.lines.map((line) => this.shape.party(line));
    const found = await partiesOf(this.db, organizationId, this.area, [...new Set(parties.map((p) => p.id))]);
    const byId = new Map(found.map((row) => [row.coId, row]));
    const field = (i: number, name: string) => `data.payload.${i}.${name}`;
    const issues: FieldIssue[] = parties.flatMap(({ id, partner }, i): FieldIssue[] => {
      const row = byId.get(id);
      if (!row)
        return [
          { path: field(i, this.shape.partyField), message: `No ${this.label} ${id} in this organisation` },
        ];
      if (partner !== null && row.partner !== partner) {
        return [
          {
            path: field(i, 'partner'),
            message: `${this.view.descriptor.labels.party} ${id} belongs to partner ${row.partner ?? ''}, not ${partner}`,
          },
        ];
      }
      return [];
    });
    if (issues.length > 0) {
      throw badRequest(
        `The transfer names unknown ${this.view.descriptor.labels.parties.toLowerCase()}.`,
        issues,
      );
    }
  }

  private async replay(organizationId: string, transfer: repo.TransferRow, checked: CheckedTransfer<L>) {
    if (transfer.payloadHash !== checked.payloadHash) throw conflict(HASH_REUSED_MESSAGE);
    const entries = await repo.findEntriesOfTransfer(this.db, organizationId, this.area, transfer.id);
    return { data: { transfer: summary(transfer), entries: entries.map(this.view.toEntry), replayed: true } };
  }

  private async post(caller: Caller, organizationId: string, checked: CheckedTransfer<L>, ip: string) {
    const [from] = checked.lines as (L & TransferLineText)[];
    if (!from) throw new Error('a checked transfer has a from line');
    let posted: readonly string[] = [];
    const answer = await this.db.transaction(async (tx) => {
      const transfer = await repo.insertTransfer(tx, {
        organizationId,
        area: this.area,
        transferHash: checked.payloadHash,
        payloadHash: checked.payloadHash,
        nonBanking: checked.nonBanking,
        transactionDate: from.transactionDate,
        details: from.details,
        amountMinor: -(checked.cents[0] ?? 0),
        lineCount: checked.lines.length,
        createdBy: caller.userId,
      });
      const ids = await repo.insertEntries(
        tx,
        checked.lines.map((line, i) => ({
          ...this.shape.entryFields(line, i, checked.cents[i] as number),
          organizationId,
          area: this.area,
          status: 'open' as const,
          source: 'transfer' as const,
          transferId: transfer.id,
          createdBy: caller.userId,
        })),
      );
      posted = ids;
      const entries = (await repo.findEntriesByIds(tx, organizationId, this.area, ids)).map(
        this.view.toEntry,
      );
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: `${this.area}.transfer.posted`,
        entityType: `${this.area}.transfer`,
        entityId: transfer.id,
        details: {
          transferHash: transfer.transferHash,
          nonBanking: transfer.nonBanking,
          amount: minorToDecimalString(transfer.amountMinor),
          entries: entries.map((entry) => this.view.auditView(entry)),
        },
        ip,
      });
      return { data: { transfer: summary(transfer), entries, replayed: false } };
    });
    // After the commit: what the lines did is recorded whatever the hook finds.
    await this.afterPosted?.(organizationId, posted);
    return answer;
  }
}

function summary(transfer: repo.TransferRow) {
  return {
    id: transfer.id,
    transferHash: transfer.transferHash,
    nonBnkTransfer: transfer.nonBanking,
    transactionDate: transfer.transactionDate,
    details: transfer.details,
    amount: minorToDecimalString(transfer.amountMinor),
    voided: transfer.voidedAt !== null,
    createdBy: transfer.createdBy,
    createdAt: transfer.createdAt.toISOString(),
  };
}
