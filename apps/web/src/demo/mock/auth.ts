import { bodyOf, fail, type Handler, mock, ok, queryOf } from './http';
import { DAY_MS } from './random';

/** Spec §9: the mock access token lives 2 days. */
export const ACCESS_TOKEN_LIFETIME_MS = 2 * DAY_MS;

/** Spec §5 and §8: the mock auth messages, word for word. */
export const AUTH_MESSAGES = {
  unknownEmail: 'Check your username/email',
  wrongPassword: 'Check your password',
  emailInUse: 'The email is already in use',
  noDisplayName: 'Enter display name',
  invalidToken: 'Invalid access token detected',
} as const;

export interface DemoUserSettings {
  layout: { style: 'layout1' | 'layout2'; config: Record<string, unknown> };
  theme: { main: string; navbar: string; toolbar: string; footer: string };
  customScrollbars: boolean;
}

/** Spec §3 "Mock user". */
export interface MockUser {
  uuid: string;
  from: 'custom-db';
  password: string;
  role: 'admin' | 'staff';
  data: {
    displayName: string;
    photoURL: string;
    email: string;
    settings: Partial<DemoUserSettings>;
    shortcuts: string[];
  };
}

/** What the calls return: the user without its password. */
export type PublicUser = Omit<MockUser, 'password'>;

/** The two template accounts (spec §6): each with its own layout, theme and shortcut list. */
export function generateUsers(): MockUser[] {
  const account = (
    role: MockUser['role'],
    displayName: string,
    settings: DemoUserSettings,
    shortcuts: string[],
  ): MockUser => ({
    uuid: `demo-${role}`,
    from: 'custom-db',
    password: role,
    role,
    data: { displayName, photoURL: '', email: `${role}@clearline.demo`, settings, shortcuts },
  });
  return [
    account(
      'admin',
      'Abbott Keller',
      {
        layout: { style: 'layout1', config: { mode: 'fullwidth', navbar: { folded: false } } },
        theme: { main: 'default', navbar: 'defaultDark', toolbar: 'default', footer: 'defaultDark' },
        customScrollbars: true,
      },
      ['calendar', 'mail', 'contacts'],
    ),
    account(
      'staff',
      'Arnold Matthews',
      {
        layout: { style: 'layout2', config: { mode: 'boxed' } },
        theme: { main: 'greeny', navbar: 'greeny', toolbar: 'greeny', footer: 'greeny' },
        customScrollbars: true,
      },
      ['calendar', 'mail', 'contacts', 'todo'],
    ),
  ];
}

// The demo's tokens are signed in the page with a fixed key: they secure nothing and are only ever read
// by this mock. The real server signs with its own keys and refuses them.
const SECRET = new TextEncoder().encode('clearline-demo-mock-backend');
const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
}

async function sign(data: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', SECRET, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data))));
}

/** A signed token (JWT, HS256) naming the user, valid for spec §9's 2 days from `now`. */
export async function issueToken(uuid: string, now: number): Promise<string> {
  const header = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const iat = Math.floor(now / 1000);
  const payload = { id: uuid, iat, exp: iat + ACCESS_TOKEN_LIFETIME_MS / 1000 };
  const body = base64url(encoder.encode(JSON.stringify(payload)));
  return `${header}.${body}.${await sign(`${header}.${body}`)}`;
}

/** The user id of a token whose signature holds and that has not expired (spec §9: checked in seconds). */
export async function verifyToken(token: string, now: number): Promise<string | null> {
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature || (await sign(`${header}.${body}`)) !== signature) return null;
  try {
    const payload = JSON.parse(fromBase64url(body)) as { id?: unknown; exp?: unknown };
    if (typeof payload.id !== 'string' || typeof payload.exp !== 'number') return null;
    return payload.exp > Math.floor(now / 1000) ? payload.id : null;
  } catch {
    return null;
  }
}

const publicUser = ({ password: _password, ...user }: MockUser): PublicUser => user;

/**
 * The template's mock auth calls (spec §7, rules in §5): sign-in, token refresh and registration, all
 * against the users held in the page. The real server's /api/auth/* is never involved: only the demo
 * client's requests reach these handlers.
 */
export function authHandlers(users: MockUser[], clock: () => number): Handler[] {
  return [
    mock.get('/api/auth', async ({ request }) => {
      const query = queryOf(request);
      const email = (query.get('email') ?? '').trim().toLowerCase();
      const password = query.get('password') ?? '';
      const user = users.find((u) => u.data.email === email);
      const error = {
        email: user ? null : AUTH_MESSAGES.unknownEmail,
        password: user && user.password !== password ? AUTH_MESSAGES.wrongPassword : null,
      };
      if (!user || error.password) return fail(400, error);
      return ok({ user: publicUser(user), access_token: await issueToken(user.uuid, clock()) });
    }),
    mock.get('/api/auth/access-token', async ({ request }) => {
      const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
      const token = bearer || queryOf(request).get('access_token') || '';
      const id = await verifyToken(token, clock());
      const user = id ? users.find((u) => u.uuid === id) : undefined;
      if (!user) return fail(401, AUTH_MESSAGES.invalidToken);
      return ok({ user: publicUser(user), access_token: await issueToken(user.uuid, clock()) });
    }),
    // Spec §5: the e-mail must be unused and the display name given; the password is not checked.
    // Spec §6: demo registrations get the admin role.
    mock.post('/api/auth/register', async ({ request }) => {
      const body = await bodyOf<{ displayName: string; password: string; email: string }>(request);
      const email = (body.email ?? '').trim().toLowerCase();
      const displayName = (body.displayName ?? '').trim();
      const error = {
        email: users.some((u) => u.data.email === email) ? AUTH_MESSAGES.emailInUse : null,
        displayName: displayName ? null : AUTH_MESSAGES.noDisplayName,
        password: null,
      };
      if (error.email || error.displayName) return fail(400, error);
      const user: MockUser = {
        uuid: `demo-${users.length + 1}-${clock().toString(36)}`,
        from: 'custom-db',
        password: body.password ?? '',
        role: 'admin',
        data: { displayName, photoURL: '', email, settings: {}, shortcuts: [] },
      };
      users.push(user);
      return ok({ user: publicUser(user), access_token: await issueToken(user.uuid, clock()) });
    }),
  ];
}
