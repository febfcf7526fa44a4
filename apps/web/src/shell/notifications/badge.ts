/** Spec §9: the notification badge shows at most 99. */
export const BADGE_MAX = 99;

/** The badge's text: nothing for zero, '99+' above the maximum. */
export function badgeText(count: number, max: number = BADGE_MAX): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}
