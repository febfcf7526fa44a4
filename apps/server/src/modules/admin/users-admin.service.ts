import { randomBytes } from 'node:crypto';
import { type AdminUserRow, MESSAGES } from '@clearline/contracts';
import {
  ASSIGNABLE_ROLE_IDS,
  isAdministrator,
  isValidEmail,
  normaliseEmail,
  passwordPolicyError,
  roleName,
  unknownRoleIds,
} from '@clearline/domain';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { sha256Hex } from '../../platform/sha256';
import { audit } from '../audit/index';
import { type AuthService, accounts } from '../auth/index';
import { members } from '../users/index';
import * as repo from './admin.repository';

/** Who acts: an administrator in their current organisation, from an address. */
export interface Actor {
  userId: string;
  organizationId: string;
  ip: string;
}

/** How long an invitation link works. */
export const INVITATION_TTL_HOURS = 72;

export const LAST_ADMIN_MESSAGE =
  "This is the organisation's last administrator. Give another member a management role (110 or 126) first.";
export const INVITATION_UNUSABLE_MESSAGE =
  'This invitation link has already been used or has expired. Ask your administrator for a new one.';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const rolesOf = (ids: readonly number[]) => ids.map((id) => ({ id, name: roleName(id) }));

/**
 * Issue 17, the users panel: an administrator (management role) manages the members of their current
 * organisation. Every change shares a transaction with its audit entry; a member of another organisation
 * is answered as not a member (404), like unlock.
 */
export class UsersAdminService {
  constructor(
    private readonly ctx: AppContext,
    private readonly auth: AuthService,
  ) {}

  async list(organizationId: string) {
    const { db, now } = this.ctx;
    const [memberRows, invited] = await Promise.all([
      members.memberDetails(db, organizationId),
      repo.openInvitations(db, organizationId),
    ]);
    const users: AdminUserRow[] = memberRows.map((m) => ({
      kind: 'member',
      id: m.user_id,
      email: m.email,
      name: `${m.first_name} ${m.last_name}`.trim() || m.display_name || m.email,
      roles: rolesOf(m.role_ids),
      status: m.locked_at ? 'locked' : 'active',
      lastSignInAt: iso(m.last_sign_in_at),
      mfa: m.has_totp ? 'TOTP' : 'none',
      expiresAt: null,
    }));
    for (const inv of invited) {
      // An expired invitation stays listed (so it can be sent again) until withdrawn.
      users.push({
        kind: 'invitation',
        id: inv.id,
        email: inv.email,
        name: inv.expiresAt <= now() ? 'Invitation expired' : 'Invitation sent',
        roles: rolesOf(inv.roleIds),
        status: 'invited',
        lastSignInAt: null,
        mfa: 'none',
        expiresAt: inv.expiresAt.toISOString(),
      });
    }
    return { users, roles: rolesOf(ASSIGNABLE_ROLE_IDS) };
  }

  /** E-mails a one-time link; a new invitation to the same address replaces the open one. */
  async invite(actor: Actor, body: { email: string; roleIds: number[] }, publicUrl: string) {
    const email = normaliseEmail(body.email);
    if (!isValidEmail(email))
      throw badRequest('Please enter a valid email', [
        { path: 'email', message: 'Please enter a valid email' },
      ]);
    const roleIds = checkedRoleIds(body.roleIds);
    const { db, now, mailer } = this.ctx;
    const existing = await accounts.findUserByEmail(db, email);
    if (existing && (await members.isMember(db, existing.id, actor.organizationId)))
      throw conflict(`${email} is already a member of this organisation.`);
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const expiresAt = new Date(at.getTime() + INVITATION_TTL_HOURS * 3_600_000);
    const organization = (await members.organizationName(db, actor.organizationId)) ?? 'Clearline';
    const invitation = await db.transaction(async (tx) => {
      await repo.revokeOpenInvitations(tx, actor.organizationId, email, at);
      const row = await repo.insertInvitation(tx, {
        organizationId: actor.organizationId,
        email,
        roleIds,
        tokenHash: sha256Hex(token),
        invitedBy: actor.userId,
        expiresAt,
      });
      await audit.record(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: 'user.invited',
        entityType: 'invitation',
        entityId: row.id,
        details: { email, roleIds },
        ip: actor.ip,
      });
      return row;
    });
    // The hash keeps the token out of every server log and referrer.
    const link = `${publicUrl.replace(/\/$/, '')}/invitation#token=${token}`;
    await mailer.send({
      to: email,
      subject: `You are invited to ${organization} on Clearline`,
      body: [
        `You have been invited to join ${organization} on Clearline.`,
        '',
        `Open this link to set your password and join (it works once, for ${INVITATION_TTL_HOURS} hours):`,
        link,
        '',
        'If you did not expect this invitation, ignore this message.',
      ].join('\n'),
    });
    return { id: invitation.id, email, expiresAt: expiresAt.toISOString() };
  }

  async setRoles(actor: Actor, userId: string, roleIdsIn: number[]) {
    const roleIds = checkedRoleIds(roleIdsIn);
    await this.ctx.db.transaction(async (tx) => {
      const before = await this.memberRoles(tx, actor, userId);
      if (!isAdministrator(roleIds)) await this.refuseLastAdministrator(tx, actor, userId, before);
      await members.setRoleIds(tx, userId, actor.organizationId, roleIds);
      await this.record(tx, actor, userId, 'user.roles_changed', { from: before, to: roleIds });
    });
    return this.status(userId);
  }

  async lock(actor: Actor, userId: string) {
    let ended: string[] = [];
    await this.ctx.db.transaction(async (tx) => {
      const roles = await this.memberRoles(tx, actor, userId);
      await this.refuseLastAdministrator(tx, actor, userId, roles);
      await accounts.lockUser(tx, userId, this.ctx.now());
      await this.record(tx, actor, userId, 'user.locked', { by: 'administrator' });
      ended = await this.auth.endOtherSessions(tx, userId, null, {
        actorUserId: actor.userId,
        organizationId: actor.organizationId,
        reason: 'locked',
        ip: actor.ip,
      });
    });
    await this.auth.forgetSessions(ended);
    return this.status(userId);
  }

  async resetMfa(actor: Actor, userId: string) {
    await this.ctx.db.transaction(async (tx) => {
      await this.memberRoles(tx, actor, userId);
      const removed = await accounts.resetMfa(tx, userId);
      await this.record(tx, actor, userId, 'user.mfa_reset', { hadAuthenticator: removed });
    });
    return this.status(userId);
  }

  async remove(actor: Actor, userId: string) {
    let ended: string[] = [];
    await this.ctx.db.transaction(async (tx) => {
      const roles = await this.memberRoles(tx, actor, userId);
      await this.refuseLastAdministrator(tx, actor, userId, roles);
      await members.removeMembership(tx, userId, actor.organizationId);
      await this.record(tx, actor, userId, 'user.removed', { roleIds: roles });
      ended = await accounts.revokeSessionsIn(tx, userId, actor.organizationId, this.ctx.now());
    });
    await this.auth.forgetSessions(ended);
    return { id: userId, removed: true as const };
  }

  async withdrawInvitation(actor: Actor, invitationId: string) {
    await this.ctx.db.transaction(async (tx) => {
      const row = await repo.withdrawInvitation(tx, actor.organizationId, invitationId, this.ctx.now());
      if (!row) throw notFound('No open invitation with this id in your organisation.');
      await audit.record(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: 'user.invitation_withdrawn',
        entityType: 'invitation',
        entityId: invitationId,
        details: { email: row.email },
        ip: actor.ip,
      });
    });
    return { id: invitationId, removed: true as const };
  }

  async history(actor: Actor, userId: string) {
    const { db } = this.ctx;
    await this.memberRoles(db, actor, userId);
    const rows = await audit.historyOf(db, actor.organizationId, userId);
    const names = await members.userNames(
      db,
      rows.map((r) => r.actorUserId),
    );
    return {
      entries: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        action: r.action,
        actor: r.actorUserId ? (names.get(r.actorUserId) ?? 'A former user') : 'System',
        details: r.details,
      })),
    };
  }

  /** What an invitation link is for, while it can be used. */
  async invitationInfo(token: string) {
    const { db } = this.ctx;
    const invitation = await this.usableInvitation(token);
    const existing = await accounts.findUserByEmail(db, invitation.email);
    return {
      email: invitation.email,
      organization: (await members.organizationName(db, invitation.organizationId)) ?? '',
      expiresAt: invitation.expiresAt.toISOString(),
      existingAccount: existing !== undefined,
    };
  }

  /**
   * The invitee accepts once: a new account sets its password (spec §5 policy); an existing account keeps
   * its own and gains the membership. The link's e-mail is the account's, so the link proves the address.
   */
  async acceptInvitation(body: { token: string; password: string }, ip: string) {
    const { db, now } = this.ctx;
    const invitation = await this.usableInvitation(body.token);
    const existing = await accounts.findUserByEmail(db, invitation.email);
    if (!existing) {
      const weak = passwordPolicyError(body.password);
      if (weak) throw badRequest(weak, [{ path: 'password', message: weak }]);
    }
    const passwordHash = existing ? null : await accounts.hashPassword(body.password);
    await db.transaction(async (tx) => {
      if (!(await repo.consumeInvitation(tx, invitation.id, now())))
        throw new AppError(410, 'not_found', INVITATION_UNUSABLE_MESSAGE);
      const user =
        existing ??
        (await accounts.createUser(tx, {
          email: invitation.email,
          passwordHash: passwordHash ?? '',
          displayName: '',
        }));
      await members.addMembership(tx, user.id, invitation.organizationId, invitation.roleIds);
      await audit.record(tx, {
        organizationId: invitation.organizationId,
        actorUserId: user.id,
        action: 'user.invitation_accepted',
        entityType: 'user',
        entityId: user.id,
        details: { invitationId: invitation.id, roleIds: invitation.roleIds, newAccount: !existing },
        ip,
      });
    });
    return {
      email: invitation.email,
      organization: (await members.organizationName(db, invitation.organizationId)) ?? '',
    };
  }

  private async usableInvitation(token: string) {
    const row = await repo.findInvitationByToken(this.ctx.db, sha256Hex(token));
    if (!row || row.acceptedAt || row.revokedAt || row.expiresAt <= this.ctx.now())
      throw new AppError(410, 'not_found', INVITATION_UNUSABLE_MESSAGE);
    return row;
  }

  /** The member's role ids here; another organisation's user is not a member (404, like unlock). */
  private async memberRoles(db: DbOrTx, actor: Actor, userId: string): Promise<number[]> {
    const roles = await members.roleIdsOf(db, userId, actor.organizationId);
    if (roles === null) throw new AppError(404, 'not_found', MESSAGES.notMember);
    return roles;
  }

  /**
   * Refuses to take away the last working administrator: another member must hold a management role on
   * an unlocked account. The organisation row is locked first, so concurrent changes take turns.
   */
  private async refuseLastAdministrator(tx: DbOrTx, actor: Actor, userId: string, roles: number[]) {
    if (!isAdministrator(roles)) return;
    await members.lockOrganization(tx, actor.organizationId);
    const others = await members.otherMembersRoles(tx, actor.organizationId, userId);
    if (!others.some((m) => isAdministrator(m.roleIds) && !m.lockedAt)) throw conflict(LAST_ADMIN_MESSAGE);
  }

  private record(tx: DbOrTx, actor: Actor, userId: string, action: string, details: Record<string, unknown>) {
    return audit.record(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action,
      entityType: 'user',
      entityId: userId,
      details,
      ip: actor.ip,
    });
  }

  private async status(userId: string) {
    const user = await accounts.findUserById(this.ctx.db, userId);
    return { id: userId, status: user?.lockedAt ? ('locked' as const) : ('active' as const) };
  }
}

/** Only role ids the product knows (spec §1); the message names the unknown ones. */
function checkedRoleIds(roleIds: number[]): number[] {
  const unknown = unknownRoleIds(roleIds);
  if (unknown.length > 0) {
    const message = `Unknown role id${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`;
    throw badRequest(message, [{ path: 'roleIds', message }]);
  }
  return [...new Set(roleIds)];
}
