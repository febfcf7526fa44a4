import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type IdleChannel,
  openIdleChannel,
  readSharedLastActive,
  writeSharedLastActive,
} from './idle-channel';
import { IDLE_SYNC_MS, IDLE_TICK_MS, type IdleSettings, type IdleState, idleState } from './idle-model';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleTimer extends IdleState {
  /** 'Stay signed in': resets the timers here and in every other tab. */
  stay: () => void;
  /** Tells the other tabs this one is signing out. */
  announceSignOut: () => void;
}

/**
 * Active / Idle (spec §4): user activity in any tab keeps the session alive; once the warning shows,
 * only 'Stay signed in' does. Checked every second (spec §9); activity is shared at most every 200 ms.
 */
export function useIdleTimer(
  settings: IdleSettings,
  handlers: { onExpire: () => void; onSignedOutElsewhere: () => void },
): IdleTimer {
  const lastActive = useRef(Math.max(readSharedLastActive() ?? 0, Date.now()));
  const [state, setState] = useState<IdleState>(() => idleState(Date.now(), lastActive.current, settings));
  const phase = useRef(state.phase);
  phase.current = state.phase;
  const channel = useRef<IdleChannel | null>(null);
  const latestHandlers = useRef(handlers);
  latestHandlers.current = handlers;
  const expired = useRef(false);

  const check = useCallback(() => {
    const next = idleState(Date.now(), lastActive.current, settings);
    phase.current = next.phase;
    // Re-render only when what is shown changes: the phase, or the countdown's second.
    setState((current) =>
      current.phase === next.phase &&
      (next.phase === 'active' ||
        Math.ceil(current.remainingMs / 1000) === Math.ceil(next.remainingMs / 1000))
        ? current
        : next,
    );
    if (next.phase === 'expired' && !expired.current) {
      expired.current = true;
      latestHandlers.current.onExpire();
    }
  }, [settings]);

  const markActive = useCallback(
    (at: number) => {
      lastActive.current = Math.max(lastActive.current, at);
      if (phase.current !== 'active') check();
    },
    [check],
  );

  useEffect(() => {
    const current = openIdleChannel((message) => {
      if (message.type === 'signOut') latestHandlers.current.onSignedOutElsewhere();
      else if (message.type === 'reset') {
        lastActive.current = message.at;
        check();
      } else if (phase.current === 'active') markActive(message.at);
    });
    channel.current = current;
    return () => current.close();
  }, [check, markActive]);

  useEffect(() => {
    let lastShared = 0;
    const onActivity = () => {
      if (phase.current !== 'active') return;
      const now = Date.now();
      lastActive.current = now;
      if (now - lastShared >= IDLE_SYNC_MS) {
        lastShared = now;
        writeSharedLastActive(now);
        channel.current?.post({ type: 'active', at: now });
      }
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, []);

  useEffect(() => {
    check();
    const timer = window.setInterval(check, IDLE_TICK_MS);
    return () => window.clearInterval(timer);
  }, [check]);

  const stay = useCallback(() => {
    const now = Date.now();
    lastActive.current = now;
    expired.current = false;
    writeSharedLastActive(now);
    channel.current?.post({ type: 'reset', at: now });
    check();
  }, [check]);

  const announceSignOut = useCallback(() => channel.current?.post({ type: 'signOut' }), []);

  return { ...state, stay, announceSignOut };
}
