import fc from 'fast-check';
import type { BankLine, LedgerLine } from './types';

/**
 * Small random worlds drawn from tiny pools (2 accounts, 5 days, a handful of amounts, references and
 * keys) so that collisions, ties, disagreements and groups are common, checked against the separately
 * written reference matcher and against the engine's invariants.
 */

export const DAYS = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-06', '2026-03-09'];
const AMOUNTS = [100, 250, 350, 600, 1000, 1250];
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const bankLine = fc.record({
  accountId: fc.constantFrom('A1', 'A2'),
  currency: opt(fc.constantFrom('USD', 'CAD')),
  date: fc.constantFrom(...DAYS),
  amountMinor: fc.tuple(fc.constantFrom(...AMOUNTS), fc.constantFrom(-1, -1, 1, 0)).map(([a, s]) => a * s),
  bankReference: opt(fc.constantFrom('BR1', 'R1')),
  customerReference: opt(fc.constantFrom('R1', 'r-2', '0003')),
  checkNo: opt(fc.constantFrom('11', '0011', '12')),
  text: opt(fc.constantFrom('CHECK 12', 'REF R2 PAID', 'ACH')),
  extra: opt(
    fc.record({
      achBatch: opt(fc.constantFrom('X', 'Y')),
      companyId: opt(fc.constantFrom('C1', 'C2')),
      trace: opt(fc.constantFrom('R2', '77')),
      coId: opt(fc.constantFrom('K1', 'K2')),
    }),
  ),
});

const ledgerLine = fc.record({
  accountId: fc.constantFrom('A1', 'A2'),
  currency: opt(fc.constantFrom('USD', 'CAD')),
  date: fc.constantFrom(...DAYS),
  amountMinor: fc.tuple(fc.constantFrom(...AMOUNTS), fc.constantFrom(-1, -1, 1, 0)).map(([a, s]) => a * s),
  checkNo: opt(fc.constantFrom('11', '12', '13')),
  reference: opt(fc.constantFrom('R1', 'R2', 'R3')),
  coId: opt(fc.constantFrom('K1', 'K2')),
  taxType: opt(fc.constantFrom('Federal', 'State')),
  transactionType: opt(fc.constantFrom('T1', 'T2')),
  groupKeys: opt(
    fc.record({
      achBatch: opt(fc.constantFrom('X', 'Y')),
      companyId: opt(fc.constantFrom('C1', 'C2')),
      trace: opt(fc.constantFrom('77')),
    }),
  ),
});

/** Drop the undefined keys fast-check leaves (the engine treats absent and undefined alike anyway). */
function clean<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    if (v !== undefined) out[k] = typeof v === 'object' && v !== null ? clean(v) : v;
  return out as T;
}

type Derivation = typeof derivation extends fc.Arbitrary<infer T> ? T : never;

/** How a bank line is derived from book lines: a twin of one, the sum of some, or a split of one. */
const derivation = fc.record({
  kind: fc.constantFrom('twin', 'twin', 'twin', 'sum', 'split'),
  picks: fc.array(fc.nat(9), { minLength: 1, maxLength: 3 }),
  shift: fc.constantFrom(0, 0, 0, 1, -1, 3),
  copy: fc.constantFrom('none', 'check', 'customer', 'trace', 'batch', 'company', 'coId'),
  splitAt: fc.integer({ min: 1, max: 99 }),
});

const shiftDay = (date: string, by: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
};

function derive(ledger: LedgerLine[], spec: Derivation, id: () => string): BankLine[] {
  const picked = [
    ...new Set(spec.picks.map((p) => ledger[p % Math.max(ledger.length, 1)]).filter((l) => l !== undefined)),
  ];
  const first = picked[0];
  if (!first) return [];
  const base = {
    accountId: first.accountId,
    currency: first.currency,
    date: shiftDay(first.date, spec.shift),
  };
  const extra: Record<string, string> = {};
  const more: Partial<BankLine> = {};
  if (spec.copy === 'check' && first.checkNo) more.checkNo = first.checkNo;
  if (spec.copy === 'customer' && first.reference) more.customerReference = first.reference;
  if (spec.copy === 'trace' && first.reference) extra.trace = first.reference;
  if (spec.copy === 'batch' && first.groupKeys?.achBatch) extra.achBatch = first.groupKeys.achBatch;
  if (spec.copy === 'company' && first.groupKeys?.companyId) extra.companyId = first.groupKeys.companyId;
  if (spec.copy === 'coId' && first.coId) extra.coId = first.coId;
  if (Object.keys(extra).length > 0) more.extra = extra;
  if (spec.kind === 'split') {
    const part = Math.round((first.amountMinor * spec.splitAt) / 100);
    return [
      { id: id(), ...base, ...more, amountMinor: part },
      { id: id(), ...base, ...more, amountMinor: first.amountMinor - part },
    ].map((b) => clean(b));
  }
  if (spec.kind === 'sum') {
    // Make the picked book lines a group: same account, day, direction and keys as the first.
    for (const line of picked.slice(1)) {
      const at = ledger.indexOf(line);
      ledger[at] = clean({
        ...line,
        accountId: first.accountId,
        currency: first.currency,
        date: first.date,
        coId: first.coId,
        taxType: first.taxType,
        transactionType: first.transactionType,
        groupKeys: first.groupKeys,
        amountMinor: Math.sign(first.amountMinor || 1) * Math.abs(line.amountMinor || 100),
      });
    }
    picked.splice(0, picked.length, ...picked.map((l) => ledger.find((x) => x.id === l.id)!));
  }
  const lines = spec.kind === 'sum' ? picked : [first];
  return [
    clean({ id: id(), ...base, ...more, amountMinor: lines.reduce((sum, l) => sum + l.amountMinor, 0) }),
  ];
}

export const world = fc
  .tuple(
    fc.array(bankLine, { maxLength: 5 }),
    fc.array(ledgerLine, { maxLength: 10 }),
    fc.array(derivation, { maxLength: 7 }),
    fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
  )
  .map(([randomBank, randomLedger, derivations, reconciling]) => {
    const ledger = randomLedger.map(
      (l, i) =>
        clean({ ...l, id: `l${i}`, reconciling: reconciling[i] === true && i % 4 === 0 }) as LedgerLine,
    );
    let serial = 0;
    const id = () => `b${serial++}`;
    const bank = [
      ...randomBank.map((b) => clean({ ...b, id: id() }) as BankLine),
      ...derivations.flatMap((d) => derive(ledger, d, id)),
    ];
    return { bank, ledger };
  });
