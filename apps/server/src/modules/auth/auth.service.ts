import { type LoginResponse, MESSAGES, type SessionUser } from '@clearline/contracts';
import { normaliseEmail, registerErrors } from '@clearline/domain';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { ClientInfo } from '../../platform/http';
import { audit } from '../audit/index';
import * as repo from './auth.repository';
import { decryptField, hashPassword, spendVerifyTime, verifyPassword } from './login-crypto';
import { MfaService } from './mfa.service';

/** 'password' (the JWT tab) or an identity provider's name (issue 17). */
export type SignInMethod = 'password' | 'auth0' | 'firebase';

const failed = (error: string): LoginResponse => ({ success: false, error, mfa: false });

export class AuthService {
  readonly mfa: MfaService;

  constructor(private readonly ctx: AppContext) {
    this.mfa = new MfaService(ctx, (userId, client) => this.openSession(userId, client));
  }

  /** Step one of sign-in: encrypted e-mail and password. */
  async login(
    body: { email: string; password: string; kid: string },
    client: ClientInfo,
  ): Promise<LoginResponse> {
    const { privatePem, kid } = this.ctx.keys.login;
    const email = body.kid === kid ? decryptField(privatePem, body.email) : null;
    const password = body.kid === kid ? decryptField(privatePem, body.password) : null;
    if (email === null || password === null) {
      throw badRequest('The sign-in data could not be read. Reload the page and try again.');
    }
    const { db } = this.ctx;
    const user = await repo.findUserByEmail(db, normaliseEmail(email));
    // Every answer costs one argon2 verification and one audit write: an unknown, a locked and a known
    // account take the same time. The locked message stays (spec §8), but the work behind it is the same.
    if (!user) {
      await spendVerifyTime(password);
      await audit.record(db, {
        action: 'auth.login_failed',
        details: { reason: 'unknown_account' },
        ip: client.ip,
      });
      return failed(MESSAGES.invalidCredentials);
    }
    const passwordMatched = await verifyPassword(user.passwordHash, password);
    if (user.lockedAt) {
      await audit.record(db, {
        actorUserId: user.id,
        action: 'auth.login_refused_locked',
        details: { passwordMatched },
        ip: client.ip,
      });
      return failed(MESSAGES.locked);
    }
    if (!passwordMatched) return this.countFailure(user.id, client, 'password');
    const mfaRequired = await this.mfa.isRequired(user.id);
    if (mfaRequired.required) {
      const challenge = await this.mfa.openChallenge(user.id, client);
      return {
        success: true,
        error: '',
        mfa: true,
        mfa_token: challenge,
        mfa_factors: ['TOTP', 'Email'],
        totp_enrolled: mfaRequired.enrolled,
      };
    }
    await repo.clearFailures(db, user.id);
    const accessToken = await this.openSession(user.id, client);
    return { success: true, error: '', mfa: false, access_token: accessToken };
  }

  /** One more failure in a row; the last allowed one locks the account. */
  async countFailure(userId: string, client: ClientInfo, reason: 'password' | 'mfa'): Promise<LoginResponse> {
    const { db, config, now } = this.ctx;
    let ended: string[] = [];
    const answer = await db.transaction(async (tx) => {
      const count = await repo.addFailedAttempt(tx, userId);
      await audit.record(tx, {
        actorUserId: userId,
        action: 'auth.login_failed',
        details: { reason, count },
        ip: client.ip,
      });
      if (count >= config.maxFailedLogins) {
        await repo.lockUser(tx, userId, now());
        await audit.record(tx, {
          actorUserId: userId,
          action: 'user.locked',
          details: { failedAttempts: count },
          ip: client.ip,
        });
        // The lock ends every open session, so an unlock does not bring back a token someone else holds.
        ended = await this.endOtherSessions(tx, userId, null, {
          actorUserId: userId,
          organizationId: null,
          reason: 'locked',
          ip: client.ip,
        });
        return failed(MESSAGES.locked);
      }
      return failed(reason === 'mfa' ? MESSAGES.mfaBadCode : MESSAGES.invalidCredentials);
    });
    await this.forgetSessions(ended);
    return answer;
  }

  /**
   * Re-authentication before a sensitive change (password, e-mail): the caller's own current password.
   * A wrong one counts as a failed sign-in, so guessing through this door also ends in a lock.
   */
  async confirmPassword(userId: string, password: string, client: ClientInfo): Promise<boolean> {
    const user = await repo.findUserById(this.ctx.db, userId);
    if (!user) {
      await spendVerifyTime(password);
      return false;
    }
    if (await verifyPassword(user.passwordHash, password)) {
      if (user.failedAttempts > 0 && !user.lockedAt) await repo.clearFailures(this.ctx.db, userId);
      return true;
    }
    await this.countFailure(userId, client, 'password');
    return false;
  }

  /**
   * Ends every session of a user but `keep` (inside the caller's transaction, audited there); call
   * `forgetSessions` with the ids once it commits.
   */
  async endOtherSessions(
    tx: DbOrTx,
    userId: string,
    keep: string | null,
    by: { actorUserId: string; organizationId: string | null; reason: string; ip: string },
  ): Promise<string[]> {
    const ended = await repo.revokeOtherSessions(tx, userId, keep, this.ctx.now());
    if (ended.length > 0)
      await audit.record(tx, {
        organizationId: by.organizationId,
        actorUserId: by.actorUserId,
        action: 'auth.sessions_ended',
        entityType: 'user',
        entityId: userId,
        details: { reason: by.reason, sessions: ended.length },
        ip: by.ip,
      });
    return ended;
  }

  /**
   * After the revocation commits: the sessions stop authenticating here at once and in the other
   * processes once the eviction is published (awaited, so the answer follows it), and their sockets close.
   */
  async forgetSessions(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    this.ctx.realtime.endSessions(sessionIds);
    await this.ctx.auth.forget(...sessionIds);
  }

  /**
   * A new server-side session in the user's starting organisation, and its first access token. `method`
   * is how the person proved who they are: 'password', or the identity provider's tab (issue 17).
   */
  async openSession(userId: string, client: ClientInfo, method: SignInMethod = 'password'): Promise<string> {
    const { db, config, now, tokens } = this.ctx;
    const sessionId = await db.transaction(async (tx) => {
      const organizationId = await repo.startingOrganization(tx, userId);
      const id = await repo.createSession(tx, {
        userId,
        organizationId,
        expiresAt: new Date(now().getTime() + config.sessionTtlHours * 3_600_000),
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 300),
        signInMethod: method,
      });
      await audit.record(tx, {
        organizationId,
        actorUserId: userId,
        action: 'auth.login',
        entityType: 'session',
        entityId: id,
        ip: client.ip,
        ...(method === 'password' ? {} : { details: { via: method } }),
      });
      return id;
    });
    return tokens.issue({ sub: userId, sid: sessionId });
  }

  async register(
    body: { displayName: string; email: string; password: string },
    client: ClientInfo,
  ): Promise<{ user: SessionUser; access_token: string } | { error: Record<string, string> }> {
    const errors = registerErrors(body);
    if (Object.keys(errors).length > 0) return { error: errors };
    const email = normaliseEmail(body.email);
    const { db } = this.ctx;
    if (await repo.findUserByEmail(db, email)) return { error: { email: MESSAGES.emailInUse } };
    const passwordHash = await hashPassword(body.password);
    const user = await db.transaction(async (tx) => {
      const created = await repo.insertUser(tx, {
        email,
        passwordHash,
        displayName: body.displayName.trim(),
      });
      await audit.record(tx, {
        actorUserId: created.id,
        action: 'user.registered',
        entityType: 'user',
        entityId: created.id,
        ip: client.ip,
      });
      return created;
    });
    const accessToken = await this.openSession(user.id, client);
    const sessionUser = await this.sessionUser(user.id, null);
    return { user: sessionUser, access_token: accessToken };
  }

  async logout(sessionId: string, userId: string, client: ClientInfo): Promise<void> {
    const { db, now } = this.ctx;
    await db.transaction(async (tx) => {
      await repo.revokeSession(tx, sessionId, now());
      await audit.record(tx, {
        actorUserId: userId,
        action: 'auth.logout',
        entityType: 'session',
        entityId: sessionId,
        ip: client.ip,
      });
    });
    // Its sockets stop receiving the user's events once the session is gone.
    await this.forgetSessions([sessionId]);
  }

  /** How the session's person signed in: the session user's `from` (spec §3). */
  async signInSource(sessionId: string): Promise<SessionUser['from']> {
    const method = await repo.sessionSignInMethod(this.ctx.db, sessionId);
    return method === 'auth0' || method === 'firebase' ? method : 'clearline';
  }

  /** The user as the browser keeps it (spec §3), for the current organisation. */
  async sessionUser(
    userId: string,
    organizationId: string | null,
    from: SessionUser['from'] = 'clearline',
  ): Promise<SessionUser> {
    const { db } = this.ctx;
    const user = await repo.findUserById(db, userId);
    if (!user) throw badRequest('The user no longer exists.');
    const orgs = await repo.membershipsOf(db, userId);
    const current = orgs.find((o) => o.organizationId === organizationId);
    return {
      uuid: user.id,
      from,
      role: 'tenant',
      data: {
        displayName:
          user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
        photoURL: user.photoUrl,
        email: user.email,
        settings: user.settings,
        shortcuts: user.shortcuts,
      },
      organizations: orgs.map((o) => ({ _id: o.organizationId, coName: o.name })),
      disorgId: organizationId,
      roles: current?.roleIds ?? [],
    };
  }

  /** The signed-in user's own preferences (settings, shortcuts): no audit entry, nothing of others. */
  async updatePreferences(
    userId: string,
    values: Parameters<typeof repo.updateUserPreferences>[2],
  ): Promise<void> {
    await repo.updateUserPreferences(this.ctx.db, userId, values);
  }
}
