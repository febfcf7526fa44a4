import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend';
import { mockUrl } from './origin';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers as loose JSON and assert on them.
type Json = any;

/** A fresh backend per test (fixed seed and clock) and a call helper that returns status and JSON. */
export function testBackend(options: MockBackendOptions = {}) {
  let now = Date.UTC(2026, 10, 29, 9, 0, 0);
  const backend: MockBackend = createMockBackend({ clock: () => now, ...options });
  const call = async <T = Json>(
    method: 'GET' | 'POST',
    path: string,
    input?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }> => {
    const url = new URL(mockUrl(path));
    if (method === 'GET')
      for (const [k, v] of Object.entries(input ?? {})) url.searchParams.set(k, String(v));
    const response = await backend.handle(
      new Request(url, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
      }),
    );
    return { status: response.status, body: (await response.json()) as T };
  };
  return {
    backend,
    call,
    get: <T = Json>(path: string, query?: Record<string, unknown>, headers?: Record<string, string>) =>
      call<T>('GET', path, query, headers),
    post: <T = Json>(path: string, body?: Record<string, unknown>) => call<T>('POST', path, body),
    advance: (ms: number) => {
      now += ms;
    },
  };
}
