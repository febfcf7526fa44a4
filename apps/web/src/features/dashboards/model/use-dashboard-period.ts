import type { LedgerArea } from '@clearline/domain/areas';
import { useSearchParams } from 'react-router';
import { isMonth } from '../../../shared/lib/month';
import { areaParam } from './dashboard-view';

/**
 * The ledger area and month a dashboard shows, kept in the address (`?area=ewa&month=2025-03`) so a
 * link or a reload opens the same view. An absent or malformed month lets the server pick the latest.
 */
export function useDashboardPeriod(): {
  area: LedgerArea;
  month: string | undefined;
  setArea: (area: LedgerArea) => void;
  setMonth: (month: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const area = areaParam(params.get('area'));
  const asked = params.get('month') ?? '';
  const month = isMonth(asked) ? asked : undefined;
  const set = (next: { area?: string; month?: string }) =>
    setParams(
      Object.fromEntries(
        Object.entries({ area: params.get('area') ?? '', month: month ?? '', ...next }).filter(([, v]) => v),
      ),
      { replace: true },
    );
  return {
    area,
    month,
    // bankRec is the default area: it stays out of the address.
    setArea: (a) => set({ area: a === 'bankRec' ? '' : a }),
    setMonth: (m) => set({ month: m }),
  };
}
