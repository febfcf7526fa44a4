/**
 * Spec §4/§9 idle timeout: after `idleLogOut` minutes without activity the user is signed out; when the
 * time left falls below `remainingTime` minutes a warning with an m:ss countdown shows. Pure.
 */
export interface IdleSettings {
  /** Minutes without activity before signing out (server default 10). */
  idleLogOut: number;
  /** Minutes before that moment when the warning appears (server default 2). */
  remainingTime: number;
}

export const DEFAULT_IDLE: IdleSettings = { idleLogOut: 10, remainingTime: 2 };
const MINUTE_MS = 60_000;
/** Countdown tick and check interval (spec §9). */
export const IDLE_TICK_MS = 1000;
/** Activity is shared with other tabs at most this often (spec §9 cross-tab sync 200). */
export const IDLE_SYNC_MS = 200;

export type IdlePhase = 'active' | 'warning' | 'expired';

export interface IdleState {
  phase: IdlePhase;
  /** Time left before signing out (negative once past). */
  remainingMs: number;
}

export function idleState(now: number, lastActiveAt: number, settings: IdleSettings): IdleState {
  const timeoutMs = settings.idleLogOut * MINUTE_MS;
  const warningMs = settings.remainingTime * MINUTE_MS;
  const remainingMs = lastActiveAt + timeoutMs - now;
  if (remainingMs < 0) return { phase: 'expired', remainingMs };
  if (remainingMs < warningMs) return { phase: 'warning', remainingMs };
  return { phase: 'active', remainingMs };
}

/** The server's values, or the defaults for anything missing or unusable. */
export function idleSettingsOf(value: Partial<IdleSettings> | undefined): IdleSettings {
  const idleLogOut =
    typeof value?.idleLogOut === 'number' && value.idleLogOut > 0
      ? value.idleLogOut
      : DEFAULT_IDLE.idleLogOut;
  const remainingTime =
    typeof value?.remainingTime === 'number' && value.remainingTime >= 0
      ? value.remainingTime
      : DEFAULT_IDLE.remainingTime;
  return { idleLogOut, remainingTime };
}
