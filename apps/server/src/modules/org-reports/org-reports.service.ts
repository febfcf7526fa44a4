import type { AccessPerson, ActivityFigures, OrgReport } from '@clearline/contracts';
import {
  addDays,
  canUseArea,
  LEDGER_AREAS,
  type ReportPeriod,
  reportPeriodBounds,
  roleName,
  todayIso,
} from '@clearline/domain';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { accounts } from '../auth/index';
import { members } from '../users/index';
import * as repo from './org-reports.repository';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const rolesOf = (ids: readonly number[]) => ids.map((id) => ({ id, name: roleName(id) }));
const nameOf = (m: { first_name: string; last_name: string; display_name: string; email: string }) =>
  `${m.first_name} ${m.last_name}`.trim() || m.display_name || m.email;
const STATES = ['open', 'auto', 'suggested', 'manual', 'reconciling'] as const;

const noActivity = (): ActivityFigures => ({
  filesImported: 0,
  linesImported: 0,
  matchesByHand: 0,
  autoMatchRuns: 0,
  unmatches: 0,
  transfers: 0,
  ledgerEntries: 0,
  exports: 0,
});

/**
 * Issue 17 item 3: the reports on people and data. orgReport reads the caller's current organisation
 * only; the access matrix reads only the organisations where the caller holds a management role.
 */
export class OrgReportsService {
  constructor(private readonly ctx: AppContext) {}

  async orgReport(
    organizationId: string,
    query: { period: ReportPeriod; from?: string | undefined; to?: string | undefined },
  ): Promise<OrgReport> {
    const { db, now } = this.ctx;
    const bounds = reportPeriodBounds(query.period, todayIso(now()), query);
    if (!bounds.ok) throw badRequest(bounds.message, [{ path: bounds.path, message: bounds.message }]);
    const span = {
      from: new Date(`${bounds.from}T00:00:00Z`),
      to: new Date(`${addDays(bounds.to, 1)}T00:00:00Z`),
    };
    const [memberRows, name, audited, imported, matched, jobs] = await Promise.all([
      members.memberDetails(db, organizationId),
      members.organizationName(db, organizationId),
      repo.auditedActivity(db, organizationId, span),
      repo.importsByPerson(db, organizationId, span),
      repo.matchesByPerson(db, organizationId, span),
      repo.jobsByPerson(db, organizationId, span),
    ]);

    const signIns = new Map<string, number>();
    const people = new Map<string, ActivityFigures>();
    const of = (userId: string) => {
      const figures = people.get(userId) ?? noActivity();
      people.set(userId, figures);
      return figures;
    };
    for (const r of audited) {
      const figure = repo.AUDITED_ACTIVITY[r.action];
      if (figure === 'signIns') signIns.set(r.user_id, (signIns.get(r.user_id) ?? 0) + r.n);
      else of(r.user_id)[figure] += r.n;
    }
    for (const r of imported) {
      of(r.user_id).filesImported += r.files;
      of(r.user_id).linesImported += r.lines;
    }
    for (const r of matched) of(r.user_id).matchesByHand += r.n;
    for (const r of jobs) of(r.user_id)[r.kind === 'auto-match' ? 'autoMatchRuns' : 'exports'] += r.n;

    const memberNames = new Map(memberRows.map((m) => [m.user_id, nameOf(m)]));
    // Someone who acted in the period and has since left still shows, under their name.
    const former = await members.userNames(
      db,
      [...people.keys()].filter((id) => !memberNames.has(id)),
    );
    const activity = [...memberNames.keys(), ...former.keys()].map((userId) => ({
      userId,
      name: memberNames.get(userId) ?? former.get(userId) ?? 'Former user',
      member: memberNames.has(userId),
      ...(people.get(userId) ?? noActivity()),
    }));
    const activityTotals = noActivity();
    for (const figures of people.values())
      for (const key of Object.keys(activityTotals) as (keyof ActivityFigures)[])
        activityTotals[key] += figures[key];

    return {
      organization: { id: organizationId, name: name ?? '' },
      period: { period: query.period, from: bounds.from, to: bounds.to, days: bounds.days },
      members: memberRows.map((m) => ({
        userId: m.user_id,
        name: nameOf(m),
        email: m.email,
        roles: rolesOf(m.role_ids),
        status: m.locked_at ? 'locked' : 'active',
        lastSignInAt: iso(m.last_sign_in_at),
        signIns: signIns.get(m.user_id) ?? 0,
        mfa: m.has_totp ? 'TOTP' : 'none',
      })),
      activity,
      activityTotals,
      ...(await this.volumes(organizationId)),
    };
  }

  /** The data as it stands: lines and matches from the summaries, imports, exports and stored files. */
  private async volumes(organizationId: string): Promise<Pick<OrgReport, 'volumes' | 'storage'>> {
    const { db } = this.ctx;
    const [counts, lines, matches, imports, exports, stored] = await Promise.all([
      repo.lineCounts(db, organizationId),
      repo.linesByState(db, organizationId),
      repo.matchesByArea(db, organizationId),
      repo.importsByArea(db, organizationId),
      repo.exportsByArea(db, organizationId),
      repo.storedFiles(db, organizationId),
    ]);
    const byState = (area: string, side: 'bank' | 'ledger') => {
      const counts = Object.fromEntries(STATES.map((s) => [s, 0])) as Record<(typeof STATES)[number], number>;
      for (const r of lines)
        if (r.area === area && r.side === side && r.state in counts)
          counts[r.state as (typeof STATES)[number]] += r.n;
      return counts;
    };
    const countOf = (area: string, side: 'bank' | 'ledger') =>
      counts.find((r) => r.area === area && r.side === side)?.n ?? 0;
    const volumes = LEDGER_AREAS.map((area) => {
      const ledgerByState = byState(area, 'ledger');
      const bankByState = byState(area, 'bank');
      const imported = imports.find((r) => r.area === area);
      const exported = exports.find((r) => r.area === area);
      return {
        area,
        ledgerEntries: countOf(area, 'ledger'),
        ledgerByState,
        bankLines: countOf(area, 'bank'),
        bankByState,
        matches: matches.find((r) => r.area === area)?.n ?? 0,
        importFiles: imported?.files ?? 0,
        importBytes: Number(imported?.bytes ?? 0),
        exportFiles: exported?.files ?? 0,
        exportBytes: Number(exported?.bytes ?? 0),
      };
    });
    const exportFiles = volumes.reduce((n, v) => n + v.exportFiles, 0);
    const exportBytes = volumes.reduce((n, v) => n + v.exportBytes, 0);
    return {
      volumes,
      storage: {
        importFiles: stored.imports.files,
        importBytes: stored.imports.bytes,
        attachmentFiles: stored.attachments.files,
        attachmentBytes: stored.attachments.bytes,
        exportFiles,
        exportBytes,
        totalFiles: stored.total.files + exportFiles,
        totalBytes: stored.total.bytes + exportBytes,
      },
    };
  }

  /** ROUsers: people x organisations, over the organisations where the caller holds a management role. */
  async accessMatrix(caller: Caller) {
    const { db } = this.ctx;
    const managed = (await accounts.membershipsOf(db, caller.userId)).filter((m) =>
      canUseArea(m.roleIds, 'admin'),
    );
    const people = new Map<string, AccessPerson>();
    const roleIds = new Set<number>();
    for (const org of managed) {
      for (const m of await members.memberDetails(db, org.organizationId)) {
        const person = people.get(m.user_id) ?? {
          userId: m.user_id,
          name: nameOf(m),
          email: m.email,
          locked: m.locked_at !== null,
          mfa: m.has_totp ? 'TOTP' : 'none',
          lastSignInAt: iso(m.last_sign_in_at),
          access: [],
        };
        person.access.push({ organizationId: org.organizationId, roles: rolesOf(m.role_ids) });
        for (const id of m.role_ids) roleIds.add(id);
        people.set(m.user_id, person);
      }
    }
    return {
      organizations: managed.map((m) => ({
        id: m.organizationId,
        name: m.name,
        current: m.organizationId === caller.organizationId,
      })),
      people: [...people.values()].sort(
        (a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email),
      ),
      roles: rolesOf([...roleIds].sort((a, b) => a - b)),
    };
  }
}
