import { z } from 'zod';
import { text } from './fields';
import { route } from './route';
import { IdParams } from './users.contract';

export const UnlockResponse = z.object({
  status: z.number().int(),
  data: z.object({ id: z.string(), locked: z.boolean() }),
});

// Issue 17: the users panel (/app/usersPanel/userUserPanelChild) and invitations.

export const RoleRef = z.object({ id: z.number().int(), name: z.string() });

export const AdminUserStatus = z.enum(['active', 'locked', 'invited']);

/** One row of the panel: a member, or an invitation not yet accepted (kind 'invitation', status 'invited'). */
export const AdminUserRow = z.object({
  kind: z.enum(['member', 'invitation']),
  /** The user's id, or the invitation's. */
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(RoleRef),
  status: AdminUserStatus,
  lastSignInAt: z.string().nullable(),
  mfa: z.enum(['TOTP', 'none']),
  /** An invitation's expiry. */
  expiresAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUsersResponse = z.object({
  users: z.array(AdminUserRow),
  /** Every role id an administrator may give, with its name. */
  roles: z.array(RoleRef),
});

const RoleIds = z.array(z.number().int()).min(1, 'Give at least one role').max(20);

export const InviteBody = z.object({
  email: text(254).min(3),
  roleIds: RoleIds,
});

export const InviteResponse = z.object({ id: z.string(), email: z.string(), expiresAt: z.string() });

export const RolesBody = z.object({ roleIds: RoleIds });

export const AdminUserChangeResponse = z.object({ id: z.string(), status: AdminUserStatus });

export const UserHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor: z.string(),
  details: z.record(z.string(), z.unknown()),
});

export const UserHistoryResponse = z.object({ entries: z.array(UserHistoryEntry) });

const InvitationToken = text(200).min(20);

export const InvitationTokenBody = z.object({ token: InvitationToken });

export const InvitationInfoResponse = z.object({
  email: z.string(),
  organization: z.string(),
  expiresAt: z.string(),
  /** The invitee already has an account: accepting adds the membership and keeps their password. */
  existingAccount: z.boolean(),
});

export const AcceptInvitationBody = z.object({
  token: InvitationToken,
  /** Required for a new account (spec §5 policy); ignored for an existing one. */
  password: text(256).default(''),
});

export const AcceptInvitationResponse = z.object({ email: z.string(), organization: z.string() });

export const adminRoutes = {
  unlockUser: route({
    method: 'POST',
    path: '/api/admin/users/:id/unlock',
    access: 'admin',
    summary: 'Unlock a member locked out after too many failed sign-ins, and reset the counter',
    tags: ['admin'],
    params: IdParams,
    response: UnlockResponse,
  }),
  // Issue 17 (users panel) from here.
  users: route({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: "The organisation's members and open invitations, with roles, status, last sign-in and MFA",
    tags: ['admin'],
    response: AdminUsersResponse,
  }),
  invite: route({
    method: 'POST',
    path: '/api/admin/users/invite',
    access: 'admin',
    summary: 'E-mail a one-time link (72 h) to join the organisation with these role ids',
    tags: ['admin'],
    body: InviteBody,
    response: InviteResponse,
  }),
  setRoles: route({
    method: 'PUT',
    path: '/api/admin/users/:id/roles',
    access: 'admin',
    summary: "Replace a member's role ids (never the last administrator's management role)",
    tags: ['admin'],
    params: IdParams,
    body: RolesBody,
    response: AdminUserChangeResponse,
  }),
  lockUser: route({
    method: 'POST',
    path: '/api/admin/users/:id/lock',
    access: 'admin',
    summary: "Lock a member's account and end its sessions",
    tags: ['admin'],
    params: IdParams,
    response: AdminUserChangeResponse,
  }),
  resetMfa: route({
    method: 'POST',
    path: '/api/admin/users/:id/resetMfa',
    access: 'admin',
    summary: "Remove a member's authenticator app: the next sign-in enrols one again or uses e-mail codes",
    tags: ['admin'],
    params: IdParams,
    response: AdminUserChangeResponse,
  }),
  removeUser: route({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'admin',
    summary: 'Remove a member from the organisation (the account stays) and end their sessions there',
    tags: ['admin'],
    params: IdParams,
    response: z.object({ id: z.string(), removed: z.literal(true) }),
  }),
  withdrawInvitation: route({
    method: 'DELETE',
    path: '/api/admin/invitations/:id',
    access: 'admin',
    summary: 'Withdraw an invitation not yet accepted',
    tags: ['admin'],
    params: IdParams,
    response: z.object({ id: z.string(), removed: z.literal(true) }),
  }),
  userHistory: route({
    method: 'GET',
    path: '/api/admin/users/:id/history',
    access: 'admin',
    summary:
      "Changes to a member's account and membership, and their sign-ins, in this organisation, newest first",
    tags: ['admin'],
    params: IdParams,
    response: UserHistoryResponse,
  }),
  invitation: route({
    method: 'POST',
    path: '/api/admin/invitations/check',
    access: 'public',
    summary: 'What an invitation link is for (the e-mail and organisation), while it is usable',
    tags: ['admin'],
    body: InvitationTokenBody,
    response: InvitationInfoResponse,
  }),
  acceptInvitation: route({
    method: 'POST',
    path: '/api/admin/invitations/accept',
    access: 'public',
    summary: 'Accept an invitation once: set a password (new account) and become a member',
    tags: ['admin'],
    body: AcceptInvitationBody,
    response: AcceptInvitationResponse,
  }),
};
