import type { ResolvedRule } from './rules';
import type { MatchReason } from './types';

/**
 * Scoring: amount 40 + date 20 + reference 40 = 100.
 * - amount: 40 when exact; inside the tolerance 40 - ceil(20 x |difference| / tolerance), so 20..39.
 * - date: floor(20 x (window + 1 - days) / (window + 1)): 20 on the same day, falling to 0 one day past
 *   the window (which is never reached: candidates are inside it).
 * - reference: 40 agreement (check number, reference, or a compared key), 30 a book reference or check
 *   number found in the bank text, 10 nothing to compare, 0 disagreement (which also forbids confirmation).
 * Reference outcomes travel as small integers: outcome + 4 x what (0 check number, 1 reference, 2 + k the
 * rule's k-th key), so reasons can be cached per (days, outcome) instead of built per match.
 */

export const AMOUNT_POINTS = 40;
export const DATE_POINTS = 20;
export const REFERENCE_POINTS = { agree: 40, text: 30, none: 10, conflict: 0 } as const;

export const NONE = 0;
export const AGREE = 1;
export const TEXT = 2;
export const CONFLICT = 3;
export const CHECK = 0;
export const REFERENCE = 1;

export const refCode = (outcome: number, what: number): number => outcome + 4 * what;
export const outcomeOf = (code: number): number => code & 3;
export const isConflict = (code: number): boolean => (code & 3) === CONFLICT;

const OUTCOME_POINTS = [REFERENCE_POINTS.none, REFERENCE_POINTS.agree, REFERENCE_POINTS.text, 0];

/** The rule's tolerance for a bank amount (sum): the larger of the cents and the basis points. */
export function toleranceFor(rule: ResolvedRule, bankAmount: number): number {
  if (rule.toleranceBps === 0) return rule.toleranceMinor;
  return Math.max(rule.toleranceMinor, Math.floor((Math.abs(bankAmount) * rule.toleranceBps) / 10_000));
}

export function amountPoints(difference: number, tolerance: number): number {
  if (difference === 0) return AMOUNT_POINTS;
  return AMOUNT_POINTS - Math.ceil((DATE_POINTS * Math.abs(difference)) / tolerance);
}

export function datePoints(days: number, window: number): number {
  return Math.floor((DATE_POINTS * (window + 1 - days)) / (window + 1));
}

export function scoreOf(
  rule: ResolvedRule,
  difference: number,
  tolerance: number,
  days: number,
  code: number,
) {
  return amountPoints(difference, tolerance) + datePoints(days, rule.window) + OUTCOME_POINTS[code & 3]!;
}

function whatName(rule: ResolvedRule, what: number): string {
  if (what === CHECK) return 'check number';
  if (what === REFERENCE) return 'reference';
  return rule.keys[what - 2] ?? 'key';
}

function referenceDetail(rule: ResolvedRule, code: number): string {
  const name = whatName(rule, code >> 2);
  switch (code & 3) {
    case AGREE:
      return `${name} agrees`;
    case TEXT:
      return `${name} found in the bank text`;
    case CONFLICT:
      return `${name} differs`;
    default:
      return 'no reference to compare';
  }
}

const freeze = (reason: MatchReason): MatchReason => Object.freeze(reason);

/**
 * Reasons of a rule's matches. The common case (exact amount) is cached: a million confirmed matches
 * share a handful of frozen reason arrays instead of allocating three objects each.
 */
export class ReasonBook {
  private readonly cache = new Map<number, readonly MatchReason[]>();
  private readonly exact = freeze({ feature: 'amount', points: AMOUNT_POINTS, detail: 'exact' });
  private readonly dates = new Map<number, MatchReason>();
  private readonly refs = new Map<number, MatchReason>();

  constructor(private readonly rule: ResolvedRule) {}

  private date(days: number): MatchReason {
    let reason = this.dates.get(days);
    if (!reason) {
      const detail =
        days === 0 ? 'same day' : `${days} day${days === 1 ? '' : 's'} apart (window ${this.rule.window})`;
      reason = freeze({ feature: 'date', points: datePoints(days, this.rule.window), detail });
      this.dates.set(days, reason);
    }
    return reason;
  }

  private reference(code: number): MatchReason {
    let reason = this.refs.get(code);
    if (!reason) {
      reason = freeze({
        feature: 'reference',
        points: OUTCOME_POINTS[code & 3]!,
        detail: referenceDetail(this.rule, code),
      });
      this.refs.set(code, reason);
    }
    return reason;
  }

  /** Reasons for a candidate; `group` describes the grouped side ('3 ledger lines by coId, date'). */
  reasons(
    difference: number,
    tolerance: number,
    days: number,
    code: number,
    group?: string,
  ): readonly MatchReason[] {
    if (difference === 0 && group === undefined) {
      const key = days * 4096 + code;
      let cached = this.cache.get(key);
      if (!cached) {
        cached = Object.freeze([this.exact, this.date(days), this.reference(code)]);
        this.cache.set(key, cached);
      }
      return cached;
    }
    const amount =
      difference === 0
        ? this.exact
        : freeze({
            feature: 'amount',
            points: amountPoints(difference, tolerance),
            detail: `differs by ${difference} cents (tolerance ${tolerance})`,
          });
    const list: MatchReason[] = [amount, this.date(days), this.reference(code)];
    if (group !== undefined) list.push(freeze({ feature: 'group', points: 0, detail: group }));
    return Object.freeze(list);
  }
}
