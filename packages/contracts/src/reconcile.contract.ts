import { BANK_REC_AREA, EWA_AREA, type LedgerAreaDescriptor } from '@clearline/domain/areas';
import { z } from 'zod';
import { IsoDate, multilineText, text } from './fields';
import { PageQuery } from './imports.contract';
import { Match, MatchItem, MatchReason } from './matching.contract';
import { route } from './route';

const uuid = z.string().uuid();
const accountId = text(64).trim().min(1);

/** socket.io event of an auto-match job's progress and end, sent to the user who started it. */
export const AUTO_MATCH_EVENT = 'autoMatchStatus';

export const AutoMatchBody = z
  .object({
    accountId,
    /** Bank lines dated in this range are matched (ledger candidates may lie a rule's window outside). */
    from: IsoDate.optional(),
    to: IsoDate.optional(),
  })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { message: 'from must not be after to', path: ['to'] });

export const AutoMatchSummary = z.object({
  accountId: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  bankLines: z.number().int(),
  ledgerLines: z.number().int(),
  confirmed: z.number().int(),
  /** Matched lines (bank + ledger) of the confirmed matches. */
  confirmedLines: z.number().int(),
  suggested: z.number().int(),
  leftOpenBank: z.number().int(),
  leftOpenLedger: z.number().int(),
  /** Reconciling items and entries flagged not to auto-match: never touched. */
  excludedLedger: z.number().int(),
  /** Seeds whose many-to-many search ran out of its budget (their suggestions may be incomplete). */
  budgetExhausted: z.number().int(),
  engineMs: z.number(),
  totalMs: z.number(),
});
export type AutoMatchSummary = z.infer<typeof AutoMatchSummary>;

export const AutoMatchStatus = z.object({
  jobId: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  progress: z.number().int(),
  summary: AutoMatchSummary.nullable(),
  error: z.string().nullable(),
});
export type AutoMatchStatus = z.infer<typeof AutoMatchStatus>;

export const Suggestion = z.object({
  id: z.string(),
  accountId: z.string(),
  ruleId: z.string(),
  score: z.number().int(),
  reasons: z.array(MatchReason),
  difference: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected', 'stale']),
  createdAt: z.string(),
  items: z.array(MatchItem),
});
export type Suggestion = z.infer<typeof Suggestion>;

export const SuggestionsQuery = PageQuery.extend({
  accountId: accountId.optional(),
  status: z.enum(['pending', 'accepted', 'rejected', 'stale']).default('pending'),
});

export const AcceptSuggestionBody = z.object({
  /** Needed when the suggestion does not balance (a tolerance rule): the difference is recorded with it. */
  adjustment: z
    .object({ recType: text(60).trim().min(1), reason: multilineText(500).trim().min(3) })
    .optional(),
});

export const RejectSuggestionBody = z.object({ reason: multilineText(500).trim().default('') });

export const OpenLine = z.object({
  id: z.string(),
  side: z.enum(['bank', 'ledger']),
  date: z.string(),
  amount: z.string(),
  amountMinor: z.number().int(),
  text: z.string(),
  reference: z.string(),
  /** Ledger side: the customer, ledger account, transaction and tax type. Bank side: type code. */
  coId: z.string(),
  account: z.string(),
  transactionType: z.string(),
  taxType: z.string(),
});
export type OpenLine = z.infer<typeof OpenLine>;

export const OpenLinesQuery = z.object({
  side: z.enum(['bank', 'ledger']),
  accountId,
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  /** Words of the text, reference or check number, or an amount ('1250.00', '-1250.00'). */
  q: text(100).trim().optional(),
  direction: z.enum(['in', 'out']).optional(),
  offset: z.coerce.number<string>().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number<string>().int().min(1).max(1000).default(200),
});

export const PanelQuery = z.object({
  /** YYYY-MM; default: the current month in the organisation's zone. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM')
    .optional(),
  accountId: accountId.optional(),
});

export const PanelAccount = z.object({
  accountId: z.string(),
  accountName: z.string(),
  /** From the statements: the first opening and the last closing balance reported in the month. */
  bankOpening: z.string().nullable(),
  bankClosing: z.string().nullable(),
  /** Every non-void ledger entry of the account dated up to the month's end. */
  bookBalance: z.string(),
  matchedCount: z.number().int(),
  matchedAmount: z.string(),
  /** Bank lines up to the month's end in no live match (deposits and debits the book does not have yet). */
  openBankCount: z.number().int(),
  openBankAmount: z.string(),
  /** Ledger entries up to the month's end in no live match (outstanding in the book). */
  openLedgerCount: z.number().int(),
  openLedgerAmount: z.string(),
  /**
   * Of the open ledger entries, those marked reconciling items: they stay open by design and are not
   * offered for matching, so Re-match lists openLedgerCount − reconcilingCount entries.
   */
  reconcilingCount: z.number().int(),
  /** Differences recorded by adjusted matches up to the month's end. */
  adjustments: z.string(),
  /** bankClosing − (bookBalance + openBank − openLedger + adjustments); null without a closing balance. */
  difference: z.string().nullable(),
  /**
   * Issue 19: the month's days whose reported closing balance is not opening + the day's statement
   * lines, and the sum of those differences (the balances page lists them); absent when not checked.
   */
  balanceCheck: z.object({ flaggedDays: z.number().int(), difference: z.string() }).nullable().optional(),
});
export type PanelAccount = z.infer<typeof PanelAccount>;

/**
 * Spec §3: notification counts, an array of counts. otherAccounts: bank lines in no live match (the bank
 * side still to explain); subledgerRec: open ledger items older than the organisation's aged-uncleared
 * age; pendingResolve: suggestions waiting for a decision; ledger: open ledger entries to match.
 */
export const NotificationCounts = z.object({
  otherAccounts: z.number().int(),
  subledgerRec: z.number().int(),
  pendingResolve: z.number().int(),
  ledger: z.number().int(),
});
export type NotificationCounts = z.infer<typeof NotificationCounts>;

/**
 * Auto-match, suggestions, open lines and the panel of a ledger area, at the area's API prefix and behind
 * its access (issue 13): the same keys and shapes for bank-rec and employer funds; each area's calls see
 * only the bank accounts and lines of that area.
 */
export function reconcileRoutesOf(area: LedgerAreaDescriptor) {
  const { apiPrefix: prefix, access } = area;
  return {
    autoMatch: route({
      method: 'POST',
      path: `${prefix}/items/autoMatch`,
      access,
      summary: 'Queue an auto-match of a bank account (optionally a date range); answers 202 with the job id',
      tags: ['matching'],
      body: AutoMatchBody,
      status: 202,
      response: z.object({ data: z.object({ jobId: z.string() }) }),
    }),
    autoMatchStatus: route({
      method: 'GET',
      path: `${prefix}/items/autoMatch/:jobId`,
      access,
      summary: 'Status, progress and summary of an auto-match job',
      tags: ['matching'],
      params: z.object({ jobId: uuid }),
      response: z.object({ data: AutoMatchStatus }),
    }),
    suggestions: route({
      method: 'GET',
      path: `${prefix}/items/suggestions`,
      access,
      summary: 'Suggested matches with their score and reasons, best first',
      tags: ['matching'],
      query: SuggestionsQuery,
      response: z.object({ data: z.object({ rows: z.array(Suggestion), total: z.number().int() }) }),
    }),
    acceptSuggestion: route({
      method: 'POST',
      path: `${prefix}/items/suggestions/:id/accept`,
      access,
      summary: 'Confirm a suggestion as a match (refused when one of its lines was matched since)',
      tags: ['matching'],
      params: z.object({ id: uuid }),
      body: AcceptSuggestionBody,
      response: z.object({ data: Match }),
    }),
    rejectSuggestion: route({
      method: 'POST',
      path: `${prefix}/items/suggestions/:id/reject`,
      access,
      summary: 'Reject a suggestion; auto-match does not suggest the same lines again',
      tags: ['matching'],
      params: z.object({ id: uuid }),
      body: RejectSuggestionBody,
      response: z.object({ data: Suggestion }),
    }),
    openLines: route({
      method: 'GET',
      path: `${prefix}/items/open`,
      access,
      summary: 'Open (unmatched) ledger entries or bank transactions of a bank account, by date, a window',
      tags: ['matching'],
      query: OpenLinesQuery,
      response: z.object({
        data: z.object({ rows: z.array(OpenLine), total: z.number().int(), totalAmount: z.string() }),
      }),
    }),
    panel: route({
      method: 'GET',
      path: `${prefix}/items/panel`,
      access,
      summary: 'Per bank account and month: bank and book balances, matched and open items, the difference',
      tags: ['matching'],
      query: PanelQuery,
      response: z.object({ data: z.object({ month: z.string(), accounts: z.array(PanelAccount) }) }),
    }),
  };
}

export type AreaReconcileRoutes = ReturnType<typeof reconcileRoutesOf>;

/** The bank-rec calls plus its notification counts (employer funds has its own: contracts.ewa.notification). */
export const reconcileRoutes = {
  ...reconcileRoutesOf(BANK_REC_AREA),
  recNotification: route({
    method: 'GET',
    path: '/api/rec/items/notification',
    access: 'bankRec',
    summary:
      'Reconciliation counts of the organisation (open bank lines, aged items, suggestions, open entries)',
    tags: ['matching'],
    response: z.object({ data: z.array(NotificationCounts) }),
  }),
  bankRecNotification: route({
    method: 'GET',
    path: '/api/bankRec/items/notification',
    access: 'bankRec',
    summary: 'Bank reconciliation counts (open bank lines, aged items, suggestions, open entries)',
    tags: ['matching'],
    response: z.object({ data: z.array(NotificationCounts) }),
  }),
};

export const ewaReconcileRoutes: AreaReconcileRoutes = reconcileRoutesOf(EWA_AREA);
