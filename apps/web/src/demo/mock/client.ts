import { mockUrl } from './origin';
import type { MockGetRoutes, MockPostRoutes } from './routes';
import { startMockBackend } from './start';

/** A refused demo call: the status and the `error` of the answer (a message, or the auth field errors). */
export class MockApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: unknown,
  ) {
    super(MockApiError.messageOf(error, status));
    this.name = 'MockApiError';
  }

  /** Field errors ({ email: 'Check your username/email', password: null }) read as their messages. */
  static messageOf(error: unknown, status: number): string {
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object') {
      const messages = Object.values(error).filter((v): v is string => typeof v === 'string');
      if (messages.length > 0) return messages.join(' ');
    }
    return `Demo call failed (${status})`;
  }
}

async function send<T>(request: Request): Promise<T> {
  const backend = await startMockBackend();
  const response = await backend.handle(request);
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new MockApiError(response.status, (payload as { error?: unknown } | null)?.error);
  return payload as T;
}

function urlOf(path: string, query: object | undefined): string {
  const url = new URL(mockUrl(path));
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  return url.toString();
}

type GetArgs<P extends keyof MockGetRoutes> = MockGetRoutes[P]['query'] extends undefined
  ? [query?: undefined, init?: { token?: string }]
  : [query: MockGetRoutes[P]['query'], init?: { token?: string }];

/**
 * The demo pages' client. It calls the mock backend held in the page, and nothing else: it has no way to
 * reach the real server, and the real API client never reaches the mock.
 *
 *   const faq = await demoApi.get('/api/faq');
 *   const board = await demoApi.get('/api/scrumboard-app/board', { boardId });
 *   await demoApi.post('/api/mail-app/send', { to, subject, content });
 */
export const demoApi = {
  get<P extends keyof MockGetRoutes>(
    path: P,
    ...[query, init]: GetArgs<P>
  ): Promise<MockGetRoutes[P]['response']> {
    const headers = init?.token ? { authorization: `Bearer ${init.token}` } : undefined;
    return send(new Request(urlOf(path, query), { method: 'GET', headers }));
  },
  post<P extends keyof MockPostRoutes>(
    path: P,
    body: MockPostRoutes[P]['body'],
  ): Promise<MockPostRoutes[P]['response']> {
    return send(
      new Request(mockUrl(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  },
};

/**
 * Where a demo sign-in keeps its token: its own key, never the product's session (a demo token in the
 * product's place would look like a signed-in tenant user to the shell).
 */
export const DEMO_TOKEN_KEY = 'clearline.demo.accessToken';
export const demoSession = {
  get: (): string | null => localStorage.getItem(DEMO_TOKEN_KEY),
  set: (token: string) => localStorage.setItem(DEMO_TOKEN_KEY, token),
  remove: () => localStorage.removeItem(DEMO_TOKEN_KEY),
};
