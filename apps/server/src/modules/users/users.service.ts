import { MESSAGES } from '@clearline/contracts';
import { canUseArea, normaliseEmail, profileUpdateErrors } from '@clearline/domain';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { ClientInfo } from '../../platform/http';
import { audit } from '../audit/index';
import { type AuthService, accounts } from '../auth/index';
import * as repo from './users.repository';

export const DEFAULT_IDLE = { idleLogOut: 10, remainingTime: 2 };

export class UsersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly auth: AuthService,
  ) {}

  async me(caller: Caller) {
    const profile = await repo.findProfile(this.ctx.db, caller.userId);
    if (!profile) throw notFound('The user no longer exists.');
    const orgs = await accounts.membershipsOf(this.ctx.db, caller.userId);
    return {
      userDetails: {
        id: profile.id,
        name:
          profile.displayName ||
          [profile.firstName, profile.lastName].filter(Boolean).join(' ') ||
          profile.email,
        profilePicture: profile.photoUrl,
      },
      setting: {
        // The organisation the session works in is the one the browser treats as current.
        defaultOrganization: caller.organizationId,
        organizations: orgs.map((o) => ({
          _id: o.organizationId,
          coName: o.name,
          menu: o.menu,
          roles: o.roleIds,
          allowDelete: o.settings.allowDelete === true,
        })),
      },
    };
  }

  /** Yourself, or a member of your current organisation when you administer it. */
  private async assertMayManage(caller: Caller, targetId: string): Promise<void> {
    if (targetId === caller.userId) return;
    const admin = caller.organizationId !== null && canUseArea(caller.roles, 'admin');
    if (
      !admin ||
      !caller.organizationId ||
      !(await repo.isMember(this.ctx.db, targetId, caller.organizationId))
    ) {
      throw forbidden(MESSAGES.unauthorized);
    }
  }

  async userInfo(caller: Caller, id: string) {
    await this.assertMayManage(caller, id);
    const profile = await repo.findProfile(this.ctx.db, id);
    if (!profile) throw notFound('No such user.');
    const { email, firstName, lastName, phoneNumber } = profile;
    return { status: 200, data: [{ email, firstName, lastName, phoneNumber }] };
  }

  async updateUserInfo(
    caller: Caller,
    id: string,
    body: {
      email: string;
      firstName: string;
      lastName: string;
      phoneNumber: string;
      password: string;
      currentPassword: string;
    },
    client: ClientInfo,
  ) {
    const { ip } = client;
    await this.assertMayManage(caller, id);
    const current = await repo.findProfile(this.ctx.db, id);
    if (!current) throw notFound('No such user.');
    const errors = profileUpdateErrors(body);
    const details = Object.entries(errors).map(([path, message]) => ({ path, message: message ?? '' }));
    if (details.length > 0) throw badRequest('Some fields are not valid.', details);
    const email = body.email ? normaliseEmail(body.email) : current.email;
    // A password or e-mail change takes the caller's own password again: a bearer token alone is not enough.
    if (body.password || email !== current.email) {
      if (!body.currentPassword) {
        throw badRequest(MESSAGES.currentPasswordRequired, [
          { path: 'currentPassword', message: MESSAGES.currentPasswordRequired },
        ]);
      }
      if (!(await this.auth.confirmPassword(caller.userId, body.currentPassword, client))) {
        throw badRequest(MESSAGES.currentPasswordWrong, [
          { path: 'currentPassword', message: MESSAGES.currentPasswordWrong },
        ]);
      }
    }
    if (email !== current.email && (await repo.emailTakenByOther(this.ctx.db, email, id))) {
      throw conflict(MESSAGES.emailInUse);
    }
    const passwordHash = body.password ? await accounts.hashPassword(body.password) : undefined;
    const values = {
      email,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phoneNumber: body.phoneNumber.trim(),
      ...(passwordHash ? { passwordHash } : {}),
    };
    const changed = (['email', 'firstName', 'lastName', 'phoneNumber'] as const).filter(
      (k) => values[k] !== current[k],
    );
    const credentialsChanged = passwordHash !== undefined || email !== current.email;
    const ended = await this.ctx.db.transaction(async (tx) => {
      await repo.updateProfile(tx, id, values);
      await audit.record(tx, {
        organizationId: caller.organizationId,
        actorUserId: caller.userId,
        action: 'user.updated',
        entityType: 'user',
        entityId: id,
        // Names of what changed, never the password.
        details: { changed: passwordHash ? [...changed, 'password'] : changed },
        ip,
      });
      // New credentials end every other session of the account; the caller's own goes on.
      if (!credentialsChanged) return [];
      return this.auth.endOtherSessions(tx, id, id === caller.userId ? caller.sessionId : null, {
        actorUserId: caller.userId,
        organizationId: caller.organizationId,
        reason: passwordHash ? 'password_changed' : 'email_changed',
        ip,
      });
    });
    await this.auth.forgetSessions(ended);
    return this.userInfo(caller, id);
  }

  async organizations(caller: Caller) {
    const orgs = await accounts.membershipsOf(this.ctx.db, caller.userId);
    return { data: orgs.map((o) => ({ _id: o.organizationId, coName: o.name })) };
  }

  async switchOrganization(caller: Caller, organizationId: string, ip: string) {
    if (!(await repo.isMember(this.ctx.db, caller.userId, organizationId))) {
      throw new AppError(403, 'forbidden', MESSAGES.notMember);
    }
    await this.ctx.db.transaction(async (tx) => {
      await repo.setDefaultOrganization(tx, caller.userId, organizationId);
      await repo.switchSessionOrganization(tx, caller.sessionId, organizationId);
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'user.organization_switched',
        entityType: 'organization',
        entityId: organizationId,
        details: { from: caller.organizationId },
        ip,
      });
    });
    // After the commit: a look-up made before it would cache the old organisation again.
    await this.ctx.auth.forget(caller.sessionId);
    return { status: 200, data: { defaultOrganization: organizationId } };
  }

  async idleTimeout(organizationId: string) {
    const settings = await repo.organizationSettings(this.ctx.db, organizationId);
    return settings?.idle ?? DEFAULT_IDLE;
  }
}
