/** The parts of a countdown display (spec §2 Other screens: days, hours, minutes, seconds). */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole parts of the time left; nothing left (or past) is all zeros. Seconds round up. */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** 'm:ss' (spec §4 idle warning), minutes unpadded and not capped at 59: 125 s is '2:05'. */
export function formatMinutesSeconds(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export const twoDigits = (value: number): string => String(value).padStart(2, '0');
