import { HttpResponse, http, type RequestHandler } from 'msw';
import { mockUrl } from './origin';

export { MOCK_ORIGIN, mockUrl } from './origin';

export type Handler = RequestHandler;

/** Handlers on the mock origin: `get('/api/faq', resolver)`. */
export const mock = {
  get: (path: string, resolver: Parameters<typeof http.get>[1]) => http.get(mockUrl(path), resolver),
  post: (path: string, resolver: Parameters<typeof http.post>[1]) => http.post(mockUrl(path), resolver),
};

export function ok<T>(data: T): Response {
  return HttpResponse.json(data as never, { status: 200 });
}

/** An error answer: `{ error: message }`, or the field errors object the auth calls return. */
export function fail(status: number, error: unknown): Response {
  return HttpResponse.json({ error } as never, { status });
}

/** Spec §8's one mock error outside auth. */
export const BOARD_NOT_FOUND = 'Requested board do not exist.';

export const notFound = (what: string) => fail(404, `${what} not found`);

/** The JSON body of a request, or an empty object when it has none (or it is not JSON). */
export async function bodyOf<T extends object>(request: Request): Promise<Partial<T>> {
  try {
    const value: unknown = await request.json();
    return value && typeof value === 'object' ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** A short unique id for records the mock creates. */
let counter = 0;
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}
