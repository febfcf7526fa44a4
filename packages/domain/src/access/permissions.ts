/**
 * Who may use which area of the product, decided from the numeric role ids a user holds in the current
 * organisation (spec §1, §4, §6). One map serves the server's route guard, the browser's route guard,
 * the side navigation and the shortcut bar, so they can never disagree.
 */

/** The product areas a route or a navigation item belongs to. */
export type Area =
  /** Any signed-in member of the organisation: profile, organisation list, landing page, help. */
  | 'member'
  /** Management dashboards, reconciliation overview, product-line pages. */
  | 'management'
  /** Bank reconciliation: customers, ledgers, transfers, imports, matching. */
  | 'bankRec'
  /** Employer funds (earned wage access). */
  | 'ewa'
  /** Organisation and user administration. */
  | 'admin';

export const AREAS: readonly Area[] = ['member', 'management', 'bankRec', 'ewa', 'admin'];

export const MANAGEMENT_ROLE_IDS = [110, 126] as const;
export const BANK_REC_ROLE_IDS = [128, 129, 8, 131, 132, 133] as const;
export const EWA_ROLE_IDS = [135, 136, 137, 138, 139] as const;

export const UNAUTHORIZED_MESSAGE = 'Unauthorized to perform operation';

const includes = (list: readonly number[], role: number) => list.includes(role);

/** The areas one role id opens. Unknown role ids open only the member area. */
export function areasOfRole(role: number): Area[] {
  if (includes(MANAGEMENT_ROLE_IDS, role)) return [...AREAS];
  if (includes(BANK_REC_ROLE_IDS, role)) return ['member', 'bankRec'];
  if (includes(EWA_ROLE_IDS, role)) return ['member', 'ewa'];
  return ['member'];
}

/** The union of areas of every role the user holds in the organisation. */
export function areasOfRoles(roles: readonly number[]): Set<Area> {
  const areas = new Set<Area>(['member']);
  for (const role of roles) for (const area of areasOfRole(role)) areas.add(area);
  return areas;
}

/** The single permission check: may a holder of these roles use this area? */
export function canUseArea(roles: readonly number[], area: Area): boolean {
  return areasOfRoles(roles).has(area);
}

/**
 * Navigation items carry an optional allowed-role list (numeric ids) and an optional area. An item is shown
 * when the user's roles satisfy both. Guest-only items (entry pages) are hidden from signed-in users.
 */
export interface Guarded {
  area?: Area;
  roles?: readonly number[];
  guestOnly?: boolean;
}

export function isVisibleTo(item: Guarded, roles: readonly number[] | null): boolean {
  const signedIn = roles !== null;
  if (item.guestOnly) return !signedIn;
  if (!signedIn) return false;
  if (item.area && !canUseArea(roles, item.area)) return false;
  if (item.roles && item.roles.length > 0 && !roles.some((r) => item.roles?.includes(r))) return false;
  return true;
}
