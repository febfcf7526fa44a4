import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** The shell's side panels; one is open at a time (opening one closes the other). */
export type ShellPanel = 'navigation' | 'quickPanel' | 'notifications' | 'help' | 'settings';

export interface ShellPanels {
  active: ShellPanel | null;
  open: (panel: ShellPanel) => void;
  close: () => void;
  toggle: (panel: ShellPanel) => void;
}

const ShellPanelsContext = createContext<ShellPanels | null>(null);

export function ShellPanelsProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ShellPanel | null>(null);
  const open = useCallback((panel: ShellPanel) => setActive(panel), []);
  const close = useCallback(() => setActive(null), []);
  const toggle = useCallback(
    (panel: ShellPanel) => setActive((current) => (current === panel ? null : panel)),
    [],
  );
  const value = useMemo(() => ({ active, open, close, toggle }), [active, open, close, toggle]);
  return <ShellPanelsContext value={value}>{children}</ShellPanelsContext>;
}

export function useShellPanels(): ShellPanels {
  const value = useContext(ShellPanelsContext);
  if (!value) throw new Error('useShellPanels must be used inside <ShellPanelsProvider>');
  return value;
}
