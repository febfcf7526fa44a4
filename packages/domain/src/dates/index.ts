/** Calendar dates ('YYYY-MM-DD'), the 1900-2100 year rule, US formats, quarters and ageing. */

export type { AgeGroup, AgingBucket, OpenItemBucket } from './aging';
export {
  AGING_BUCKETS,
  agingBucket,
  agingBucketOf,
  bucketFigures,
  OPEN_ITEM_BUCKETS,
  openItemBucket,
} from './aging';
export type { Clock } from './clock';
export { clockFrom, clockOffset, clockStart } from './clock';
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
export { addMonths, monthRange } from './months';
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
export type { PeriodBounds, ReportPeriod } from './report-period';
export { MAX_REPORT_PERIOD_DAYS, REPORT_PERIODS, reportPeriodBounds } from './report-period';
export type { UsDateFormat } from './us-date';
export { formatUsDate, parseUsDate } from './us-date';
