import { LEDGER_AREAS, type LedgerArea } from '@clearline/domain/areas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { runSequence } from './simulation/sequence';
import { type SimEnv, simEnv } from './simulation/world';

/**
 * Seeded random sequences of import, re-import, un-import, auto-match, manual match, unmatch and
 * suggestion decisions (and, in employer funds, advances, fundings, settlement files, transfers and voids
 * that move an employer's funds coverage, through HTTP) against the database, each on its own bank account, with the invariants checked
 * after every step (see simulation/sequence.ts), in both ledger areas: bank reconciliation and employer
 * funds (its own organisation, account area, rules and imports). SIM_SEQUENCES sets how many bank-rec
 * sequences run, SIM_EWA_SEQUENCES how many employer-funds ones (the bench command runs 10,000 and 1,000);
 * SIM_SEED_BASE moves the seeds so another run explores other worlds. A failure names its seed and the
 * steps that led to it, to replay with SIM_SEED_BASE=<seed> SIM_SEQUENCES=1 SIM_EWA_SEQUENCES=1.
 */
// CI's counts keep the file near a minute on PGlite: an employer-funds sequence costs about four bank-rec
// ones (it moves coverage through HTTP and reads every employer's coverage to check it).
const SEQUENCES: Record<LedgerArea, number> = {
  bankRec: Number(process.env.SIM_SEQUENCES ?? 100),
  ewa: Number(process.env.SIM_EWA_SEQUENCES ?? 20),
};
const SEED_BASE = Number(process.env.SIM_SEED_BASE ?? 1);
const STEPS = 6;

let t: TestApp;
const envs = {} as Record<LedgerArea, SimEnv>;
beforeAll(async () => {
  t = await createTestApp();
  for (const area of LEDGER_AREAS) envs[area] = await simEnv(t, area);
});
afterAll(async () => t?.close());

describe('reconciliation simulation', () => {
  for (const area of LEDGER_AREAS) {
    const sequences = SEQUENCES[area];
    it(`keeps every invariant through ${sequences} random sequences of ${STEPS} steps (${area})`, {
      timeout: Math.max(600_000, sequences * 2_000),
    }, async () => {
      let steps = 0;
      for (let i = 0; i < sequences; i += 1) {
        const log = await runSequence(envs[area], SEED_BASE + i, STEPS);
        steps += log.steps.length;
        if (process.env.SIM_DEBUG) console.log(area, log.seed, log.steps.join(' | '));
      }
      expect(steps).toBe(sequences * STEPS);
    });
  }

  // Last, on this file's own database: with the lock taken away, the simulation must notice a certified
  // month's figures moving (so the invariant can fail, and the lock is what keeps it).
  it('catches a certified month whose figures move once the lock is taken away', {
    timeout: 600_000,
  }, async () => {
    await t.ctx.db.execute(sql`
      create or replace function reconciliation_refuse_locked(p_org uuid, p_account text, p_date date, p_what text)
      returns void as $$ begin return; end $$ language plpgsql`);
    let caught: Error | undefined;
    for (let i = 0; i < 300 && !caught; i += 1) {
      await runSequence(envs.bankRec, 900_000 + i, STEPS).catch((error: Error) => {
        caught = error;
      });
    }
    expect(caught?.message).toMatch(/a locked month's figures changed/);
  });
});
