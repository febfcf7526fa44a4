import { createContext, useContext } from 'react';
import type { ShellSettings } from './settings-model';

export interface ShellSettingsValue {
  /** The saved settings (a route's override is applied by the layout, never stored here). */
  settings: ShellSettings;
  /** Changes the settings; they are saved on the profile when signed in, else in local storage. */
  update: (change: (current: ShellSettings) => ShellSettings) => void;
  /** Back to the defaults (and saved). */
  reset: () => void;
  /** The user's shortcuts (urls), saved with the settings. */
  shortcuts: string[];
  setShortcuts: (shortcuts: string[]) => void;
}

export const ShellSettingsContext = createContext<ShellSettingsValue | null>(null);

export function useShellSettings(): ShellSettingsValue {
  const value = useContext(ShellSettingsContext);
  if (!value) throw new Error('useShellSettings must be used inside <ShellSettingsProvider>');
  return value;
}
