import { formatUsDate } from '@clearline/domain/dates';

/** MM/DD/YYYY (spec §9) of a 'YYYY-MM-DD' (or a timestamp's date part). */
export function formatDate(iso: string): string {
  const day = iso.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatUsDate(day) : iso;
}
