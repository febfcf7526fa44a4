import { bankRecDialogs, ewaDialogs } from '../features/bank-rec';
import type { QuickPanelDialogs } from '../shell/quick-panel/quick-panel-dialogs';

/**
 * The quick panel's dialogs by area. Each feature that owns a dialog exports it (a lazy component
 * taking { open, onClose }) from its index.ts and it is listed here; an area without a dialog simply
 * lacks that task. Bank reconciliation (issue 4) and employer funds (issue 12): Transfer Money and Add
 * Transaction, the same dialogs drawn in each area.
 */
export const quickPanelDialogs: QuickPanelDialogs = {
  bankRec: { transferMoney: bankRecDialogs.transferMoney, addTransaction: bankRecDialogs.addTransaction },
  ewa: { transferMoney: ewaDialogs.transferMoney, addTransaction: ewaDialogs.addTransaction },
};
