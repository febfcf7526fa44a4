import { afterEach, describe, expect, it } from 'vitest';
import { demoApi, MockApiError } from './client';
import { resetMockBackend } from './start';
import { testBackend } from './test-helpers';

describe('the mock backend as a whole', () => {
  afterEach(() => resetMockBackend());

  it('installs nothing on the page: fetch and XMLHttpRequest stay the real ones', async () => {
    const realFetch = globalThis.fetch;
    const realXhr = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
    await demoApi.get('/api/faq');
    expect(globalThis.fetch).toBe(realFetch);
    expect((globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest).toBe(realXhr);
  });

  it('answers a path it does not serve with 404, never by passing it on (no real endpoint is shadowed or reached)', async () => {
    const { get, post } = testBackend();
    expect((await get('/api/users/me')).status).toBe(404);
    expect((await post('/api/auth/zero/login', { email: 'a', password: 'b' })).status).toBe(404);
    expect((await get('/api/bankRec/items/notification')).body.error).toMatch(/No demo endpoint/);
  });

  it('generates the same data from the same seed, and other data from another', async () => {
    const a = await testBackend({ seed: 7 }).get('/api/e-commerce-app/products');
    const b = await testBackend({ seed: 7 }).get('/api/e-commerce-app/products');
    const c = await testBackend({ seed: 8 }).get('/api/e-commerce-app/products');
    expect(a.body).toEqual(b.body);
    expect(c.body).not.toEqual(a.body);
  });

  it('gives the demo client the answers, and errors as MockApiError with the spec message', async () => {
    const kb = await demoApi.get('/api/knowledge-base');
    expect(kb).toHaveLength(4);
    const refused = await demoApi
      .get('/api/scrumboard-app/board', { boardId: 'none' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MockApiError);
    expect(refused).toMatchObject({ status: 404, message: 'Requested board do not exist.' });
    const signIn = await demoApi.get('/api/auth', { email: 'x@y.z', password: 'p' }).catch((e: unknown) => e);
    expect(signIn).toMatchObject({ status: 400, message: 'Check your username/email' });
  });
});
