import {
  AREA_FLAG_CHOICES,
  IDLE_BOUNDS,
  IDLE_WARNING_MESSAGE,
  MAX_PATTERN_SOURCE_LENGTH,
  ORGANIZATION_KINDS,
} from '@clearline/domain';
import { z } from 'zod';
import { text } from './fields';
import { route } from './route';
import { type MenuItem, MenuItemType } from './users.contract';

// Issue 17: the organisation page's General and Navigation tabs, and a new organisation.

export const AreaFlagChoice = z.enum(AREA_FLAG_CHOICES);
export const OrganizationKind = z.enum(ORGANIZATION_KINDS);

const OrganizationName = text(120, { trim: true }).pipe(z.string().min(1, 'A name is required'));

export const IdleSettings = z
  .object({
    idleLogOut: z.number().int().min(IDLE_BOUNDS.idleLogOut.min).max(IDLE_BOUNDS.idleLogOut.max),
    /** Fractions of a minute are allowed for the warning only (the existing idle call's rule). */
    remainingTime: z.number().min(IDLE_BOUNDS.remainingTime.min).max(IDLE_BOUNDS.remainingTime.max),
  })
  .refine((v) => v.remainingTime < v.idleLogOut, { path: ['remainingTime'], message: IDLE_WARNING_MESSAGE });

/** What the General tab edits. */
export const OrganizationGeneral = z.object({
  name: OrganizationName,
  features: z.object({ bankRec: AreaFlagChoice, ewa: AreaFlagChoice }),
  allowDelete: z.boolean(),
  /** A regular expression source a customer or employer id must match whole (spec §5); compiled by the server. */
  customerIdPattern: text(MAX_PATTERN_SOURCE_LENGTH).pipe(z.string().min(1, 'A pattern is required')),
  idle: IdleSettings,
  mfaRequired: z.boolean(),
});
export type OrganizationGeneral = z.infer<typeof OrganizationGeneral>;

/** How the existing customer and employer ids fare against a pattern; they are never rewritten. */
export const CustomerIdCheck = z.object({
  valid: z.boolean(),
  /** Why the pattern cannot be used (it does not compile, or it is too long). */
  message: z.string().nullable(),
  total: z.number().int(),
  nonMatching: z.number().int(),
  /** A few ids that would not match, for the administrator to recognise. */
  examples: z.array(z.string()),
});

export const OrganizationSettingsResponse = z.object({
  id: z.string(),
  kind: OrganizationKind,
  general: OrganizationGeneral,
  customerIds: CustomerIdCheck,
});

export const CustomerIdPatternBody = z.object({ pattern: text(MAX_PATTERN_SOURCE_LENGTH) });

/** One menu entry as an administrator sends it: bounded fields; the structure is the domain's menuProblems. */
export const MenuItemInput: z.ZodType<MenuItem> = z.object({
  id: text(60),
  title: text(60).optional(),
  type: MenuItemType,
  icon: z
    .string()
    .max(40)
    .regex(/^[a-z0-9_]*$/, 'must be a Material icon name (lower case and underscores)')
    .optional(),
  url: text(200).optional(),
  area: z.enum(['member', 'management', 'bankRec', 'ewa', 'admin']).optional(),
  auth: z.array(z.number().int()).max(20).optional(),
  guestOnly: z.boolean().optional(),
  get children() {
    return z.array(MenuItemInput).max(100).optional();
  },
});

export const MenuBody = z.object({ menu: z.array(MenuItemInput).max(100) });

export const OrganizationMenuResponse = z.object({
  menu: z.array(MenuItemInput),
  kind: OrganizationKind,
});

export const NewOrganizationBody = z.object({ name: OrganizationName, kind: OrganizationKind });

export const NewOrganizationResponse = z.object({ id: z.string(), name: z.string(), kind: OrganizationKind });

/** The event that tells members' open tabs to read the organisation's settings and menu again. */
export const ORGANIZATION_CHANGED_EVENT = 'organizationChanged';
export const OrganizationChangedEvent = z.object({
  organizationId: z.string(),
  /** What changed: the General tab's settings or the navigation menu. */
  part: z.enum(['settings', 'menu']),
});
export type OrganizationChangedEvent = z.infer<typeof OrganizationChangedEvent>;

export const organizationRoutes = {
  settings: route({
    method: 'GET',
    path: '/api/organization/settings',
    access: 'admin',
    summary: "The current organisation's name, area flags, deleting, customer id pattern, idle sign-out, MFA",
    tags: ['organization'],
    response: OrganizationSettingsResponse,
  }),
  updateSettings: route({
    method: 'PUT',
    path: '/api/organization/settings',
    access: 'admin',
    summary: "Save the General tab (audited with before and after); members' open tabs read it again",
    tags: ['organization'],
    body: OrganizationGeneral,
    response: OrganizationSettingsResponse,
  }),
  checkCustomerIdPattern: route({
    method: 'POST',
    path: '/api/organization/settings/customerIdPattern/check',
    access: 'admin',
    summary: 'Whether a customer id pattern compiles, and how many existing ids would not match it',
    tags: ['organization'],
    body: CustomerIdPatternBody,
    response: CustomerIdCheck,
  }),
  menu: route({
    method: 'GET',
    path: '/api/organization/menu',
    access: 'admin',
    summary: "The current organisation's navigation menu, every entry (not filtered by role)",
    tags: ['organization'],
    response: OrganizationMenuResponse,
  }),
  updateMenu: route({
    method: 'PUT',
    path: '/api/organization/menu',
    access: 'admin',
    summary: 'Replace the navigation menu (unique ids, links to app pages, no empty group); audited',
    tags: ['organization'],
    body: MenuBody,
    response: OrganizationMenuResponse,
  }),
  resetMenu: route({
    method: 'POST',
    path: '/api/organization/menu/reset',
    access: 'admin',
    summary: 'Put back the default menu of this kind of organisation; audited',
    tags: ['organization'],
    response: OrganizationMenuResponse,
  }),
  create: route({
    method: 'POST',
    path: '/api/organization/organizations',
    access: 'admin',
    summary:
      'Create an organisation with a starter configuration; the caller becomes its member with role 110',
    tags: ['organization'],
    body: NewOrganizationBody,
    response: NewOrganizationResponse,
    status: 201,
  }),
};
