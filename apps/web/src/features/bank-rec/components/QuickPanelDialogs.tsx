import type { ComponentType } from 'react';
import { RECORDS_AREAS, type RecordsArea, RecordsAreaContext } from '../api/records-area';
import AddTransactionDialog from './AddTransactionDialog';
import { openedAfterPanel } from './quick-panel-entry';
import TransferMoneyDialog from './TransferMoneyDialog';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** A dialog drawn in a records area (the quick panel opens them outside the area's pages). */
function inArea<P extends DialogProps>(area: RecordsArea, Dialog: ComponentType<P>): ComponentType<P> {
  function AreaDialog(props: P) {
    return (
      <RecordsAreaContext value={area}>
        <Dialog {...props} />
      </RecordsAreaContext>
    );
  }
  return AreaDialog;
}

/** Transfer Money as the quick panel opens it (see openedAfterPanel). */
export const QuickPanelTransferMoney = openedAfterPanel(TransferMoneyDialog);
/** Add Transaction as the quick panel opens it. */
export const QuickPanelAddTransaction = openedAfterPanel(AddTransactionDialog);
/** The employer-funds ones (the Reconciliation Tasks of the quick panel). */
export const QuickPanelEwaTransferMoney = openedAfterPanel(inArea(RECORDS_AREAS.ewa, TransferMoneyDialog));
export const QuickPanelEwaAddTransaction = openedAfterPanel(inArea(RECORDS_AREAS.ewa, AddTransactionDialog));
