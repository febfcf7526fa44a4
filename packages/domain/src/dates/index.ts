/** Calendar dates ('YYYY-MM-DD'), the 1900-2100 year rule, US formats, quarters and ageing. */

export type { AgingBucket, OpenItemBucket } from './aging';
export { AGING_BUCKETS, agingBucket, agingBucketOf, OPEN_ITEM_BUCKETS, openItemBucket } from './aging';
export type { CalendarDate, DateInputError } from './iso-date';
export {
  addDays,
  civilFromDays,
  daysBetween,
  daysFromCivil,
  daysInMonth,
  isLeapYear,
  isValidIsoDate,
  isYearInRange,
  MAX_YEAR,
  MIN_YEAR,
  parseIsoDate,
  todayIso,
  toIsoDate,
  validateDateInput,
} from './iso-date';
export type { Quarter, QuarterNumber, QuarterOption } from './quarters';
export {
  CURRENT_QUARTER,
  currentQuarter,
  parseQuarter,
  QUARTERS_START_YEAR,
  quarterLabel,
  quarterOf,
  quarterOptions,
  resolveQuarter,
} from './quarters';
export type { UsDateFormat } from './us-date';
export { formatUsDate, parseUsDate } from './us-date';
