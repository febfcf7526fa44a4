import type { QuickPanelData } from '@clearline/contracts';

/** The quick panel's dialogs (they arrive with the bank-rec issue; until then their tasks are absent). */
export type QuickDialog = 'transferMoney' | 'addTransaction';
export type TaskArea = 'bankRec' | 'ewa';

export type TaskAction = { kind: 'route'; url: string } | { kind: 'dialog'; dialog: QuickDialog };

export interface QuickTask {
  id: string;
  title: string;
  action: TaskAction;
  /** 'Un-Import Files' shows only when the area's flag is a plain boolean (spec §2). */
  needsBooleanFlag?: boolean;
}

export interface TaskSection {
  area: TaskArea;
  title: string;
  tasks: QuickTask[];
}

export type QuickPanelView = { kind: 'tasks'; sections: TaskSection[] } | { kind: 'today' };

const route = (id: string, title: string, url: string, needsBooleanFlag = false): QuickTask => ({
  id,
  title,
  action: { kind: 'route', url },
  ...(needsBooleanFlag ? { needsBooleanFlag } : {}),
});
const dialog = (id: string, title: string, which: QuickDialog): QuickTask => ({
  id,
  title,
  action: { kind: 'dialog', dialog: which },
});

/** What both areas offer after their own pages, in the spec's order: the two dialogs, then the imports. */
const matchingAndImportTasks = (area: TaskArea): QuickTask[] => [
  dialog('transfer-money', 'Transfer Money', 'transferMoney'),
  dialog('add-transaction', 'Add Transaction', 'addTransaction'),
  route('rematch', 'Re-match', `/app/${area}/RematchTrans`),
  route('activity-log', 'Activity Log', `/app/${area}/FileImportActivity`),
  route('un-import', 'Un-Import Files', `/app/${area}/importLogs`, true),
];

/** Spec §2 Quick panel, exactly: Bank Rec Tasks. */
export const BANK_REC_TASKS: QuickTask[] = [
  route('customer-list', 'Customer List', '/app/bankRec/clientList'),
  route('search-ledger', 'Search Ledger', '/app/bankRec/newLedger'),
  route('outstanding', 'Outstanding Liabilities', '/app/bankRec/outstandingLiabilities'),
  ...matchingAndImportTasks('bankRec'),
];

/** Spec §2 Quick panel, exactly: the employer-funds tasks (titled Reconciliation Tasks). */
export const EWA_TASKS: QuickTask[] = [
  route('organization-list', 'Organization List', '/app/ewa/orgList'),
  route('search-ledger', 'Search Ledger', '/app/ewa/searchLedger'),
  ...matchingAndImportTasks('ewa'),
];

type Flag = QuickPanelData['bankRec'];

/** An area's tasks show when its flag is true, or an object that says enabled. */
export const isAreaOn = (flag: Flag): boolean =>
  flag === true || (typeof flag === 'object' && flag !== null && flag.enabled);

/**
 * Which view the panel shows (spec §2): both task lists, one, or — with neither flag — the Today view.
 * `available` says whether a task can be done here (its page exists and the user may open it, or its
 * dialog exists); unavailable tasks are absent, never broken.
 */
export function quickPanelView(
  data: Pick<QuickPanelData, 'bankRec' | 'ewa'>,
  available: (task: QuickTask, area: TaskArea) => boolean,
): QuickPanelView {
  const sections: TaskSection[] = [];
  const add = (area: TaskArea, title: string, flag: Flag, tasks: QuickTask[]) => {
    if (!isAreaOn(flag)) return;
    const shown = tasks.filter(
      (task) => (!task.needsBooleanFlag || typeof flag === 'boolean') && available(task, area),
    );
    sections.push({ area, title, tasks: shown });
  };
  add('bankRec', 'Bank Rec Tasks', data.bankRec, BANK_REC_TASKS);
  add('ewa', 'Reconciliation Tasks', data.ewa, EWA_TASKS);
  return sections.length > 0 ? { kind: 'tasks', sections } : { kind: 'today' };
}
