import { isLedgerArea, type LedgerArea } from '@clearline/domain/areas';
import { useMatches } from 'react-router';

export type { LedgerArea };

/**
 * The ledger area of the page being drawn, from its route's handle (`areaPage('ewa', ...)` in the route
 * table): the imports and reconcile pages serve both areas and pick their calls and links by it. A page
 * outside either ledger area (or a test without a router handle) is bank reconciliation's.
 */
export function useLedgerArea(): LedgerArea {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    const area = handle && typeof handle === 'object' && 'area' in handle ? handle.area : undefined;
    if (isLedgerArea(area)) return area;
  }
  return 'bankRec';
}

/** The address of one of an area's pages: /app/<area>/<page>. */
export const areaPath = (area: LedgerArea, page: string): string => `/app/${area}/${page}`;
