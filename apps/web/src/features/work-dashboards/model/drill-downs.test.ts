import { describe, expect, it } from 'vitest';
import { drillDowns } from './drill-downs';

describe('dashboard drill-downs', () => {
  it('sends bank-rec figures to Re-match, Outstanding Liabilities, the panel and the activity log', () => {
    const links = drillDowns('bankRec');
    expect(links.openBankLines('5520')).toBe('/app/bankRec/RematchTrans?account=5520');
    expect(links.openBankLines()).toBe('/app/bankRec/RematchTrans');
    expect(links.suggestions()).toBe('/app/bankRec/RematchTrans?tab=suggestions');
    expect(links.aged('31-60')).toBe('/app/bankRec/outstandingLiabilities');
    expect(links.panel()).toBe('/app/bankRec/panel');
    expect(links.importIssues('abc')).toBe('/app/bankRec/ErrorMessage/abc');
    expect(links.matched('9')).toBe('/app/bankRec/RematchTrans?tab=matched&account=9');
  });

  it('sends employer-funds open and aged items to Ledger Rec with the side and bucket', () => {
    const links = drillDowns('ewa');
    expect(links.openLedgerItems()).toBe('/app/ewa/ledgerRec?side=ledger');
    expect(links.aged('8-30')).toBe('/app/ewa/ledgerRec?age=8-30');
    expect(links.suggestions('1')).toBe('/app/ewa/RematchTrans?tab=suggestions&account=1');
  });
});
