import { type Clock, clockFrom, clockOffset } from '@clearline/domain';

/**
 * The server's clock: the one place the server, the seed and the tests read the system date.
 * `CLEARLINE_TODAY` (a date, or an ISO instant) pins the calendar for a whole process, so that a test run,
 * a demo or a bug report can be replayed on any day (`npm run test:dates` runs the suites on a list of
 * awkward days). Durations measured with Date.now() or performance.now() are intervals, not dates, and
 * read the system directly.
 */
export const clockOffsetMs = clockOffset(process.env.CLEARLINE_TODAY, Date.now());

export const clock: Clock = clockFrom(clockOffsetMs, Date.now);

/**
 * The system's own time, whatever CLEARLINE_TODAY says: only for checks against a clock outside this
 * system, which runs on real time (an identity provider's token, an authenticator app's code, a bank's
 * OpenPGP key and signatures). A pinned calendar must not lock people out or refuse a bank's file.
 */
export const wallClock: Clock = () => new Date(Date.now());
