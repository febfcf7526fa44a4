import AddTransactionDialog from './AddTransactionDialog';
import { openedAfterPanel } from './quick-panel-entry';
import TransferMoneyDialog from './TransferMoneyDialog';

/** Transfer Money as the quick panel opens it (see openedAfterPanel). */
export const QuickPanelTransferMoney = openedAfterPanel(TransferMoneyDialog);
/** Add Transaction as the quick panel opens it. */
export const QuickPanelAddTransaction = openedAfterPanel(AddTransactionDialog);
