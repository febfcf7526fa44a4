import { addMonths, todayIso } from '@clearline/domain';
import { clock } from '../src/platform/clock';

/**
 * The tests' calendar, read from the server's clock (CLEARLINE_TODAY pins it) in the demo organisations'
 * zone, as the server reads it: a month computed in UTC is the next one for five hours each month-end.
 */
export const DEMO_ZONE = 'America/New_York';

/** Today in the demo organisations' zone. */
export const testToday = (): string => todayIso(clock(), DEMO_ZONE);

/** The month `n` months before the current one ('YYYY-MM'); 0 is this month. */
export const monthsBack = (n: number): string => addMonths(testToday().slice(0, 7), -n);
