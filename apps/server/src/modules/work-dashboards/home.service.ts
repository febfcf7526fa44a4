import type { HomeData, RecentActivity } from '@clearline/contracts';
import { canUseArea } from '@clearline/domain';
import { LEDGER_AREAS, ledgerArea } from '@clearline/domain/areas';
import type { AppContext } from '../../platform/context';
import type { DashboardsService } from '../dashboards/index';
import type { ReconcileService } from '../reconcile/index';
import { reusedQueueCounts } from './area-dashboard.service';
import * as repo from './home.repository';

const RECENT = 10;

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** A few words on what an audit entry is about, from its details (no ids a person cannot read). */
export function activitySummary(row: repo.ActivityRow): string {
  const d = row.details;
  if (typeof d.fileName === 'string') return d.fileName;
  if (row.action.startsWith('match.') || row.action.startsWith('suggestion.')) {
    const bank = countOf(d.bankIds);
    const ledger = countOf(d.ledgerIds);
    if (bank + ledger > 0) return `${bank} bank + ${ledger} ledger lines`;
  }
  if (typeof d.coId === 'string') return d.coId;
  if (typeof d.reportName === 'string') return d.reportName;
  return row.entity_type;
}

/** GET /api/home: the member's start page. */
export class HomeService {
  constructor(
    private readonly ctx: AppContext,
    private readonly reconcile: ReconcileService,
    private readonly management: DashboardsService,
  ) {}

  async home(organizationId: string, userId: string, roles: readonly number[]): Promise<{ data: HomeData }> {
    const areas = LEDGER_AREAS.filter((area) => canUseArea(roles, ledgerArea(area).access));
    const [counts, recent] = await Promise.all([
      Promise.all(
        areas.map((area) =>
          reusedQueueCounts(this.ctx, this.reconcile, this.management, organizationId, area),
        ),
      ),
      repo.recentActivity(this.ctx.db, organizationId, userId, RECENT),
    ]);
    return {
      data: {
        areas: areas.map((area, i) => {
          const c = counts[i];
          return {
            area,
            openBankLines: c?.openBankLines ?? 0,
            openLedgerItems: c?.openLedgerItems ?? 0,
            suggestions: c?.suggestions ?? 0,
            agedItems: c?.agedItems ?? 0,
          };
        }),
        recent: recent.map(
          (r): RecentActivity => ({
            at: r.at,
            action: r.action,
            entityType: r.entity_type,
            entityId: r.entity_id,
            summary: activitySummary(r),
          }),
        ),
      },
    };
  }
}
