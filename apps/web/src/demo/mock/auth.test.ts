import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_MS } from './auth';
import { testBackend } from './test-helpers';

describe('mock auth (spec §5, §7, §8)', () => {
  it('signs in the template admin and answers the user without its password, and a token', async () => {
    const { get } = testBackend();
    const { status, body } = await get('/api/auth', { email: 'admin@clearline.demo', password: 'admin' });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      role: 'admin',
      from: 'custom-db',
      data: { shortcuts: ['calendar', 'mail', 'contacts'] },
    });
    expect(body.user.password).toBeUndefined();
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  it('gives staff its own layout, theme and the to-do shortcut too (spec §6)', async () => {
    const { get } = testBackend();
    const admin = (await get('/api/auth', { email: 'admin@clearline.demo', password: 'admin' })).body.user;
    const staff = (await get('/api/auth', { email: 'staff@clearline.demo', password: 'staff' })).body.user;
    expect(staff.role).toBe('staff');
    expect(staff.data.shortcuts).toEqual(['calendar', 'mail', 'contacts', 'todo']);
    expect(staff.data.settings.layout.style).not.toBe(admin.data.settings.layout.style);
    expect(staff.data.settings.theme.main).not.toBe(admin.data.settings.theme.main);
  });

  it("refuses an unknown e-mail with 'Check your username/email' and a wrong password with 'Check your password'", async () => {
    const { get } = testBackend();
    const unknown = await get('/api/auth', { email: 'nobody@clearline.demo', password: 'admin' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({ email: 'Check your username/email', password: null });
    const wrong = await get('/api/auth', { email: 'admin@clearline.demo', password: 'staff' });
    expect(wrong.body.error).toEqual({ email: null, password: 'Check your password' });
  });

  it('renews a valid token, and refuses a forged or expired one with 401 (spec §9: 2 days)', async () => {
    const { get, advance } = testBackend();
    const token = (await get('/api/auth', { email: 'admin@clearline.demo', password: 'admin' })).body
      .access_token;
    const renewed = await get('/api/auth/access-token', {}, { authorization: `Bearer ${token}` });
    expect(renewed.status).toBe(200);
    expect(renewed.body.user.data.email).toBe('admin@clearline.demo');

    const [header, payload] = token.split('.');
    const forged = await get('/api/auth/access-token', { access_token: `${header}.${payload}.AAAA` });
    expect(forged).toEqual({ status: 401, body: { error: 'Invalid access token detected' } });

    advance(ACCESS_TOKEN_LIFETIME_MS - 1000);
    expect((await get('/api/auth/access-token', { access_token: token })).status).toBe(200);
    advance(2000);
    expect((await get('/api/auth/access-token', { access_token: token })).body).toEqual({
      error: 'Invalid access token detected',
    });
  });

  it("registers a new admin, and refuses a used e-mail ('The email is already in use') or no name ('Enter display name')", async () => {
    const { get, post } = testBackend();
    const used = await post('/api/auth/register', {
      displayName: 'Ann',
      email: 'admin@clearline.demo',
      password: 'x',
    });
    expect(used.status).toBe(400);
    expect(used.body.error).toEqual({
      email: 'The email is already in use',
      displayName: null,
      password: null,
    });
    const nameless = await post('/api/auth/register', {
      displayName: ' ',
      email: 'ann@clearline.demo',
      password: 'x',
    });
    expect(nameless.body.error).toEqual({ email: null, displayName: 'Enter display name', password: null });

    const created = await post('/api/auth/register', {
      displayName: 'Ann Lane',
      email: 'Ann@clearline.demo',
      password: 'x',
    });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({
      role: 'admin',
      data: { displayName: 'Ann Lane', email: 'ann@clearline.demo' },
    });
    const back = await get('/api/auth/access-token', { access_token: created.body.access_token });
    expect(back.body.user.data.displayName).toBe('Ann Lane');
    const again = await get('/api/auth', { email: 'ann@clearline.demo', password: 'x' });
    expect(again.status).toBe(200);
  });
});
