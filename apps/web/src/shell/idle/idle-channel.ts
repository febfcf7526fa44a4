/**
 * Cross-tab messages of the idle timeout: activity, 'Stay signed in' (reset) and sign-out. A
 * BroadcastChannel where the browser has one, else storage events (another tab's localStorage write).
 * The last activity time is also kept in localStorage so a tab opened later starts from it.
 */
export type IdleMessage =
  | { type: 'active'; at: number }
  | { type: 'reset'; at: number }
  | { type: 'signOut' };

const CHANNEL = 'clearline-idle';
const MESSAGE_KEY = 'clearline.idle.message';
const LAST_ACTIVE_KEY = 'clearline.idle.lastActive';

export interface IdleChannel {
  post(message: IdleMessage): void;
  close(): void;
}

const isMessage = (value: unknown): value is IdleMessage =>
  value !== null &&
  typeof value === 'object' &&
  ['active', 'reset', 'signOut'].includes(String((value as { type?: unknown }).type));

export function openIdleChannel(onMessage: (message: IdleMessage) => void): IdleChannel {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (isMessage(event.data)) onMessage(event.data);
    };
    return { post: (message) => channel.postMessage(message), close: () => channel.close() };
  }
  const listener = (event: StorageEvent) => {
    if (event.key !== MESSAGE_KEY || !event.newValue) return;
    try {
      const message: unknown = JSON.parse(event.newValue);
      if (isMessage(message)) onMessage(message);
    } catch {
      // not ours
    }
  };
  window.addEventListener('storage', listener);
  return {
    post: (message) => {
      try {
        // The nonce makes a repeated message a change, so other tabs hear it again.
        window.localStorage.setItem(MESSAGE_KEY, JSON.stringify({ ...message, nonce: Math.random() }));
      } catch {
        // no storage: this tab only
      }
    },
    close: () => window.removeEventListener('storage', listener),
  };
}

export function readSharedLastActive(): number | null {
  try {
    const value = Number(window.localStorage.getItem(LAST_ACTIVE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeSharedLastActive(at: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVE_KEY, String(at));
  } catch {
    // no storage: this tab only
  }
}
