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

export const matchingRoutes = {
  match: route({
    method: 'POST',
    path: '/api/bankRec/items/match',
    access: 'bankRec',
    summary:
      'Match any selection of open ledger entries and bank transactions (balanced, or with an adjustment)',
    tags: ['matching'],
    body: ManualMatchBody,
    response: z.object({ data: Match }),
  }),
  unmatch: route({
    method: 'POST',
    path: '/api/bankRec/items/unmatch/:matchId',
    access: 'bankRec',
    summary: 'Dissolve a match; its lines are open again and the match keeps its history',
    tags: ['matching'],
    params: z.object({ matchId: uuid }),
    body: UnmatchBody,
    response: z.object({ data: Match }),
  }),
  matches: route({
    method: 'GET',
    path: '/api/bankRec/items/matches',
    access: 'bankRec',
    summary: 'Matches by bank account, date range, kind and status, newest first',
    tags: ['matching'],
    query: MatchesQuery,
    response: z.object({ data: z.object({ rows: z.array(Match), total: z.number().int() }) }),
  }),
};
