import { Readable } from 'node:stream';
import { todayIso } from '@clearline/domain';
import { eq } from 'drizzle-orm';
import type { AutoMatchService } from '../../modules/auto-match/index';
import type { ImportsService } from '../../modules/imports/index';
import type { AppContext } from '../../platform/context';
import { bankTransactions, memberships, organizations, users } from '../schema/index';
import { DEMO_BUREAU } from './demo';
import { demoStatementFiles } from './demo-statements';

/**
 * Imports the demo bureau's bank statements through the real pipeline (upload, job, merge), as the demo
 * user ops@demo.test, and runs the jobs before the server listens, so the first page already has both sides.
 * With `autoMatch`, one auto-match run per bank account follows (as after an import, but once for all
 * the files instead of once per file), so the demo opens reconciled, with suggestions and open items.
 */
export async function importDemoStatements(
  ctx: AppContext,
  imports: ImportsService,
  options: { lastMonths?: number; autoMatch?: AutoMatchService } = {},
): Promise<number> {
  const [org] = await ctx.db.select().from(organizations).where(eq(organizations.name, DEMO_BUREAU));
  const [ops] = await ctx.db.select().from(users).where(eq(users.email, 'ops@demo.test'));
  if (!org || !ops) return 0;
  const [membership] = await ctx.db.select().from(memberships).where(eq(memberships.userId, ops.id));
  const caller = {
    userId: ops.id,
    sessionId: '00000000-0000-0000-0000-000000000000',
    organizationId: org.id,
    roles: membership?.roleIds ?? [110],
    email: ops.email,
  };
  const all = await demoStatementFiles(ctx.db, org.id, todayIso(ctx.now(), 'America/New_York'));
  // Tests import only the latest months: the matching behaviour is the same, in a fraction of the time.
  const files = options.lastMonths ? all.slice(-options.lastMonths) : all;
  for (const file of files) {
    await imports.upload(
      caller,
      org.id,
      'bankRec',
      { filename: file.name, stream: Readable.from([file.bytes]), truncated: () => false },
      {
        source: 'import',
        kind: 'statement',
        autoMatch: false,
      },
    );
  }
  await ctx.jobs.drain();
  if (options.autoMatch) {
    const accounts = await ctx.db
      .selectDistinct({ accountId: bankTransactions.accountId })
      .from(bankTransactions)
      .where(eq(bankTransactions.organizationId, org.id));
    for (const { accountId } of accounts) {
      const summary = await options.autoMatch.run(
        { organizationId: org.id, accountId, from: null, to: null, userId: ops.id, trigger: 'import' },
        null,
      );
      ctx.log.info(
        `Demo auto-match of ${accountId}: ${summary.confirmed} matches confirmed, ${summary.suggested} suggested, ` +
          `${summary.leftOpenBank} bank lines and ${summary.leftOpenLedger} ledger entries left open (${summary.totalMs} ms).`,
      );
    }
  }
  return files.length;
}
