import { contracts, SESSION_HEADER, SOCKET_HEADER } from '@clearline/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildPath, buildQuery, createApiClient } from './api-client';

const ME = {
  userDetails: { id: 'u1', name: 'Olivia Parker', profilePicture: '' },
  setting: { defaultOrganization: null, organizations: [] },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answers: Response[], token: string | null = 'old.token.here', socketId?: string) {
  let stored = token;
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next;
  });
  const onSignedOut = vi.fn();
  const remove = vi.fn(() => {
    stored = null;
  });
  const client = createApiClient({
    baseUrl: 'https://api.example',
    tokens: {
      get: () => stored,
      set: (t) => {
        stored = t;
      },
      remove,
    },
    sessionNumber: () => '7',
    socketId: () => socketId,
    onSignedOut,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, requests, onSignedOut, remove, token: () => stored };
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('api client', () => {
  it('sends the spec §7 headers with a token, and parses the response', async () => {
    const { client, requests } = setup([json(200, ME)], 'tok.en.1', 'sock-1');
    const me = await client.call(contracts.users.me);
    expect(me.userDetails.name).toBe('Olivia Parker');
    const [req] = requests;
    expect(req?.url).toBe('https://api.example/api/users/me');
    expect(req?.init.credentials).toBe('include');
    expect(header(req!.init, 'authorization')).toBe('Bearer tok.en.1');
    expect(header(req!.init, SESSION_HEADER)).toBe('7');
    expect(header(req!.init, SOCKET_HEADER)).toBe('sock-1');
  });

  it('leaves the socket header out without socket info, and all auth headers without a token', async () => {
    const withToken = setup([json(200, ME)]);
    await withToken.client.call(contracts.users.me);
    expect(header(withToken.requests[0]!.init, SOCKET_HEADER)).toBeNull();

    const without = setup([json(200, { name: 'clearline', status: 'ok', version: '1' })], null);
    await without.client.call(contracts.health.apiRoot);
    const init = without.requests[0]!.init;
    expect(header(init, 'authorization')).toBeNull();
    expect(header(init, SESSION_HEADER)).toBeNull();
    expect(without.remove).toHaveBeenCalled();
  });

  it('sends a JSON body', async () => {
    const { client, requests } = setup([
      json(200, { success: false, error: 'Invalid email or password', mfa: false }),
    ]);
    const answer = await client.call(contracts.auth.login, { body: { email: 'a', password: 'b', kid: 'k' } });
    expect(answer.error).toBe('Invalid email or password');
    expect(requests[0]?.init.method).toBe('POST');
    expect(header(requests[0]!.init, 'content-type')).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ email: 'a', password: 'b', kid: 'k' });
  });

  it('stores a refreshed token and retries once with it', async () => {
    const { client, requests, token, onSignedOut } = setup([
      json(401, {
        status: 401,
        code: 'invalid_token',
        message: 'jwt expired',
        error: [{ refresh_token: 'refresh', access_token: 'fresh.token.2' }],
      }),
      json(200, ME),
    ]);
    await expect(client.call(contracts.users.me)).resolves.toMatchObject({ userDetails: { id: 'u1' } });
    expect(requests).toHaveLength(2);
    expect(header(requests[1]!.init, 'authorization')).toBe('Bearer fresh.token.2');
    expect(token()).toBe('fresh.token.2');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('does not retry a second time', async () => {
    const refresh = () =>
      json(401, {
        status: 401,
        code: 'invalid_token',
        message: 'jwt expired',
        error: [{ refresh_token: 'refresh', access_token: 'again.and.again' }],
      });
    const { client, requests } = setup([refresh(), refresh()]);
    await expect(client.call(contracts.users.me)).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(2);
  });

  it('removes the token and signs out when the session has ended', async () => {
    const { client, token, onSignedOut } = setup([
      json(401, {
        status: 401,
        code: 'invalid_token',
        message: 'Your session has ended. Please sign in again.',
        error: [{ refresh_token: 'expired' }],
      }),
    ]);
    const error = await client.call(contracts.users.me).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_token' });
    expect(token()).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the token on a 401 the spec does not name', async () => {
    const { client, token, onSignedOut } = setup([
      json(401, {
        status: 401,
        code: 'invalid_token',
        message: 'Invalid access token detected',
        error: [{ code: 'invalid_token', message: 'invalid token' }],
      }),
    ]);
    await expect(client.call(contracts.users.me)).rejects.toMatchObject({ status: 401 });
    expect(token()).toBe('old.token.here');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('surfaces error envelopes, bad answers and network failures as ApiError', async () => {
    const rate = setup([json(429, { status: 429, code: 'rate_limited', message: 'Too many attempts.' })]);
    await expect(
      rate.client.call(contracts.auth.login, { body: { email: 'a', password: 'b', kid: 'k' } }),
    ).rejects.toMatchObject({ status: 429, code: 'rate_limited', message: 'Too many attempts.' });

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrong = setup([json(200, { unexpected: true })]);
    await expect(wrong.client.call(contracts.users.me)).rejects.toMatchObject({ code: 'invalid_response' });
    consoleError.mockRestore();

    const offline = createApiClient({
      baseUrl: '',
      tokens: { get: () => null, set: () => undefined, remove: () => undefined },
      sessionNumber: () => 'null',
      socketId: () => undefined,
      onSignedOut: () => undefined,
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(offline.call(contracts.health.apiRoot)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });
});

describe('typing', () => {
  it('takes its input types from the contract', () => {
    const { client } = setup([]);
    // Never called: these lines are checked by tsc.
    const checks = [
      // @ts-expect-error login needs a body
      () => client.call(contracts.auth.login),
      // @ts-expect-error the body's fields are typed
      () => client.call(contracts.auth.login, { body: { email: 1, password: 'b', kid: 'k' } }),
      // @ts-expect-error userInfo needs its path parameter
      () => client.call(contracts.users.userInfo),
      () => client.call(contracts.users.userInfo, { params: { id: 'x' } }),
      () => client.call(contracts.auth.loginMfaFactor, { body: { mfa_token: 't', mfa_option: 'Email' } }),
      () => client.call(contracts.users.me),
    ];
    expect(checks).toHaveLength(6);
  });
});

describe('paths and queries', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/users/userinfo/:id', { id: 'a b/c' })).toBe('/api/users/userinfo/a%20b%2Fc');
    expect(() => buildPath('/api/users/userinfo/:id', {})).toThrow(/id/);
  });

  it('builds a query string, skipping empty values', () => {
    expect(buildQuery({ service: 'Bank Rec', page: 1, none: undefined })).toBe('?service=Bank+Rec&page=1');
    expect(buildQuery({})).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});

describe('uploads and downloads', () => {
  it('sends a multipart form with the auth headers and no JSON content type, and parses the answer', async () => {
    const { client, requests } = setup(
      [json(202, { data: { importId: 'i1', status: 'In Progress', msg: 'a.bai2: In Progress' } })],
      'tok.en.1',
      'sock-1',
    );
    const form = new FormData();
    form.append('file', new Blob(['01,x/']), 'a.bai2');
    const answer = await client.upload(contracts.imports.upload, { query: { source: 'drop' }, form });
    expect(answer.data.importId).toBe('i1');
    const [req] = requests;
    expect(req?.url).toBe('https://api.example/api/bankRec/items/fileImport?source=drop');
    expect(req?.init.method).toBe('POST');
    expect(req?.init.body).toBe(form);
    expect(header(req!.init, 'content-type')).toBeNull();
    expect(header(req!.init, 'authorization')).toBe('Bearer tok.en.1');
    expect(header(req!.init, SOCKET_HEADER)).toBe('sock-1');
  });

  it("throws the server's refusal of an upload as it words it", async () => {
    const message = 'The file is larger than the 10 MB allowed here (10,485,760 bytes).';
    const { client } = setup([json(413, { status: 413, code: 'payload_too_large', message })]);
    const form = new FormData();
    await expect(client.upload(contracts.imports.upload, { query: {}, form })).rejects.toMatchObject({
      status: 413,
      message,
    });
  });

  it('downloads a file with its name, and refuses a failed one', async () => {
    const zip = new Response(new Uint8Array([80, 75, 3, 4]), {
      status: 200,
      headers: { 'content-disposition': 'attachment; filename="templates.zip"' },
    });
    const ok = setup([zip]);
    const file = await ok.client.download(contracts.imports.templateFile);
    expect(file.fileName).toBe('templates.zip');
    expect(file.blob.size).toBe(4);
    expect(header(ok.requests[0]!.init, 'authorization')).toBe('Bearer old.token.here');

    const denied = setup([
      json(403, { status: 403, code: 'forbidden', message: 'Unauthorized to perform operation' }),
    ]);
    await expect(denied.client.download(contracts.imports.templateFile)).rejects.toMatchObject({
      status: 403,
      message: 'Unauthorized to perform operation',
    });
  });
});
