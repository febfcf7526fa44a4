import type { BankLine, LedgerLine, MatchRule } from './types';

/**
 * The reference matcher: the rules of docs/domain/matching.md written again, as plainly as possible
 * and sharing no code with the engine (only the types). It enumerates every pair and every group, so it
 * is slow and only fit for small worlds. It decides confirmations only (suggestions are a ranking, not a
 * decision), and it knows nothing of the engine's safety valve for crowds of identical amounts.
 */

export interface ReferenceMatch {
  bankIds: string[];
  ledgerIds: string[];
  ruleId: string;
  score: number;
  differenceMinor: number;
}

interface Side<L> {
  lines: L[];
  sum: number;
  minDay: number;
  maxDay: number;
  values: Record<string, string>;
}

const dayOf = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;
const norm = (text: string | undefined) =>
  (text ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^0+/, '');
const trim = (text: string | undefined) => (text ?? '').trim();
const currency = (c: string | undefined) => (c ? c : 'USD');

function bankValue(line: BankLine, field: string): string {
  if (field === 'typeCode') return trim(line.typeCode);
  if (field === 'checkNo') return trim(line.checkNo);
  return trim(line.extra?.[field]);
}

function ledgerValue(line: LedgerLine, field: string): string {
  if (field === 'coId' || field === 'taxType' || field === 'transactionType' || field === 'checkNo')
    return trim(line[field]);
  return trim(line.groupKeys?.[field]);
}

/** 'agree' | 'text' | 'none' | 'conflict' between one bank line and one ledger line. */
function pairOutcome(b: BankLine, l: LedgerLine, keys: string[]): string {
  const cb = norm(b.checkNo);
  const cl = norm(l.checkNo);
  const rl = norm(l.reference);
  const bankRefs = [norm(b.bankReference), norm(b.customerReference), norm(b.extra?.trace)].filter(
    (r) => r !== '',
  );
  const words = new Set(
    (b.text ?? '')
      .split(/[^A-Za-z0-9]+/)
      .map(norm)
      .filter((w) => w !== ''),
  );
  const keyPairs = keys
    .map((k) => [bankValue(b, k), ledgerValue(l, k)])
    .filter(([x, y]) => x !== '' && y !== '');
  if (cb && cl && cb !== cl) return 'conflict';
  if (keyPairs.some(([x, y]) => x !== y)) return 'conflict';
  if (rl && bankRefs.length > 0 && !bankRefs.includes(rl) && !words.has(rl)) return 'conflict';
  if ((cb && cl) || (rl && bankRefs.includes(rl)) || keyPairs.length > 0) return 'agree';
  if ((rl && words.has(rl)) || (cl && !cb && words.has(cl))) return 'text';
  return 'none';
}

function groupOutcome(one: Record<string, string>, other: Record<string, string>, keys: string[]): string {
  const both = keys.filter((k) => one[k] && other[k]);
  if (both.some((k) => one[k] !== other[k])) return 'conflict';
  return both.length > 0 ? 'agree' : 'none';
}

const POINTS: Record<string, number> = { agree: 40, text: 30, none: 10, conflict: 0 };

function side<L extends { amountMinor: number; date: string }>(
  lines: L[],
  read: (l: L, k: string) => string,
  keys: string[],
): Side<L> {
  const values: Record<string, string> = {};
  for (const k of keys) {
    const all = lines.map((l) => read(l, k));
    values[k] = all.every((v) => v === all[0]) ? all[0]! : '';
  }
  return {
    lines,
    sum: lines.reduce((s, l) => s + l.amountMinor, 0),
    minDay: Math.min(...lines.map((l) => dayOf(l.date))),
    maxDay: Math.max(...lines.map((l) => dayOf(l.date))),
    values,
  };
}

/** Groups of open lines (two or more) sharing account, currency, direction and the grouping fields. */
function groupsOf<L extends { accountId: string; currency?: string; amountMinor: number; date: string }>(
  lines: L[],
  groupBy: readonly string[],
  read: (l: L, k: string) => string,
  max: number,
): L[][] {
  const byKey = new Map<string, L[]>();
  for (const line of lines) {
    if (line.amountMinor === 0) continue;
    const parts = groupBy.map((f) => (f === 'date' ? line.date : read(line, f)));
    if (parts.some((p) => p === '')) continue;
    const key = JSON.stringify([line.accountId, currency(line.currency), line.amountMinor < 0, ...parts]);
    byKey.set(key, [...(byKey.get(key) ?? []), line]);
  }
  return [...byKey.values()].filter((g) => g.length >= 2 && g.length <= max);
}

interface Candidate {
  bank: BankLine[];
  ledger: LedgerLine[];
  score: number;
  conflict: boolean;
  diff: number;
}

export function referenceMatch(input: {
  bank: BankLine[];
  ledger: LedgerLine[];
  rules: readonly MatchRule[];
}) {
  const takenBank = new Set<string>();
  const takenLedger = new Set<string>();
  const confirmed: ReferenceMatch[] = [];
  const ledgerOpen = input.ledger.filter((l) => !l.reconciling);
  for (const rule of input.rules) {
    const window = rule.dateWindowDays;
    const groupBy = rule.groupBy ?? [];
    const nonDate = groupBy.filter((f) => f !== 'date');
    const keys = [...new Set([...(rule.keys ?? []), ...nonDate])];
    const fields = rule.referenceFields ?? ['checkNo', 'reference'];
    const tolerance = (bankSum: number) =>
      Math.max(rule.toleranceMinor ?? 0, Math.floor((Math.abs(bankSum) * (rule.toleranceBps ?? 0)) / 10_000));
    const confirms = rule.kind !== 'many-to-many' && !rule.suggestOnly && rule.autoConfirmThreshold <= 100;
    if (!confirms) continue;
    const bank = input.bank.filter((b) => !takenBank.has(b.id));
    const ledger = ledgerOpen.filter((l) => !takenLedger.has(l.id));
    const maxItems = rule.maxItems ?? 1000;
    const bankUnits =
      rule.kind === 'many-to-one' ? groupsOf(bank, groupBy, bankValue, maxItems) : bank.map((b) => [b]);
    const ledgerUnits =
      rule.kind === 'one-to-many' ? groupsOf(ledger, groupBy, ledgerValue, maxItems) : ledger.map((l) => [l]);
    const candidates: Candidate[] = [];
    for (const bu of bankUnits) {
      for (const lu of ledgerUnits) {
        const b = side(bu, bankValue, keys);
        const l = side(lu, ledgerValue, keys);
        const first = bu[0]!;
        if (
          lu.some((x) => x.accountId !== first.accountId || currency(x.currency) !== currency(first.currency))
        )
          continue;
        if (
          bu.some((x) => x.accountId !== first.accountId || currency(x.currency) !== currency(first.currency))
        )
          continue;
        if (b.sum === 0 || l.sum === 0 || b.sum < 0 !== l.sum < 0) continue;
        const days = Math.max(Math.abs(b.maxDay - l.minDay), Math.abs(l.maxDay - b.minDay));
        if (days > window) continue;
        const tol = tolerance(b.sum);
        const diff = b.sum - l.sum;
        if (Math.abs(diff) > tol) continue;
        let outcome: string;
        if (rule.kind === 'one-to-one') {
          const bl = bu[0]!;
          const ll = lu[0]!;
          if (rule.reference === 'required') {
            const checkJoin =
              fields.includes('checkNo') && norm(bl.checkNo) !== '' && norm(bl.checkNo) === norm(ll.checkNo);
            const refs = [norm(bl.bankReference), norm(bl.customerReference), norm(bl.extra?.trace)];
            const refJoin =
              fields.includes('reference') && norm(ll.reference) !== '' && refs.includes(norm(ll.reference));
            if (!checkJoin && !refJoin) continue;
          }
          outcome = pairOutcome(bl, ll, keys);
        } else {
          const one = rule.kind === 'one-to-many' ? l : b;
          const single = rule.kind === 'one-to-many' ? bu[0]! : lu[0]!;
          const singleValues: Record<string, string> = {};
          for (const k of keys)
            singleValues[k] =
              rule.kind === 'one-to-many'
                ? bankValue(single as BankLine, k)
                : ledgerValue(single as LedgerLine, k);
          if (
            rule.reference === 'required' &&
            nonDate.some((f) => !singleValues[f] || singleValues[f] !== one.values[f])
          )
            continue;
          outcome = groupOutcome(singleValues, one.values, keys);
        }
        const amountPoints = diff === 0 ? 40 : 40 - Math.ceil((20 * Math.abs(diff)) / tol);
        const datePoints = Math.floor((20 * (window + 1 - days)) / (window + 1));
        candidates.push({
          bank: bu,
          ledger: lu,
          score: amountPoints + datePoints + POINTS[outcome]!,
          conflict: outcome === 'conflict',
          diff,
        });
      }
    }
    const unitKey = (lines: { id: string }[]) => lines.map((x) => x.id).join(',');
    const margin = rule.ambiguityMargin ?? 10;
    const others = (c: Candidate) =>
      candidates.filter(
        (o) => o !== c && (unitKey(o.bank) === unitKey(c.bank) || unitKey(o.ledger) === unitKey(c.ledger)),
      );
    for (const c of candidates) {
      if (c.conflict || c.score < rule.autoConfirmThreshold) continue;
      // Best for both its bank side and its ledger side, every runner-up more than the margin behind.
      if (others(c).some((o) => o.score >= c.score - margin)) continue;
      confirmed.push({
        bankIds: c.bank.map((x) => x.id),
        ledgerIds: c.ledger.map((x) => x.id),
        ruleId: rule.id,
        score: c.score,
        differenceMinor: c.diff,
      });
    }
    for (const m of confirmed) {
      for (const id of m.bankIds) takenBank.add(id);
      for (const id of m.ledgerIds) takenLedger.add(id);
    }
  }
  return { confirmed };
}

/** A match's canonical key (rule, sorted bank ids, sorted ledger ids), to compare result sets. */
export function matchKey(m: {
  ruleId: string;
  bankIds: readonly string[];
  ledgerIds: readonly string[];
}): string {
  return `${m.ruleId}|${[...m.bankIds].sort().join(',')}|${[...m.ledgerIds].sort().join(',')}`;
}
