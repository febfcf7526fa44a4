import { type LoginResponse, MESSAGES } from '@clearline/contracts';
import { normaliseEmail } from '@clearline/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { wallClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { ClientInfo } from '../../platform/http';
import { sha256Hex } from '../../platform/sha256';
import { audit } from '../audit/index';
import * as repo from './auth.repository';
import { newEmailCode, newOpaqueToken } from './login-crypto';

const CHALLENGE_TTL_MS = 10 * 60_000;
const EMAIL_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes allowed on one challenge; then it dies and counts as one failed sign-in. */
const MAX_CODE_ATTEMPTS = 5;
const TOTP_PERIOD_SECONDS = 30;

export type MfaFactorAnswer = {
  success: boolean;
  error: string;
  mfa_option: 'TOTP' | 'Email';
  otpauth_url?: string;
  qr?: string;
  secret?: string;
  message?: string;
};

/** Masks an address for display: o**@demo.test. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, (_m, first: string) => `${first}***`);

/**
 * The second sign-in step. A challenge is a random token the browser holds (we keep its hash); it carries
 * an e-mailed code or a TOTP secret being enrolled, and dies after its lifetime or too many wrong codes.
 */
export class MfaService {
  constructor(
    private readonly ctx: AppContext,
    private readonly openSession: (userId: string, client: ClientInfo) => Promise<string>,
  ) {}

  /** MFA applies when the user enrolled TOTP or any of their organisations requires a second factor. */
  async isRequired(userId: string): Promise<{ required: boolean; enrolled: boolean }> {
    const enrolled = (await repo.findConfirmedTotp(this.ctx.db, userId)) !== undefined;
    if (enrolled) return { required: true, enrolled };
    const orgs = await repo.membershipsOf(this.ctx.db, userId);
    return { required: orgs.some((o) => o.settings.mfaRequired === true), enrolled };
  }

  async openChallenge(userId: string, client: ClientInfo): Promise<string> {
    const token = newOpaqueToken();
    await repo.insertChallenge(this.ctx.db, {
      tokenHash: sha256Hex(token),
      userId,
      expiresAt: new Date(this.ctx.now().getTime() + CHALLENGE_TTL_MS),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 300),
    });
    return token;
  }

  private async liveChallenge(token: string) {
    const challenge = await repo.findChallenge(this.ctx.db, sha256Hex(token));
    if (!challenge || challenge.consumedAt || challenge.expiresAt <= this.ctx.now()) return undefined;
    return challenge;
  }

  /** Accepts a 6-digit code: an e-mailed one, the first code of an app being enrolled, or the enrolled app's. */
  async verifyCode(
    body: { mfa_token: string; code: string },
    client: ClientInfo,
    countFailure: (userId: string, client: ClientInfo, reason: 'mfa') => Promise<LoginResponse>,
  ): Promise<LoginResponse> {
    const { db, now } = this.ctx;
    const challenge = await this.liveChallenge(body.mfa_token);
    if (!challenge) return { success: false, error: MESSAGES.mfaExpired, mfa: true };
    const user = await repo.findUserById(db, challenge.userId);
    if (!user || user.lockedAt) return { success: false, error: MESSAGES.locked, mfa: false };

    const accepted = await this.checkCode(challenge, body.code);
    if (!accepted) {
      const attempts = challenge.attempts + 1;
      if (attempts >= MAX_CODE_ATTEMPTS) {
        await repo.updateChallenge(db, challenge.id, { attempts, consumedAt: now() });
        return countFailure(user.id, client, 'mfa');
      }
      await repo.updateChallenge(db, challenge.id, { attempts });
      return { success: false, error: MESSAGES.mfaBadCode, mfa: true };
    }
    if (!(await repo.consumeChallenge(db, challenge.id, now()))) {
      return { success: false, error: MESSAGES.mfaExpired, mfa: true };
    }
    await repo.clearFailures(db, user.id);
    return { success: true, error: '', mfa: false, access_token: await this.openSession(user.id, client) };
  }

  private async checkCode(challenge: repo.ChallengeRow, code: string): Promise<boolean> {
    const { db, now } = this.ctx;
    if (challenge.emailCodeHash && challenge.emailCodeExpiresAt && challenge.emailCodeExpiresAt > now()) {
      if (sha256Hex(code) === challenge.emailCodeHash) return true;
    }
    // The authenticator app counts time steps on its own (real) clock.
    const epoch = Math.floor(wallClock().getTime() / 1000);
    const currentStep = Math.floor(epoch / TOTP_PERIOD_SECONDS);
    if (challenge.pendingTotpSecret) {
      const result = await verify({
        secret: challenge.pendingTotpSecret,
        token: code,
        epoch,
        epochTolerance: TOTP_PERIOD_SECONDS,
      });
      if (result.valid) {
        await db.transaction(async (tx) => {
          await repo.saveTotpFactor(
            tx,
            challenge.userId,
            challenge.pendingTotpSecret ?? '',
            currentStep + result.delta,
            now(),
          );
          await audit.record(tx, {
            actorUserId: challenge.userId,
            action: 'mfa.totp_enrolled',
            entityType: 'user',
            entityId: challenge.userId,
          });
        });
        return true;
      }
    }
    const factor = await repo.findConfirmedTotp(db, challenge.userId);
    if (!factor) return false;
    const result = await verify({
      secret: factor.secret,
      token: code,
      epoch,
      epochTolerance: TOTP_PERIOD_SECONDS,
    });
    // A code is good once: its time step must be newer than the last one accepted.
    return result.valid && (await repo.useTotpStep(db, factor.id, currentStep + result.delta));
  }

  /** The factor choice of the MFA page: e-mail a code, or start enrolling an authenticator app. */
  async chooseFactor(body: {
    mfa_token: string;
    mfa_option: 'TOTP' | 'Email';
    enroll_auth: boolean;
    email: string;
  }): Promise<MfaFactorAnswer> {
    const { db, now, mailer } = this.ctx;
    const option = body.mfa_option;
    const challenge = await this.liveChallenge(body.mfa_token);
    if (!challenge) return { success: false, error: MESSAGES.mfaExpired, mfa_option: option };
    const user = await repo.findUserById(db, challenge.userId);
    if (!user) return { success: false, error: MESSAGES.mfaExpired, mfa_option: option };
    if (body.email && normaliseEmail(body.email) !== user.email) {
      return { success: false, error: MESSAGES.mfaEmailNotFound, mfa_option: option };
    }

    if (option === 'Email') {
      const code = newEmailCode();
      await repo.updateChallenge(db, challenge.id, {
        emailCodeHash: sha256Hex(code),
        emailCodeExpiresAt: new Date(now().getTime() + EMAIL_CODE_TTL_MS),
      });
      await mailer.send({
        to: user.email,
        subject: 'Your Clearline sign-in code',
        body: `Your Clearline sign-in code is ${code}. It expires in 10 minutes. If you did not try to sign in, tell your administrator.`,
      });
      return {
        success: true,
        error: '',
        mfa_option: option,
        message: `We sent a 6-digit code to ${maskEmail(user.email)}.`,
      };
    }

    if (!body.enroll_auth) return { success: true, error: '', mfa_option: option };
    if (await repo.findConfirmedTotp(db, user.id)) {
      return {
        success: false,
        error: 'An authenticator app is already set up for this account.',
        mfa_option: option,
      };
    }
    const secret = generateSecret();
    await repo.updateChallenge(db, challenge.id, { pendingTotpSecret: secret });
    const otpauthUrl = generateURI({ issuer: 'Clearline', label: user.email, secret });
    return {
      success: true,
      error: '',
      mfa_option: option,
      otpauth_url: otpauthUrl,
      qr: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 }),
      secret,
      message: 'Scan the code with your authenticator app, then enter the 6-digit code it shows.',
    };
  }
}
