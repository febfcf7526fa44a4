import { canUseArea, formatMinor } from '@clearline/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { ShellService } from '../shell/index';
import { members } from '../users/index';
import * as repo from './coverage.repository';
import type { CoverageService } from './coverage.service';

/**
 * Lines a committed change touched in the employer-funds ledger: written (by id: an entry, a transfer; or
 * by their import) or voided (by id).
 */
export type WrittenLines =
  | { ids: readonly string[] }
  | { importId: string }
  | { voidedIds: readonly string[] };

/** The notification's kind (the notifications table's `kind`). */
export const SHORT_OF_FUNDS_KIND = 'ewa.shortOfFunds';

export function shortOfFundsMessage(
  employer: string,
  employerName: string,
  shortfallMinor: number,
  since: string,
) {
  const who = employerName ? `${employer} (${employerName})` : employer;
  return `Employer ${who} is short of funds by ${formatMinor(shortfallMinor, { currencySymbol: '$' })} since ${since}`;
}

/**
 * Funds coverage as a rule of the server: a write that leaves an employer short is accepted (it records
 * what happened), and when the employer was covered before it, every user of the organisation whose
 * roles open the employer-funds area is told once ('Employer X is short of funds by $Y since Z'). A line
 * that deepens an existing shortfall tells no one again. Called after the write's transaction commits
 * (the ewa entries service, transfers, voids, and the import pipeline's onImported): a failure here is logged,
 * never undoes or fails the write.
 */
export class FundsWatch {
  constructor(
    private readonly ctx: AppContext,
    private readonly shell: ShellService,
    private readonly coverage: CoverageService,
  ) {}

  async afterLinesWritten(organizationId: string, written: WrittenLines): Promise<void> {
    try {
      await this.check(organizationId, written);
    } catch (error) {
      this.ctx.log.error({ err: error, organizationId }, 'funds coverage check after a write failed');
    }
  }

  private async check(organizationId: string, written: WrittenLines): Promise<void> {
    const ids = (list: readonly string[]) =>
      sql`e.id in (${sql.join(
        list.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;
    let change: { added: SQL } | { voided: SQL };
    if ('importId' in written) change = { added: sql`e.import_id = ${written.importId}::uuid` };
    else if ('ids' in written) {
      if (written.ids.length === 0) return;
      change = { added: ids(written.ids) };
    } else {
      if (written.voidedIds.length === 0) return;
      change = { voided: ids(written.voidedIds) };
    }
    const asOf = await this.coverage.today(this.ctx.db, organizationId);
    const short = await repo.newlyShortEmployers(this.ctx.db, organizationId, asOf, change);
    if (short.length === 0) return;
    const rows = await repo.coveragePage(
      this.ctx.db,
      organizationId,
      asOf,
      { employers: short.map((s) => s.co_id) },
      'employer',
      1,
      short.length,
    );
    const users = (await members.membersOf(this.ctx.db, organizationId)).filter((m) =>
      canUseArea(m.roleIds, 'ewa'),
    );
    for (const row of rows) {
      const balance = Number(row.balance);
      if (balance >= 0 || !row.short_since) continue;
      const message = shortOfFundsMessage(row.co_id, row.co_name, -balance, row.short_since);
      for (const user of users)
        await this.shell.notify(organizationId, user.userId, SHORT_OF_FUNDS_KIND, message);
    }
  }
}
