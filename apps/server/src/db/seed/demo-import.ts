import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AutoMatchService } from '../../modules/auto-match/index';
import type { ImportsService } from '../../modules/imports/index';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { type ImportArea, type ImportKind, memberships, organizations, users } from '../schema/index';

/**
 * What the demo importers share: they bring files in as a demo user would (a signed-in caller, an
 * upload per file through the imports service) and, after the jobs, run auto-match once per account.
 */

/** An upload caller whose organisation is known (the demo organisation). */
type DemoCaller = Caller & { organizationId: string };

/** The demo organisation and its user as an upload caller; null when the seed has not made them. */
export async function demoCaller(
  ctx: AppContext,
  organizationName: string,
  email: string,
  /** The role the user is seeded with, should its membership be missing. */
  fallbackRole: number,
): Promise<DemoCaller | null> {
  const [org] = await ctx.db.select().from(organizations).where(eq(organizations.name, organizationName));
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!org || !user) return null;
  const [membership] = await ctx.db.select().from(memberships).where(eq(memberships.userId, user.id));
  return {
    userId: user.id,
    sessionId: '00000000-0000-0000-0000-000000000000',
    organizationId: org.id,
    roles: membership?.roleIds ?? [fallbackRole],
    email: user.email,
  };
}

/** Uploads one demo file as `caller`, leaving auto-match to autoMatchDemoAccounts (once for all files). */
export function uploadDemoFile(
  imports: ImportsService,
  caller: DemoCaller,
  area: ImportArea,
  file: { name: string; bytes: Buffer },
  kind: ImportKind,
  partner?: string,
) {
  return imports.upload(
    caller,
    caller.organizationId,
    area,
    { filename: file.name, stream: Readable.from([file.bytes]), truncated: () => false },
    { source: 'import', kind, autoMatch: false, ...(partner ? { partner } : {}) },
  );
}

/** One auto-match run per account, as after an import, logging what each left (`label` names the demo). */
export async function autoMatchDemoAccounts(
  ctx: AppContext,
  autoMatch: AutoMatchService,
  caller: DemoCaller,
  accountIds: readonly string[],
  label: string,
): Promise<void> {
  for (const accountId of accountIds) {
    const summary = await autoMatch.run(
      {
        organizationId: caller.organizationId,
        accountId,
        from: null,
        to: null,
        userId: caller.userId,
        trigger: 'import',
      },
      null,
    );
    ctx.log.info(
      `${label} of ${accountId}: ${summary.confirmed} matches confirmed, ${summary.suggested} suggested, ` +
        `${summary.leftOpenBank} bank lines and ${summary.leftOpenLedger} ledger entries left open (${summary.totalMs} ms).`,
    );
  }
}
