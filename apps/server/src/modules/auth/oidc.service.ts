import { type LoginResponse, MESSAGES, type OidcProvider } from '@clearline/contracts';
import { normaliseEmail } from '@clearline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { wallClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import type { ClientInfo } from '../../platform/http';
import { sha256Hex } from '../../platform/sha256';
import { audit } from '../audit/index';
import * as repo from './auth.repository';
import type { AuthService } from './auth.service';
import {
  authorizationUrl,
  discover,
  exchangeCode,
  OidcError,
  randomToken,
  verifiedEmail,
  verifyIdToken,
} from './oidc-client';

/** The cookie that ties a sign-in to the browser that started it (login CSRF). */
const COOKIE = 'clearline_oidc';
const COOKIE_PATH = '/api/auth/oidc';
const FLOW_TTL_MS = 10 * 60_000;
const LABELS: Record<OidcProvider, string> = { auth0: 'Auth0', firebase: 'Firebase' };

export const oidcMessages = {
  notConfigured: (p: OidcProvider) => `${LABELS[p]} sign-in is not configured on this server.`,
  flowUnusable: 'This sign-in has expired or was already used. Please sign in again.',
  otherBrowser: 'This sign-in was started in another browser. Please sign in again.',
  noVerifiedEmail: 'The sign-in service did not confirm an e-mail address for you.',
  unknownEmail: (email: string) =>
    `No Clearline member uses the e-mail ${email}. Ask your administrator for an invitation.`,
};

const failed = (error: string, provider?: OidcProvider) => ({
  success: false,
  error,
  mfa: false,
  ...(provider ? { provider } : {}),
});

function cookieOf(req: FastifyRequest): string | undefined {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

function setCookie(reply: FastifyReply, req: FastifyRequest, value: string, maxAgeSeconds: number) {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE}=${value}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`,
  );
}

/**
 * External sign-in on the login page's Firebase and Auth0 tabs (issue 17): OpenID Connect's authorization
 * code flow with PKCE. State, nonce and verifier stay server-side (`oidc_logins`); the browser holds only
 * a random binding in an HttpOnly cookie. The person is the existing member with the provider-verified
 * e-mail: nobody is created or added to an organisation here.
 */
export class OidcService {
  constructor(
    private readonly ctx: AppContext,
    private readonly auth: AuthService,
  ) {}

  providers() {
    return {
      providers: (['auth0', 'firebase'] as const).map((provider) => ({
        provider,
        configured: this.ctx.config.oidc[provider] !== undefined,
      })),
    };
  }

  async start(provider: OidcProvider, publicUrl: string, req: FastifyRequest, reply: FastifyReply) {
    const settings = this.ctx.config.oidc[provider];
    if (!settings) throw badRequest(oidcMessages.notConfigured(provider));
    let doc: Awaited<ReturnType<typeof discover>>;
    try {
      doc = await discover(settings);
    } catch (error) {
      if (error instanceof OidcError) throw badRequest(error.message);
      throw error;
    }
    const { db, now } = this.ctx;
    const state = randomToken();
    const nonce = randomToken();
    const codeVerifier = randomToken();
    const browser = randomToken();
    const redirectUri = `${publicUrl.replace(/\/$/, '')}/callback`;
    await repo.pruneOidcLogins(db, new Date(now().getTime() - 86_400_000));
    await repo.insertOidcLogin(db, {
      stateHash: sha256Hex(state),
      browserHash: sha256Hex(browser),
      provider,
      nonce,
      codeVerifier,
      redirectUri,
      expiresAt: new Date(now().getTime() + FLOW_TTL_MS),
    });
    setCookie(reply, req, browser, FLOW_TTL_MS / 1000);
    return { authorizationUrl: authorizationUrl(doc, settings, { redirectUri, state, nonce, codeVerifier }) };
  }

  async callback(
    body: { code: string; state: string },
    req: FastifyRequest,
    reply: FastifyReply,
    client: ClientInfo,
  ): Promise<LoginResponse & { provider?: OidcProvider }> {
    const { db, now } = this.ctx;
    const browser = cookieOf(req);
    setCookie(reply, req, '', 0);
    const flow = await repo.consumeOidcLogin(db, sha256Hex(body.state), now());
    if (!flow) return failed(oidcMessages.flowUnusable);
    const provider = flow.provider as OidcProvider;
    if (!browser || sha256Hex(browser) !== flow.browserHash)
      return failed(oidcMessages.otherBrowser, provider);
    const settings = this.ctx.config.oidc[provider];
    if (!settings) return failed(oidcMessages.notConfigured(provider), provider);
    try {
      const doc = await discover(settings);
      const tokens = await exchangeCode(doc, settings, {
        code: body.code,
        redirectUri: flow.redirectUri,
        codeVerifier: flow.codeVerifier,
      });
      const claims = await verifyIdToken(doc, settings, tokens.idToken, flow.nonce, wallClock());
      const email = await verifiedEmail(doc, claims, tokens.accessToken);
      if (!email?.verified)
        return this.refuse(provider, client, 'unverified_email', oidcMessages.noVerifiedEmail);
      return await this.signIn(provider, normaliseEmail(email.email), client);
    } catch (error) {
      if (error instanceof OidcError) return this.refuse(provider, client, 'provider_refused', error.message);
      throw error;
    }
  }

  /** The member with this e-mail, through the same checks as a password sign-in (lock, second factor). */
  private async signIn(provider: OidcProvider, email: string, client: ClientInfo) {
    const { db } = this.ctx;
    const user = await repo.findUserByEmail(db, email);
    const memberships = user ? await repo.membershipsOf(db, user.id) : [];
    if (!user || memberships.length === 0)
      return this.refuse(provider, client, 'unknown_email', oidcMessages.unknownEmail(email));
    if (user.lockedAt) {
      await audit.record(db, {
        actorUserId: user.id,
        action: 'auth.login_refused_locked',
        details: { via: provider },
        ip: client.ip,
      });
      return failed(MESSAGES.locked, provider);
    }
    const mfaRequired = await this.auth.mfa.isRequired(user.id);
    if (mfaRequired.required) {
      return {
        success: true,
        error: '',
        mfa: true,
        mfa_token: await this.auth.mfa.openChallenge(user.id, client),
        mfa_factors: ['TOTP' as const, 'Email' as const],
        totp_enrolled: mfaRequired.enrolled,
        provider,
      };
    }
    const accessToken = await this.auth.openSession(user.id, client, provider);
    return { success: true, error: '', mfa: false, access_token: accessToken, provider };
  }

  private async refuse(provider: OidcProvider, client: ClientInfo, reason: string, message: string) {
    await audit.record(this.ctx.db, {
      action: 'auth.login_failed',
      details: { reason, via: provider },
      ip: client.ip,
    });
    return failed(message, provider);
  }
}
