import { describe, expect, it } from 'vitest';
import { areaParam, drillDowns, percent, shortMonth, stateOf } from './dashboard-view';

describe('dashboard view', () => {
  it('drills down to the page of the area where a person acts', () => {
    expect(drillDowns('bankRec').aging).toBe('/app/bankRec/outstandingLiabilities');
    expect(drillDowns('ewa').aging).toBe('/app/ewa/ledgerRec');
    expect(drillDowns('ewa').panel('2026-10')).toBe('/app/ewa/panel?month=2026-10');
  });
  it('reads the area parameter, bank reconciliation by default', () => {
    expect(areaParam('ewa')).toBe('ewa');
    expect(areaParam(null)).toBe('bankRec');
    expect(areaParam('other')).toBe('bankRec');
  });
  it('formats shares, months and states', () => {
    expect(percent(0.87549)).toBe('87.5%');
    expect(percent(0, 0)).toBe('—');
    expect(shortMonth('2026-11')).toBe('Nov 26');
    expect(stateOf(null).label).toBe('No statement');
    expect(stateOf(false).tone).toBe('error');
  });
});
