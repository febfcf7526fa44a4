import { seededRandom, todayIso } from '@clearline/domain';
import type { AutoMatchService } from '../../modules/auto-match/index';
import type { ImportsService } from '../../modules/imports/index';
import type { AppContext } from '../../platform/context';
import { DEMO_WAGE_ACCESS } from './demo';
import { autoMatchDemoAccounts, demoCaller, uploadDemoFile } from './demo-import';
import { demoEmployers, EWA_FUNDING_ACCOUNT, EWA_SETTLEMENT_ACCOUNT } from './ewa-demo-data';
import { ewaSettlementFiles, ewaStatementFiles } from './ewa-demo-files';
import { EWA_DEMO_SEED, ewaDemoLines } from './ewa-demo-lines';

/**
 * Brings Demo Wage Access's employer-funds year in through the real pipeline, as ewa@demo.test: the
 * partners' settlement files (advances, repayments and fees become ledger lines with their file, hash and
 * line number) and the bank statements of the two employer-funds accounts, each an upload, a durable job
 * and a merge; the jobs run before the server listens. With `autoMatch`, one run per account follows (as
 * after an import, but once for all the files), leaving matches, suggestions and open items. The
 * opening and top-up funding credits are the seed's hand-added lines ('ADDED'). `lastMonths` keeps the
 * files of the latest months only; `statements: false` imports the settlement files alone.
 */
export async function importDemoEwaFiles(
  ctx: AppContext,
  imports: ImportsService,
  options: { lastMonths?: number; statements?: boolean; autoMatch?: AutoMatchService } = {},
): Promise<{ settlementFiles: number; statementFiles: number }> {
  const caller = await demoCaller(ctx, DEMO_WAGE_ACCESS, 'ewa@demo.test', 135);
  if (!caller) return { settlementFiles: 0, statementFiles: 0 };
  // The seed's "today" and employers: the files carry the same events as its hand-added funding.
  const today = todayIso(ctx.now(), 'America/New_York');
  const lines = ewaDemoLines(demoEmployers(seededRandom(EWA_DEMO_SEED)), today);
  const months = new Set(
    [...new Set(lines.map((l) => l.date.slice(0, 7)))].sort().slice(-(options.lastMonths ?? 13)),
  );
  const settlement = ewaSettlementFiles(lines).filter((f) => months.has(f.month));
  // Tests leave the bank side to each test file (statements: false), as for the bureau.
  const statements =
    options.statements === false
      ? []
      : ewaStatementFiles(lines, today).filter((f) => months.has(f.name.slice(9, 16)));
  for (const file of settlement) await uploadDemoFile(imports, caller, 'ewa', file, 'ledger', file.partner);
  for (const file of statements) await uploadDemoFile(imports, caller, 'ewa', file, 'statement');
  await ctx.jobs.drain();
  if (options.autoMatch) {
    const accounts = [EWA_FUNDING_ACCOUNT.accountId, EWA_SETTLEMENT_ACCOUNT.accountId];
    await autoMatchDemoAccounts(ctx, options.autoMatch, caller, accounts, 'Demo employer-funds auto-match');
  }
  return { settlementFiles: settlement.length, statementFiles: statements.length };
}
