import { addDays, seededRandom } from '@clearline/domain';
import { between, type Rng } from './bank-rec-demo-data';
import type { DemoEmployer, EWA_ACCOUNTS } from './ewa-demo-data';

/** Fixed: the same demo every time (for a given "today"). */
export const EWA_DEMO_SEED = 0x0e3a_2026;

export type EwaLineKind = keyof typeof EWA_ACCOUNTS;

/** One employer-funds event of the demo's year, before it is a ledger line, a file line or a bank line. */
export interface EwaDemoLine {
  kind: EwaLineKind;
  employer: DemoEmployer;
  date: string;
  /** In the ledger's sign: funding and repayments in, advances and fees out. */
  cents: number;
  /** The advance batch, the payday or the fee's reference (a settlement file's worker column). */
  reference: string;
  memo: string;
}

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
export const compact = (iso: string) => iso.replaceAll('-', '');

/**
 * One employer's year: a pre-funding credit, then per pay period its workers' daily advances (debits),
 * the payday repayment from payroll deductions, a program fee and a top-up credit. Employers that run
 * short repay less than they draw and never top up, so their balance goes below zero.
 */
function* employerYear(rng: Rng, employer: DemoEmployer, today: string): Generator<EwaDemoLine> {
  const start = addDays(today, -364);
  const stopAfter = employer.status === 'Active' ? today : addDays(today, -between(rng, 60, 150));
  const line = (kind: EwaLineKind, date: string, cents: number, reference: string, memo = '') =>
    ({ kind, employer, date, cents, reference, memo }) satisfies EwaDemoLine;
  const dailyAdvance = () => between(rng, employer.workers * 4_00, employer.workers * 14_00);
  yield line(
    'funding',
    start,
    employer.workers * 60_00 * employer.payEveryWeeks,
    'PREFUND',
    'Opening pre-funding',
  );
  let periodAdvances = 0;
  let lastDay = start;
  for (let day = 1; day <= 364; day += 1) {
    const date = addDays(start, day);
    if (date > stopAfter) {
      // An employer that leaves the program settles its last period (one that runs short does not).
      if (!employer.runsShort && periodAdvances > 0) {
        yield line('repayment', lastDay, periodAdvances, `PAYROLL-${compact(lastDay)}`, 'Final payroll');
      }
      break;
    }
    lastDay = date;
    const dow = weekday(date);
    if (dow === 0 || dow === 6) continue;
    const batches = 1 + (rng() < 0.6 ? 1 : 0) + (rng() < 0.3 ? 1 : 0);
    for (let b = 0; b < batches; b += 1) {
      const cents = dailyAdvance();
      periodAdvances += cents;
      yield line('advance', date, -cents, `ADV-${compact(date)}-${b + 1}`);
    }
    const week = Math.floor(day / 7);
    if (dow !== 5 || week % employer.payEveryWeeks !== 0) continue;
    // Payday: deductions repay the period's advances; the program fee; a top-up credit.
    const repaid = employer.runsShort ? Math.round(periodAdvances * 0.9) : periodAdvances;
    yield line('repayment', date, repaid, `PAYROLL-${compact(date)}`, `Payday ${date}`);
    const fee = employer.workers * 1_25 * employer.payEveryWeeks;
    yield line('fee', date, -fee, `FEE-${compact(date)}`);
    if (!employer.runsShort) {
      const topUp = fee + between(rng, 0, Math.round(periodAdvances * 0.03));
      yield line('funding', addDays(date, 3), topUp, `TOPUP-${compact(date)}`, 'Top-up');
    }
    periodAdvances = 0;
  }
}

/** The demo's year of employer-funds events, the same for the same employers and today. */
export function ewaDemoLines(employers: readonly DemoEmployer[], today: string): EwaDemoLine[] {
  const rng = seededRandom(EWA_DEMO_SEED + 1);
  return employers.flatMap((employer) => [...employerYear(rng, employer, today)]);
}
