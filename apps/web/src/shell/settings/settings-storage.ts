/**
 * Where a visitor without a session keeps their layout settings: local storage (spec §2: saved locally
 * for guests). Signed-in users keep theirs on the profile instead. Storage may be unavailable.
 */
export const GUEST_SETTINGS_KEY = 'clearline.settings';

export function readGuestSettings(): unknown {
  try {
    const raw = window.localStorage.getItem(GUEST_SETTINGS_KEY);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function writeGuestSettings(settings: unknown): void {
  try {
    window.localStorage.setItem(GUEST_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Quota or privacy mode: the settings last for this page only.
  }
}
