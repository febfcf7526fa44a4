import { contracts } from '@clearline/contracts';
import { enqueueSnackbar } from 'notistack';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { call } from '../../shared/lib/api-client';
import { getQuickSettings } from '../quick-panel/quick-settings';
import { LAYOUTS } from './layout-definitions';
import { defaultSettings, mergeSettings, type ShellSettings, toUserSettings } from './settings-model';
import { readGuestSettings, writeGuestSettings } from './settings-storage';
import { ShellSettingsContext, type ShellSettingsValue } from './shell-settings-context';

const DEFAULTS = defaultSettings(LAYOUTS);
/** Several quick changes in the panel become one save. */
const SAVE_DELAY_MS = 300;

const guestSettings = () => mergeSettings(DEFAULTS, LAYOUTS, readGuestSettings());

/**
 * Holds the layout settings and shortcuts. A signed-in user's are restored from their profile at
 * sign-in (GET /api/auth/access-token carries user.data.settings and shortcuts) and saved there
 * (POST /api/auth/user/update); a visitor's live in local storage.
 */
export function ShellSettingsProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const signedInAs = status === 'signedIn' && user ? user.uuid : null;
  const [settings, setSettings] = useState<ShellSettings>(guestSettings);
  const [shortcuts, setShortcutsState] = useState<string[]>([]);
  const latest = useRef({ settings, shortcuts });
  latest.current = { settings, shortcuts };

  // Restore once per signed-in user (not on every reload of the user record, which would undo changes
  // still being saved); back to the visitor's own settings after signing out.
  const restoredFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (status === 'loading' || restoredFor.current === signedInAs) return;
    restoredFor.current = signedInAs;
    if (signedInAs && user) {
      setSettings(mergeSettings(DEFAULTS, LAYOUTS, user.data.settings));
      setShortcutsState(user.data.shortcuts);
    } else {
      setSettings(guestSettings());
      setShortcutsState([]);
    }
  }, [status, signedInAs, user]);

  const saveTimer = useRef<number | undefined>(undefined);
  const scheduleSave = useCallback(() => {
    window.clearTimeout(saveTimer.current);
    if (!restoredFor.current) {
      writeGuestSettings(latest.current.settings);
      return;
    }
    // Quick panel 'Cloud Sync' off: changes apply here but stay off the profile.
    if (!getQuickSettings().cloudSync) return;
    saveTimer.current = window.setTimeout(() => {
      const { settings: current, shortcuts: list } = latest.current;
      call(contracts.auth.userUpdate, {
        body: { user: { data: { settings: toUserSettings(current), shortcuts: list } } },
      }).catch((error: unknown) => {
        console.error('Saving the settings failed', error);
        enqueueSnackbar('Your settings could not be saved to your profile.', { variant: 'warning' });
      });
    }, SAVE_DELAY_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(saveTimer.current), []);

  const update = useCallback(
    (change: (current: ShellSettings) => ShellSettings) => {
      const next = change(latest.current.settings);
      if (next === latest.current.settings) return;
      latest.current = { ...latest.current, settings: next };
      setSettings(next);
      scheduleSave();
    },
    [scheduleSave],
  );

  const reset = useCallback(() => update(() => structuredClone(DEFAULTS)), [update]);

  const setShortcuts = useCallback(
    (list: string[]) => {
      latest.current = { ...latest.current, shortcuts: list };
      setShortcutsState(list);
      scheduleSave();
    },
    [scheduleSave],
  );

  const value = useMemo<ShellSettingsValue>(
    () => ({ settings, update, reset, shortcuts, setShortcuts }),
    [settings, update, reset, shortcuts, setShortcuts],
  );
  return <ShellSettingsContext value={value}>{children}</ShellSettingsContext>;
}
