import { type ComponentType, createContext, useContext } from 'react';
import type { QuickDialog, TaskArea } from './quick-panel-model';

/** A dialog the quick panel can open (Transfer Money, Add Transaction). */
export type QuickPanelDialog = ComponentType<{ open: boolean; onClose: () => void }>;

/**
 * The dialogs of each area, provided by app/ (which composes the features that own them). An area
 * without a dialog simply lacks that task in the quick panel.
 */
export type QuickPanelDialogs = Partial<Record<TaskArea, Partial<Record<QuickDialog, QuickPanelDialog>>>>;

export const QuickPanelDialogsContext = createContext<QuickPanelDialogs>({});

export const useQuickPanelDialogs = (): QuickPanelDialogs => useContext(QuickPanelDialogsContext);
