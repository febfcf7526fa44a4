import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { OidcProviderConfig } from '../../platform/config';

/**
 * The relying-party half of OpenID Connect (authorization code with PKCE, issue 17), on jose alone:
 * discovery, the authorization URL, the code exchange and the ID token's verification (signature from
 * the provider's JWKS, issuer, audience, expiry, nonce). No state here beyond cached discovery documents.
 */

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/** A refusal of the provider's answer; the message is safe to show (never a token). */
export class OidcError extends Error {}

const DISCOVERY_TTL_MS = 10 * 60_000;
const TIMEOUT_MS = 10_000;
const discoveries = new Map<string, { doc: Discovery; until: number }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export const randomToken = () => randomBytes(32).toString('base64url');
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function fetchJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw new OidcError('The sign-in service could not be reached. Please try again later.');
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const reason = typeof body.error_description === 'string' ? body.error_description : body.error;
    throw new OidcError(`The sign-in service refused the request${reason ? `: ${String(reason)}` : ''}.`);
  }
  return body;
}

/** The provider's discovery document; its issuer must be exactly the configured one (OIDC Discovery §4.3). */
export async function discover(provider: OidcProviderConfig, now = Date.now()): Promise<Discovery> {
  const cached = discoveries.get(provider.issuer);
  if (cached && cached.until > now) return cached.doc;
  const doc = (await fetchJson(
    `${provider.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
  )) as unknown as Discovery;
  if (doc.issuer !== provider.issuer)
    throw new OidcError('The sign-in service is not the one configured (issuer mismatch).');
  for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const)
    if (typeof doc[key] !== 'string') throw new OidcError(`The sign-in service publishes no ${key}.`);
  discoveries.set(provider.issuer, { doc, until: now + DISCOVERY_TTL_MS });
  return doc;
}

export function authorizationUrl(
  doc: Discovery,
  provider: OidcProviderConfig,
  values: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): string {
  const url = new URL(doc.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', values.redirectUri);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', values.state);
  url.searchParams.set('nonce', values.nonce);
  url.searchParams.set('code_challenge', pkceChallenge(values.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** Exchanges the code (client_secret_basic, the PKCE verifier) for the ID token and access token. */
export async function exchangeCode(
  doc: Discovery,
  provider: OidcProviderConfig,
  values: { code: string; redirectUri: string; codeVerifier: string },
): Promise<{ idToken: string; accessToken: string | undefined }> {
  const basic = Buffer.from(
    `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`,
  ).toString('base64');
  const body = await fetchJson(doc.token_endpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: values.code,
      redirect_uri: values.redirectUri,
      code_verifier: values.codeVerifier,
    }).toString(),
  });
  if (typeof body.id_token !== 'string') throw new OidcError('The sign-in service returned no ID token.');
  return {
    idToken: body.id_token,
    accessToken: typeof body.access_token === 'string' ? body.access_token : undefined,
  };
}

/**
 * Verifies the ID token: signature against the provider's published keys, issuer, audience (our client
 * id), expiry and the nonce of this sign-in. Returns its claims.
 */
export async function verifyIdToken(
  doc: Discovery,
  provider: OidcProviderConfig,
  idToken: string,
  nonce: string,
  currentDate?: Date,
): Promise<JWTPayload> {
  let keys = keySets.get(doc.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(doc.jwks_uri));
    keySets.set(doc.jwks_uri, keys);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: provider.issuer,
      audience: provider.clientId,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      ...(currentDate ? { currentDate } : {}),
    }));
  } catch (error) {
    const claim = (error as { claim?: string }).claim;
    throw new OidcError(
      `The sign-in service's ID token was refused${claim ? ` (${claim})` : ''}. Please sign in again.`,
    );
  }
  if (payload.nonce !== nonce) throw new OidcError("The sign-in service's ID token was refused (nonce).");
  return payload;
}

/** The person's e-mail and whether the provider verified it: from the ID token, else its userinfo endpoint. */
export async function verifiedEmail(
  doc: Discovery,
  claims: JWTPayload,
  accessToken: string | undefined,
): Promise<{ email: string; verified: boolean } | null> {
  let source: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string' && doc.userinfo_endpoint && accessToken) {
    const info = await fetchJson(doc.userinfo_endpoint, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    // Userinfo speaks of the same person as the ID token or not at all (OIDC Core §5.3.2).
    if (info.sub !== claims.sub) throw new OidcError('The sign-in service answered for another person.');
    source = info;
  }
  if (typeof source.email !== 'string') return null;
  return { email: source.email, verified: source.email_verified === true };
}
