import { type ResponseOf, type RouteContract, SESSION_HEADER, SOCKET_HEADER } from '@clearline/contracts';
import type { z } from 'zod';
import { ApiError, decideUnauthorized } from './api-errors';
import { config } from './config';
import { goToLogin } from './navigation';
import { getSessionNumber, getToken, removeToken, setToken } from './session';
import { getSocketId } from './socket-info';

export { ApiError, decideUnauthorized, errorMessage, isApiError } from './api-errors';

/**
 * The one typed client for the API. Every call names a route descriptor of @clearline/contracts, so its
 * path, method, input and response types come from the same zod schemas the server validates with:
 *
 *   const answer = await call(contracts.auth.login, { body: { email, password, kid } });
 *   const me = await call(contracts.users.me);
 *   await call(contracts.users.userInfo, { params: { id } });
 *
 * Responses are parsed with the route's response schema. Failures throw ApiError. A 401 follows spec §8.
 */

/** True when the descriptor declares that part (an absent part is typed as the bare z.ZodType). */
type Declared<S> = z.ZodType extends NonNullable<S> ? false : true;
type Part<K extends string, S> =
  Declared<S> extends true ? { [P in K]: z.input<NonNullable<S> & z.ZodType> } : { [P in K]?: undefined };

export type CallInput<C extends RouteContract> = Part<'params', C['params']> &
  Part<'query', C['query']> &
  Part<'body', C['body']> & {
    signal?: AbortSignal | undefined;
  };

/** The input may be left out when the route takes no params, query or body. */
export type CallArgs<C extends RouteContract> =
  Partial<CallInput<C>> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

interface LooseInput {
  params?: Record<string, unknown> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  /** A multipart body (upload): sent as is, the browser sets its Content-Type with the boundary. */
  form?: FormData | undefined;
  signal?: AbortSignal | undefined;
}

/** The input of a multipart upload: the route's params and query, and the form instead of a JSON body. */
export type UploadInput<C extends RouteContract> = Part<'params', C['params']> &
  Part<'query', C['query']> & {
    form: FormData;
    signal?: AbortSignal | undefined;
  };

/** A file answered by the API (a zip, a report), with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** Where the client keeps its token; the app uses localStorage (session.ts), tests pass a fake. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  remove(): void;
}

export interface ApiClientOptions {
  baseUrl: string;
  tokens: TokenStore;
  sessionNumber: () => string;
  socketId: () => string | undefined;
  /** Called when a 401 ends the session (the token has been removed already). */
  onSignedOut: () => void;
  fetch?: typeof fetch;
}

export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter '${name}'`);
    return encodeURIComponent(String(value));
  });
}

export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  /** The spec §7 headers: bearer token, session number and socket id when signed in. */
  function headersFor(hasBody: boolean): Headers {
    const headers = new Headers({ Accept: 'application/json' });
    if (hasBody) headers.set('Content-Type', 'application/json');
    const token = options.tokens.get();
    if (token) {
      headers.set('Authorization', `Bearer ${token}`);
      headers.set(SESSION_HEADER, options.sessionNumber());
      const socketId = options.socketId();
      if (socketId) headers.set(SOCKET_HEADER, socketId);
    } else {
      options.tokens.remove();
    }
    return headers;
  }

  /** One request with the spec §7 headers: a JSON body, a multipart form, or none. */
  async function fetchFor(contract: RouteContract, input: LooseInput): Promise<Response> {
    const url = `${options.baseUrl}${buildPath(contract.path, input.params)}${buildQuery(input.query)}`;
    const hasBody = input.form === undefined && input.body !== undefined && contract.method !== 'GET';
    const headers = headersFor(hasBody);
    try {
      return await doFetch(url, {
        method: contract.method,
        credentials: 'include',
        headers,
        ...(input.form !== undefined ? { body: input.form } : {}),
        ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
        ...(input.signal ? { signal: input.signal } : {}),
      });
    } catch (error) {
      if (input.signal?.aborted) throw error;
      throw ApiError.network(error);
    }
  }

  async function send(contract: RouteContract, input: LooseInput, retried: boolean): Promise<unknown> {
    const response = await fetchFor(contract, input);
    const body = await readBody(response);
    const bodyStatus =
      body && typeof body === 'object' && 'status' in body && typeof body.status === 'number'
        ? body.status
        : null;

    if (response.status === 401 || bodyStatus === 401) {
      const decision = decideUnauthorized(body);
      if (decision.action === 'refresh') {
        options.tokens.set(decision.accessToken);
        if (!retried) return send(contract, input, true);
      } else if (decision.action === 'signOut') {
        options.tokens.remove();
        options.onSignedOut();
      }
      throw ApiError.fromResponse(401, response.statusText, body);
    }
    if (!response.ok) throw ApiError.fromResponse(response.status, response.statusText, body);

    const parsed = contract.response.safeParse(body);
    if (!parsed.success) {
      console.error(
        `Response of ${contract.method} ${contract.path} does not match its contract`,
        parsed.error,
      );
      throw ApiError.invalidResponse(response.status, parsed.error.issues);
    }
    return parsed.data;
  }

  async function call<C extends RouteContract>(contract: C, ...args: CallArgs<C>): Promise<ResponseOf<C>> {
    const input = (args[0] ?? {}) as LooseInput;
    return (await send(contract, input, false)) as ResponseOf<C>;
  }

  /**
   * A multipart upload (e.g. `upload(contracts.imports.upload, { query, form })`): the same headers,
   * 401 rule, errors and response parsing as `call`, with a FormData body.
   */
  async function upload<C extends RouteContract>(contract: C, input: UploadInput<C>): Promise<ResponseOf<C>> {
    return (await send(contract, input as LooseInput, false)) as ResponseOf<C>;
  }

  /** A file the API answers (GET with the same headers): its bytes and its name. Failures throw ApiError. */
  async function download<C extends RouteContract>(
    contract: C,
    ...args: CallArgs<C>
  ): Promise<DownloadedFile> {
    const input = (args[0] ?? {}) as LooseInput;
    let response = await fetchFor(contract, input);
    if (response.status === 401) {
      const decision = decideUnauthorized(await readBody(response));
      if (decision.action === 'refresh') {
        options.tokens.set(decision.accessToken);
        response = await fetchFor(contract, input);
      } else if (decision.action === 'signOut') {
        options.tokens.remove();
        options.onSignedOut();
      }
    }
    if (!response.ok) {
      throw ApiError.fromResponse(response.status, response.statusText, await readBody(response));
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
    return { blob: await response.blob(), fileName };
  }

  return { call, upload, download };
}

export const apiClient = createApiClient({
  baseUrl: config.apiBaseUrl,
  tokens: { get: getToken, set: setToken, remove: removeToken },
  sessionNumber: getSessionNumber,
  socketId: getSocketId,
  onSignedOut: goToLogin,
});

/** Calls one API route. See the top of this file. */
export const call = apiClient.call;
/** Sends a multipart form to one API route (file uploads). */
export const upload = apiClient.upload;
/** Fetches a file one API route answers (template zips, reports). */
export const download = apiClient.download;
