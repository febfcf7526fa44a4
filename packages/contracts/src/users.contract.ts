import { z } from 'zod';
import { text } from './fields';
import { route } from './route';

const themeName = text(40);

/** Layout settings a user keeps on their profile (spec §3 Settings). Shape of layout.config is per layout. */
export const UserSettings = z.object({
  layout: z
    .object({
      style: text(40),
      config: z.record(z.string(), z.unknown()),
    })
    .optional(),
  theme: z
    .object({ main: themeName, navbar: themeName, toolbar: themeName, footer: themeName })
    .partial()
    .optional(),
  customScrollbars: z.boolean().optional(),
});
export type UserSettings = z.infer<typeof UserSettings>;

export const MenuItemType = z.enum(['group', 'collapse', 'item', 'divider', 'subheader']);

export interface MenuItem {
  id: string;
  title?: string | undefined;
  type: z.infer<typeof MenuItemType>;
  icon?: string | undefined;
  url?: string | undefined;
  /** Product area the item belongs to (decides visibility with the user's role ids). */
  area?: 'member' | 'management' | 'bankRec' | 'ewa' | 'admin' | undefined;
  /** Allowed numeric role ids; absent or empty = everyone with access to the area. */
  auth?: number[] | undefined;
  guestOnly?: boolean | undefined;
  children?: MenuItem[] | undefined;
}

export const MenuItem: z.ZodType<MenuItem> = z.object({
  id: z.string(),
  title: z.string().optional(),
  type: MenuItemType,
  icon: z.string().optional(),
  url: z.string().optional(),
  area: z.enum(['member', 'management', 'bankRec', 'ewa', 'admin']).optional(),
  auth: z.array(z.number().int()).optional(),
  guestOnly: z.boolean().optional(),
  get children() {
    return z.array(MenuItem).optional();
  },
});

export const OrganizationRef = z.object({ _id: z.string(), coName: z.string() });

export const MeResponse = z.object({
  userDetails: z.object({ id: z.string(), name: z.string(), profilePicture: z.string() }),
  setting: z.object({
    defaultOrganization: z.string().nullable(),
    organizations: z.array(
      OrganizationRef.extend({
        menu: z.array(MenuItem),
        roles: z.array(z.number().int()),
        /** Issue 17: the organisation lets its members delete customers and employers (spec §6). */
        allowDelete: z.boolean(),
      }),
    ),
  }),
});

export const UserInfo = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
});

export const UserInfoResponse = z.object({ status: z.number().int(), data: z.array(UserInfo) });

export const UpdateUserInfoBody = z.object({
  firstName: text(100).default(''),
  lastName: text(100).default(''),
  phoneNumber: text(20).default(''),
  /** Empty keeps the current password. */
  password: text(256).default(''),
  email: text(254).default(''),
  /**
   * The caller's own current password: required to change the password or the e-mail, so a stolen token
   * alone cannot take the account over. A wrong one counts as a failed sign-in.
   */
  currentPassword: text(256).default(''),
});

export const IdParams = z.object({ id: z.string().uuid() });

export const OrganizationsResponse = z.object({ data: z.array(OrganizationRef) });

export const UpdateOrganizationResponse = z.object({
  status: z.number().int(),
  data: z.object({ defaultOrganization: z.string() }),
});

export const IdleTimeoutResponse = z.object({
  idleLogOut: z.number().positive(),
  remainingTime: z.number().nonnegative(),
});

/**
 * New idle sign-out settings of the current organisation (minutes). The warning (remainingTime) must
 * start before the sign-out itself; fractions of a minute are allowed for the warning only.
 */
export const UpdateIdleTimeoutBody = z
  .object({
    idleLogOut: z.number().int().min(1).max(1440),
    remainingTime: z.number().min(0).max(60),
  })
  .refine((v) => v.remainingTime < v.idleLogOut, {
    path: ['remainingTime'],
    message: 'must be less than idleLogOut',
  });

export const usersRoutes = {
  me: route({
    method: 'GET',
    path: '/api/users/me',
    access: 'session',
    summary: 'The signed-in user, their organisations and each organisation menu',
    tags: ['users'],
    response: MeResponse,
  }),
  userInfo: route({
    method: 'GET',
    path: '/api/users/userinfo/:id',
    access: 'session',
    summary: 'Profile fields of a user (yourself, or a member of your organisation for administrators)',
    tags: ['users'],
    params: IdParams,
    response: UserInfoResponse,
  }),
  updateUserInfo: route({
    method: 'PUT',
    path: '/api/users/updateUserInfo/:id',
    access: 'session',
    summary: 'Update profile fields (same rules as the Profile dialog)',
    tags: ['users'],
    params: IdParams,
    body: UpdateUserInfoBody,
    response: UserInfoResponse,
  }),
  organizations: route({
    method: 'GET',
    path: '/api/users/organizations',
    access: 'session',
    summary: 'The organisations the user belongs to',
    tags: ['users'],
    response: OrganizationsResponse,
  }),
  updateOrganization: route({
    method: 'GET',
    path: '/api/users/updateOrganization/:id',
    access: 'session',
    summary: 'Make an organisation the default and switch the current session to it',
    tags: ['users'],
    params: IdParams,
    response: UpdateOrganizationResponse,
  }),
  idleTimeout: route({
    method: 'GET',
    path: '/api/rec/items/agent/idleTimeout',
    access: 'member',
    summary: "The organisation's idle sign-out settings, in minutes",
    tags: ['users'],
    response: IdleTimeoutResponse,
  }),
  updateIdleTimeout: route({
    method: 'PUT',
    path: '/api/rec/items/agent/idleTimeout',
    access: 'admin',
    summary: "Change the organisation's idle sign-out settings, in minutes (administrators)",
    tags: ['users'],
    body: UpdateIdleTimeoutBody,
    response: IdleTimeoutResponse,
  }),
};
