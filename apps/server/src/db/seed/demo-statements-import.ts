import { addMonths, todayIso } from '@clearline/domain';
import { eq } from 'drizzle-orm';
import type { AutoMatchService } from '../../modules/auto-match/index';
import type { ImportsService } from '../../modules/imports/index';
import type { AppContext } from '../../platform/context';
import { bankTransactions } from '../schema/index';
import { DEMO_BUREAU } from './demo';
import { autoMatchDemoAccounts, demoCaller, uploadDemoFile } from './demo-import';
import { demoStatementFiles, monthOf } from './demo-statements';

/**
 * Imports the demo bureau's bank statements through the real pipeline (upload, job, merge), as the demo
 * user ops@demo.test, and runs the jobs before the server listens, so the first page already has both sides.
 * With `autoMatch`, one auto-match run per bank account follows (as after an import, but once for all
 * the files instead of once per file), so the demo opens reconciled, with suggestions and open items.
 * With `wholeMonths`, only the current month's statement and those of the N whole months before it.
 */
export async function importDemoStatements(
  ctx: AppContext,
  imports: ImportsService,
  options: { wholeMonths?: number; autoMatch?: AutoMatchService } = {},
): Promise<number> {
  const caller = await demoCaller(ctx, DEMO_BUREAU, 'ops@demo.test', 110);
  if (!caller) return 0;
  const today = todayIso(ctx.now(), 'America/New_York');
  const all = await demoStatementFiles(ctx.db, caller.organizationId, today);
  // Tests import only the latest months: the matching behaviour is the same, in a fraction of the time.
  // Counted in whole months before this one, whatever today is: on a month's first day the current file
  // holds one day, and "the last two files" would hold a month and a day.
  const since = options.wholeMonths === undefined ? '' : addMonths(today.slice(0, 7), -options.wholeMonths);
  const files = all.filter((file) => monthOf(file.name) >= since);
  for (const file of files) await uploadDemoFile(imports, caller, 'bankRec', file, 'statement');
  await ctx.jobs.drain();
  if (options.autoMatch) {
    const accounts = await ctx.db
      .selectDistinct({ accountId: bankTransactions.accountId })
      .from(bankTransactions)
      .where(eq(bankTransactions.organizationId, caller.organizationId));
    const ids = accounts.map((a) => a.accountId);
    await autoMatchDemoAccounts(ctx, options.autoMatch, caller, ids, 'Demo auto-match');
  }
  return files.length;
}
