import { Readable } from 'node:stream';
import { seededRandom, todayIso } from '@clearline/domain';
import { eq } from 'drizzle-orm';
import type { AutoMatchService } from '../../modules/auto-match/index';
import type { ImportsService } from '../../modules/imports/index';
import type { AppContext } from '../../platform/context';
import { memberships, organizations, users } from '../schema/index';
import { DEMO_WAGE_ACCESS } from './demo';
import { demoEmployers, EWA_FUNDING_ACCOUNT, EWA_SETTLEMENT_ACCOUNT } from './ewa-demo-data';
import { type DemoFile, ewaSettlementFiles, ewaStatementFiles } from './ewa-demo-files';
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
  const [org] = await ctx.db.select().from(organizations).where(eq(organizations.name, DEMO_WAGE_ACCESS));
  const [user] = await ctx.db.select().from(users).where(eq(users.email, 'ewa@demo.test'));
  if (!org || !user) return { settlementFiles: 0, statementFiles: 0 };
  const [membership] = await ctx.db.select().from(memberships).where(eq(memberships.userId, user.id));
  const caller = {
    userId: user.id,
    sessionId: '00000000-0000-0000-0000-000000000000',
    organizationId: org.id,
    roles: membership?.roleIds ?? [135],
    email: user.email,
  };
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
  const upload = (file: DemoFile, kind: 'ledger' | 'statement', partner?: string) =>
    imports.upload(
      caller,
      org.id,
      'ewa',
      { filename: file.name, stream: Readable.from([file.bytes]), truncated: () => false },
      { source: 'import', kind, autoMatch: false, ...(partner ? { partner } : {}) },
    );
  for (const file of settlement) await upload(file, 'ledger', file.partner);
  for (const file of statements) await upload(file, 'statement');
  await ctx.jobs.drain();
  if (options.autoMatch) {
    for (const { accountId } of [EWA_FUNDING_ACCOUNT, EWA_SETTLEMENT_ACCOUNT]) {
      const summary = await options.autoMatch.run(
        { organizationId: org.id, accountId, from: null, to: null, userId: user.id, trigger: 'import' },
        null,
      );
      ctx.log.info(
        `Demo employer-funds auto-match of ${accountId}: ${summary.confirmed} matches confirmed, ${summary.suggested} suggested, ` +
          `${summary.leftOpenBank} bank lines and ${summary.leftOpenLedger} ledger entries left open (${summary.totalMs} ms).`,
      );
    }
  }
  return { settlementFiles: settlement.length, statementFiles: statements.length };
}
