import { describe, expect, it } from 'vitest';
import { type QuickPanelView, quickPanelView } from './quick-panel-model';

const all = () => true;
const titles = (view: QuickPanelView) =>
  view.kind === 'tasks' ? view.sections.map((s) => [s.title, s.tasks.map((t) => t.title)]) : view.kind;

describe('quick panel view', () => {
  it('shows both task lists, exactly as the spec lists them, when both flags are on', () => {
    expect(titles(quickPanelView({ bankRec: true, ewa: true }, all))).toEqual([
      [
        'Bank Rec Tasks',
        [
          'Customer List',
          'Search Ledger',
          'Outstanding Liabilities',
          'Transfer Money',
          'Add Transaction',
          'Re-match',
          'Activity Log',
          'Un-Import Files',
        ],
      ],
      [
        'Reconciliation Tasks',
        [
          'Organization List',
          'Search Ledger',
          'Transfer Money',
          'Add Transaction',
          'Re-match',
          'Activity Log',
          'Un-Import Files',
        ],
      ],
    ]);
  });

  it('shows one list for one flag and leaves out Un-Import when the flag is an object', () => {
    const view = quickPanelView({ ewa: { enabled: true, unImport: true } }, all);
    expect(titles(view)).toEqual([
      [
        'Reconciliation Tasks',
        [
          'Organization List',
          'Search Ledger',
          'Transfer Money',
          'Add Transaction',
          'Re-match',
          'Activity Log',
        ],
      ],
    ]);
  });

  it('shows the Today view when neither flag is on', () => {
    expect(quickPanelView({}, all)).toEqual({ kind: 'today' });
    expect(quickPanelView({ bankRec: false, ewa: { enabled: false, unImport: true } }, all)).toEqual({
      kind: 'today',
    });
  });

  it('leaves out tasks whose page or dialog does not exist yet', () => {
    const view = quickPanelView(
      { bankRec: true },
      (task) => task.action.kind === 'route' && task.id === 'rematch',
    );
    expect(titles(view)).toEqual([['Bank Rec Tasks', ['Re-match']]]);
    const routes =
      quickPanelView({ bankRec: true }, all).kind === 'tasks'
        ? (
            quickPanelView({ bankRec: true }, all) as { sections: { tasks: { action: unknown }[] }[] }
          ).sections[0]?.tasks.map((t) => t.action)
        : [];
    expect(routes).toContainEqual({ kind: 'route', url: '/app/bankRec/importLogs' });
    expect(routes).toContainEqual({ kind: 'dialog', dialog: 'transferMoney' });
  });
});
