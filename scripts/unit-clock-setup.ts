// Setup file of the `unit` vitest project. Under CLEARLINE_TODAY (npm run test:dates) the tested code's
// `new Date()` and `Date.now()` read that day: pure code and the web app's models take the clock from
// their caller, and their callers in these tests read Date. Timers stay real; the pinned clock runs on.
import { vi } from 'vitest';
import { clockStart } from '../packages/domain/src/dates/clock';

const start = clockStart(process.env.CLEARLINE_TODAY);
if (start !== undefined) vi.useFakeTimers({ now: start, toFake: ['Date'], shouldAdvanceTime: true });
