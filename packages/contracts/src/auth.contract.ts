import { z } from 'zod';
import { text } from './fields';
import { route } from './route';
import { UserSettings } from './users.contract';

const base64url = z
  .string()
  .min(1)
  .max(2048)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

export const PublicKeyResponse = z.object({
  alg: z.literal('RSA-OAEP-256'),
  kid: z.string(),
  jwk: z.object({
    kty: z.literal('RSA'),
    n: z.string(),
    e: z.string(),
    alg: z.string(),
    use: z.string(),
    kid: z.string(),
  }),
});

/** Spec §3 login response: success, error, mfa, mfa_token, access_token. */
export const LoginResponse = z.object({
  success: z.boolean(),
  error: z.string(),
  mfa: z.boolean(),
  mfa_token: z.string().optional(),
  access_token: z.string().optional(),
  /** The factors the user can use for the second step, and whether TOTP is enrolled yet. */
  mfa_factors: z.array(z.enum(['TOTP', 'Email'])).optional(),
  totp_enrolled: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const LoginBody = z.object({
  /** The lower-cased e-mail, RSA-OAEP(SHA-256) encrypted with the public key, base64url. */
  email: base64url,
  /** The password, encrypted the same way. */
  password: base64url,
  kid: text(200).min(1),
});

export const MfaBody = z.object({
  mfa_token: text(200).min(10),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be 6 digits'),
});

export const MfaFactorBody = z.object({
  mfa_token: text(200).min(10),
  mfa_option: z.enum(['TOTP', 'Email']),
  /** True to start enrolling an authenticator app (TOTP) for a user who has none. */
  enroll_auth: z.boolean().default(false),
  email: text(254).default(''),
});

export const MfaFactorResponse = z.object({
  success: z.boolean(),
  error: z.string(),
  mfa_option: z.enum(['TOTP', 'Email']),
  /** For TOTP enrolment: the otpauth URI, a QR code of it as a data URL, and the base32 secret. */
  otpauth_url: z.string().optional(),
  qr: z.string().optional(),
  secret: z.string().optional(),
  message: z.string().optional(),
});

/** The signed-in user as the browser keeps it (spec §3 Session and user). */
export const SessionUser = z.object({
  uuid: z.string(),
  /**
   * Identity source: 'clearline' for a password sign-in against this server, else the identity provider
   * whose tab signed the person in (issue 17).
   */
  from: z.enum(['clearline', 'auth0', 'firebase']),
  role: z.literal('tenant'),
  data: z.object({
    displayName: z.string(),
    photoURL: z.string(),
    email: z.string(),
    settings: UserSettings,
    shortcuts: z.array(z.string()),
  }),
  organizations: z.array(z.object({ _id: z.string(), coName: z.string() })),
  disorgId: z.string().nullable(),
  /** Numeric role ids held in the current organisation. */
  roles: z.array(z.number().int()),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const AccessTokenResponse = z.union([
  z.object({ user: SessionUser, access_token: z.string() }),
  z.object({ error: z.string() }),
]);

export const RegisterBody = z.object({
  displayName: text(100),
  password: text(256),
  email: text(254),
});

export const RegisterResponse = z.union([
  z.object({ user: SessionUser, access_token: z.string() }),
  z.object({
    error: z.object({
      displayName: z.string().optional(),
      email: z.string().optional(),
      password: z.string().optional(),
    }),
  }),
]);

export const UserUpdateBody = z.object({
  user: z.object({
    data: z.object({
      settings: UserSettings.optional(),
      shortcuts: z.array(text(300)).max(50).optional(),
    }),
  }),
});

export const OkResponse = z.object({ success: z.literal(true) });

// Issue 17: external sign-in (OpenID Connect) on the login page's Firebase and Auth0 tabs.
export const OidcProvider = z.enum(['auth0', 'firebase']);
export type OidcProvider = z.infer<typeof OidcProvider>;

export const OidcProvidersResponse = z.object({
  providers: z.array(z.object({ provider: OidcProvider, configured: z.boolean() })),
});

export const OidcStartBody = z.object({ provider: OidcProvider });
export const OidcStartResponse = z.object({ authorizationUrl: z.string() });

export const OidcCallbackBody = z.object({
  code: text(2048).min(1),
  state: text(200).min(10),
});

/** The password sign-in's answer (a token or an MFA step), and which provider it was. */
export const OidcCallbackResponse = LoginResponse.extend({ provider: OidcProvider.optional() });

export const authRoutes = {
  publicKey: route({
    method: 'GET',
    path: '/api/auth/public-key',
    access: 'public',
    summary: 'The RSA public key the browser encrypts the e-mail and password with',
    tags: ['auth'],
    response: PublicKeyResponse,
  }),
  login: route({
    method: 'POST',
    path: '/api/auth/zero/login',
    access: 'public',
    summary: 'Password sign-in (encrypted credentials); returns a token or an MFA challenge',
    tags: ['auth'],
    body: LoginBody,
    response: LoginResponse,
  }),
  loginMfa: route({
    method: 'POST',
    path: '/api/auth/zero/login/mfa',
    access: 'public',
    summary: 'Second step: a TOTP or e-mailed code for an MFA challenge',
    tags: ['auth'],
    body: MfaBody,
    response: LoginResponse,
  }),
  loginMfaFactor: route({
    method: 'POST',
    path: '/api/auth/zero/login/mfafactor',
    access: 'public',
    summary: 'Choose the second factor: e-mail a code, or enrol an authenticator app',
    tags: ['auth'],
    body: MfaFactorBody,
    response: MfaFactorResponse,
  }),
  accessToken: route({
    method: 'GET',
    path: '/api/auth/access-token',
    access: 'session',
    summary: 'A fresh access token and the signed-in user',
    tags: ['auth'],
    response: AccessTokenResponse,
  }),
  register: route({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    summary: 'Create an account (no organisation until an administrator adds it)',
    tags: ['auth'],
    body: RegisterBody,
    response: RegisterResponse,
  }),
  userUpdate: route({
    method: 'POST',
    path: '/api/auth/user/update',
    access: 'session',
    summary: "Save the user's layout settings and shortcuts",
    tags: ['auth'],
    body: UserUpdateBody,
    response: OkResponse,
  }),
  logout: route({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'session',
    summary: 'End the current session',
    tags: ['auth'],
    response: OkResponse,
  }),
  // Issue 17 from here.
  oidcProviders: route({
    method: 'GET',
    path: '/api/auth/oidc/providers',
    access: 'public',
    summary: 'Which external sign-in tabs (Auth0, Firebase) this deployment has configured',
    tags: ['auth'],
    response: OidcProvidersResponse,
  }),
  oidcStart: route({
    method: 'POST',
    path: '/api/auth/oidc/start',
    access: 'public',
    summary: "Start an OpenID Connect sign-in: the provider's authorization URL (code flow with PKCE)",
    tags: ['auth'],
    body: OidcStartBody,
    response: OidcStartResponse,
  }),
  oidcCallback: route({
    method: 'POST',
    path: '/api/auth/oidc/callback',
    access: 'public',
    summary: 'Complete an OpenID Connect sign-in from /callback: the member with that verified e-mail',
    tags: ['auth'],
    body: OidcCallbackBody,
    response: OidcCallbackResponse,
  }),
};
