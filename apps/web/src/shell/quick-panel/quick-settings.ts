/**
 * The quick panel's Quick Settings toggles that are not layout settings: notification pop-ups and
 * cloud sync of the layout settings. Kept per browser in local storage; readable outside React.
 */
export interface QuickSettings {
  /** Show agent updates as pop-up messages (the count still rises when off). */
  notifications: boolean;
  /** Save layout settings and shortcuts to the profile (off: they apply to this page only). */
  cloudSync: boolean;
}

const KEY = 'clearline.quickSettings';
const DEFAULTS: QuickSettings = { notifications: true, cloudSync: true };
const listeners = new Set<() => void>();
let cached: QuickSettings | null = null;

export function getQuickSettings(): QuickSettings {
  if (cached) return cached;
  let stored: Partial<QuickSettings> = {};
  try {
    stored = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Partial<QuickSettings>;
  } catch {
    stored = {};
  }
  cached = {
    notifications: typeof stored.notifications === 'boolean' ? stored.notifications : DEFAULTS.notifications,
    cloudSync: typeof stored.cloudSync === 'boolean' ? stored.cloudSync : DEFAULTS.cloudSync,
  };
  return cached;
}

export function setQuickSetting<K extends keyof QuickSettings>(key: K, value: QuickSettings[K]): void {
  cached = { ...getQuickSettings(), [key]: value };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(cached));
  } catch {
    // kept for this page only
  }
  for (const listener of listeners) listener();
}

export function subscribeQuickSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
