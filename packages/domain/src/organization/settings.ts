/**
 * An organisation's settings as its administrators edit them (issue 17): the two ledger areas' flags,
 * the idle sign-out, and which kind of organisation it is (what its starter configuration and default
 * menu are made for).
 */

/**
 * A ledger area's flag as stored: a boolean, or an object when the area is on with restricted tasks.
 * Spec §2: the quick panel's 'Un-Import Files' shows only when the flag is a plain boolean.
 */
export type AreaFlagValue = boolean | { enabled: boolean; unImport: boolean };

/** The three choices an administrator has for an area. */
export const AREA_FLAG_CHOICES = ['off', 'on', 'onWithoutUnImport'] as const;
export type AreaFlagChoice = (typeof AREA_FLAG_CHOICES)[number];

export function areaFlagChoiceOf(flag: AreaFlagValue | undefined): AreaFlagChoice {
  if (flag === true) return 'on';
  if (typeof flag === 'object' && flag !== null && flag.enabled)
    return flag.unImport ? 'on' : 'onWithoutUnImport';
  return 'off';
}

export function areaFlagOf(choice: AreaFlagChoice): AreaFlagValue {
  if (choice === 'on') return true;
  if (choice === 'onWithoutUnImport') return { enabled: true, unImport: false };
  return false;
}

const isOn = (flag: AreaFlagValue | undefined) => areaFlagChoiceOf(flag) !== 'off';

/** Spec §3/§9: idle sign-out after 10 minutes, the warning 2 minutes before. */
export const IDLE_DEFAULTS = { idleLogOut: 10, remainingTime: 2 } as const;
/** Sign-out after 1 minute to 24 hours; the warning from 0 to 60 minutes, always before the sign-out. */
export const IDLE_BOUNDS = { idleLogOut: { min: 1, max: 1440 }, remainingTime: { min: 0, max: 60 } } as const;
export const IDLE_WARNING_MESSAGE = 'The warning must start before the sign-out';

/** The kinds of organisation a new one can be (issue 17): which ledger areas it reconciles. */
export const ORGANIZATION_KINDS = ['bureau', 'wageAccess', 'both'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

export const ORGANIZATION_KIND_LABELS: Readonly<Record<OrganizationKind, string>> = {
  bureau: 'Payroll bureau: bank reconciliation',
  wageAccess: 'Wage access: employer funds',
  both: 'Both: bank reconciliation and employer funds',
};

/** The areas a kind of organisation uses. */
export function areasOfKind(kind: OrganizationKind): { bankRec: boolean; ewa: boolean } {
  return { bankRec: kind !== 'wageAccess', ewa: kind !== 'bureau' };
}

/**
 * The kind an organisation is by the areas it has on (its default menu follows it); an organisation with
 * neither area on is treated as a payroll bureau, the product's first use.
 */
export function organizationKindOf(features: {
  bankRec?: AreaFlagValue;
  ewa?: AreaFlagValue;
}): OrganizationKind {
  const bankRec = isOn(features.bankRec);
  const ewa = isOn(features.ewa);
  if (bankRec && ewa) return 'both';
  return ewa ? 'wageAccess' : 'bureau';
}
