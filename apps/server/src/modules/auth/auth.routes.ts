import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, clientOf, publicUrlOf, registerRoute } from '../../platform/http';
import type { AuthService } from './auth.service';
import type { OidcService } from './oidc.service';

const routes = contracts.auth;

export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: AuthService,
  oidc: OidcService,
): void {
  const limit = { rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: 60_000 } };

  registerRoute(app, ctx.auth, routes.publicKey, async () => ({
    alg: 'RSA-OAEP-256' as const,
    kid: ctx.keys.login.kid,
    jwk: {
      kty: 'RSA' as const,
      n: ctx.keys.login.publicJwk.n ?? '',
      e: ctx.keys.login.publicJwk.e ?? '',
      alg: 'RSA-OAEP-256',
      use: 'enc',
      kid: ctx.keys.login.kid,
    },
  }));

  registerRoute(
    app,
    ctx.auth,
    routes.login,
    async ({ body, req }) => service.login(body, clientOf(req)),
    limit,
  );

  registerRoute(
    app,
    ctx.auth,
    routes.loginMfa,
    async ({ body, req }) =>
      service.mfa.verifyCode(body, clientOf(req), (userId, client, reason) =>
        service.countFailure(userId, client, reason),
      ),
    limit,
  );

  registerRoute(
    app,
    ctx.auth,
    routes.loginMfaFactor,
    async ({ body }) => service.mfa.chooseFactor(body),
    limit,
  );

  registerRoute(app, ctx.auth, routes.accessToken, async (c) => {
    const caller = callerOf(c);
    return {
      user: await service.sessionUser(
        caller.userId,
        caller.organizationId,
        await service.signInSource(caller.sessionId),
      ),
      access_token: await ctx.tokens.issue({ sub: caller.userId, sid: caller.sessionId }),
    };
  });

  registerRoute(
    app,
    ctx.auth,
    routes.register,
    async ({ body, req }) => service.register(body, clientOf(req)),
    limit,
  );

  registerRoute(app, ctx.auth, routes.userUpdate, async (c) => {
    const caller = callerOf(c);
    const { settings, shortcuts } = c.body.user.data;
    await service.updatePreferences(caller.userId, {
      ...(settings ? { settings } : {}),
      ...(shortcuts ? { shortcuts } : {}),
    });
    return { success: true as const };
  });

  registerRoute(app, ctx.auth, routes.logout, async (c) => {
    const caller = callerOf(c);
    await service.logout(caller.sessionId, caller.userId, clientOf(c.req));
    return { success: true as const };
  });

  // Issue 17: external sign-in (OpenID Connect) for the Firebase and Auth0 tabs.
  registerRoute(app, ctx.auth, routes.oidcProviders, async () => oidc.providers());
  registerRoute(
    app,
    ctx.auth,
    routes.oidcStart,
    async ({ body, req, reply }) => oidc.start(body.provider, publicUrlOf(ctx.config, req), req, reply),
    limit,
  );
  registerRoute(
    app,
    ctx.auth,
    routes.oidcCallback,
    async ({ body, req, reply }) => oidc.callback(body, req, reply, clientOf(req)),
    limit,
  );
}
