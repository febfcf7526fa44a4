import type { TransferMoneyBody } from '@clearline/contracts';
import { minorToDecimalString, transferEntryFields } from '@clearline/domain';
import type { z } from 'zod';
import type { Caller } from '../../platform/auth-context';
import type { Db } from '../../platform/db';
import { badRequest, conflict, pgErrorCode, UNIQUE_VIOLATION } from '../../platform/errors';
import { audit } from '../audit/index';
import { existingCoIds } from './clients.repository';
import { loadRuleContext } from './config.service';
import { toLedgerEntry } from './ledger.mappers';
import * as repo from './ledger.repository';
import { auditView } from './ledger.service';
import { type CheckedTransfer, checkTransfer } from './transfer-check';

type TransferRequest = z.output<typeof TransferMoneyBody>['data'];

export const HASH_REUSED_MESSAGE =
  'This transferHash was already used for a different transfer. Nothing was posted.';

export class TransfersService {
  constructor(private readonly db: Db) {}

  /**
   * transferMoney: validated and rebuilt through the domain (checkTransfer), then posted atomically as
   * linked entries that sum to zero. The same hash again answers the original transfer (replayed: true);
   * the same hash with another payload is refused (409). Concurrent duplicates meet the partial unique
   * index on (organization_id, transfer_hash) and the loser answers like a replay.
   */
  async transfer(caller: Caller, organizationId: string, request: TransferRequest, ip: string) {
    const rules = await loadRuleContext(this.db, organizationId);
    const checked = checkTransfer(request.payload, request.nonBnkTransfer, rules.config);
    const customers = [...new Set(checked.lines.map((l) => l.co))];
    const known = await existingCoIds(this.db, organizationId, customers);
    const unknown = checked.lines.flatMap((line, i) =>
      known.has(line.co)
        ? []
        : [{ path: `data.payload.${i}.co`, message: `No customer ${line.co} in this organisation` }],
    );
    if (unknown.length > 0) throw badRequest('The transfer names unknown customers.', unknown);

    const transferHash = request.transferHash.toLowerCase();
    const existing = await repo.findLiveTransferByHash(this.db, organizationId, transferHash);
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
      const winner = await repo.findLiveTransferByHash(this.db, organizationId, transferHash);
      if (!winner) throw error;
      return this.replay(organizationId, winner, checked);
    }
  }

  private async replay(organizationId: string, transfer: repo.TransferRow, checked: CheckedTransfer) {
    if (transfer.payloadHash !== checked.payloadHash) throw conflict(HASH_REUSED_MESSAGE);
    const entries = await repo.findEntriesOfTransfer(this.db, organizationId, transfer.id);
    return { data: { transfer: summary(transfer), entries: entries.map(toLedgerEntry), replayed: true } };
  }

  private async post(caller: Caller, organizationId: string, checked: CheckedTransfer, ip: string) {
    const [from] = checked.lines;
    if (!from) throw new Error('a checked transfer has a from line');
    return this.db.transaction(async (tx) => {
      const transfer = await repo.insertTransfer(tx, {
        organizationId,
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
          ...transferEntryFields(line, i, checked.cents[i] as number),
          organizationId,
          status: 'open' as const,
          source: 'transfer' as const,
          transferId: transfer.id,
          createdBy: caller.userId,
        })),
      );
      const entries = (await repo.findEntriesByIds(tx, organizationId, ids)).map(toLedgerEntry);
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'bankRec.transfer.posted',
        entityType: 'bankRec.transfer',
        entityId: transfer.id,
        details: {
          transferHash: transfer.transferHash,
          nonBanking: transfer.nonBanking,
          amount: minorToDecimalString(transfer.amountMinor),
          entries: entries.map(auditView),
        },
        ip,
      });
      return { data: { transfer: summary(transfer), entries, replayed: false } };
    });
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
