import { formatUsDate } from '@clearline/domain';

/** Spec §9: agent notifications are shown in New York time. */
export const NOTIFICATION_TIME_ZONE = 'America/New_York';

/**
 * A moment as 'MM/DD/YYYY hh:mm A' with the zone's short name (spec §9), e.g. '03/07/2024 09:05 AM EST'.
 * The date part goes through the domain's formatUsDate. An unreadable input is returned unchanged.
 */
export function formatUsDateTime(moment: string | Date, timeZone: string = NOTIFICATION_TIME_ZONE): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return String(moment);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const iso = `${part('year')}-${part('month')}-${part('day')}`;
  return `${formatUsDate(iso)} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ${part('timeZoneName')}`;
}
