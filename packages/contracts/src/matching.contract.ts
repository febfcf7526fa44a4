import { BANK_REC_AREA, EWA_AREA, type LedgerAreaDescriptor } from '@clearline/domain/areas';
import { z } from 'zod';
import { IsoDate, multilineText, text } from './fields';
import { PageQuery } from './imports.contract';
import { route } from './route';

const uuid = z.string().uuid();

export const MatchReason = z.object({ feature: z.string(), points: z.number(), detail: z.string() });

export const MatchItem = z.object({
  side: z.enum(['bank', 'ledger']),
  /** The bank transaction or ledger entry id; null when an un-imported file removed the line. */
  id: z.string().nullable(),
  amount: z.string(),
  amountMinor: z.number().int(),
  date: z.string(),
  text: z.string(),
});

export const Match = z.object({
  id: z.string(),
  accountId: z.string(),
  kind: z.enum(['auto', 'manual']),
  status: z.enum(['confirmed', 'undone']),
  ruleId: z.string(),
  score: z.number().int(),
  reasons: z.array(MatchReason),
  bankTotal: z.string(),
  ledgerTotal: z.string(),
  difference: z.string(),
  adjustmentRecType: z.string().nullable(),
  adjustmentReason: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** The person's name (or e-mail) for display; null for the engine's own matches. */
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  undoneBy: z.string().nullable(),
  undoneByName: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoReason: z.string().nullable(),
  items: z.array(MatchItem),
});
export type Match = z.infer<typeof Match>;

export const ManualMatchBody = z.object({
  ledgerEntryIds: z.array(uuid).max(500).default([]),
  bankTransactionIds: z.array(uuid).max(500).default([]),
  /** Required when the selection does not balance to the cent: the difference is recorded with it. */
  adjustment: z
    .object({ recType: text(60).trim().min(1), reason: multilineText(500).trim().min(3) })
    .optional(),
});

export const UnmatchBody = z.object({ reason: multilineText(500).trim().default('') });

export const MatchesQuery = PageQuery.extend({
  accountId: text(64).trim().optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  kind: z.enum(['auto', 'manual']).optional(),
  status: z.enum(['confirmed', 'undone']).optional(),
});

/**
 * The matching calls of a ledger area, at the area's API prefix and behind its access (issue 13): the
 * bank-rec ones at /api/bankRec/items/..., the employer-funds ones at /api/employeeFunds/items/...,
 * with the same keys and shapes. Each area's calls see only the bank accounts and lines of that area.
 */
export function matchingRoutesOf(area: LedgerAreaDescriptor) {
  const { apiPrefix: prefix, access } = area;
  return {
    match: route({
      method: 'POST',
      path: `${prefix}/items/match`,
      access,
      summary:
        'Match any selection of open ledger entries and bank transactions (balanced, or with an adjustment)',
      tags: ['matching'],
      body: ManualMatchBody,
      response: z.object({ data: Match }),
    }),
    unmatch: route({
      method: 'POST',
      path: `${prefix}/items/unmatch/:matchId`,
      access,
      summary: 'Dissolve a match; its lines are open again and the match keeps its history',
      tags: ['matching'],
      params: z.object({ matchId: uuid }),
      body: UnmatchBody,
      response: z.object({ data: Match }),
    }),
    matches: route({
      method: 'GET',
      path: `${prefix}/items/matches`,
      access,
      summary: 'Matches by bank account, date range, kind and status, newest first',
      tags: ['matching'],
      query: MatchesQuery,
      response: z.object({ data: z.object({ rows: z.array(Match), total: z.number().int() }) }),
    }),
  };
}

export type MatchingRoutes = ReturnType<typeof matchingRoutesOf>;
export const matchingRoutes: MatchingRoutes = matchingRoutesOf(BANK_REC_AREA);
export const ewaMatchingRoutes: MatchingRoutes = matchingRoutesOf(EWA_AREA);
