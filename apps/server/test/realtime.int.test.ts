import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, DEMO_PASSWORD, login, type TestApp, tokenFor } from './harness';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

function open(token: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => reject(error));
  });
}

describe('socket.io', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(open('not-a-token')).rejects.toThrow('unauthorized');
  });

  it("delivers a user's events to that user's room only", async () => {
    const token = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
    const other = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
    const mine = await open(token);
    const theirs = await open(other);
    const caller = await t.ctx.auth.authenticateToken(token);
    const leaked: unknown[] = [];
    theirs.on('showStatus', (p) => leaked.push(p));
    const got = new Promise((resolve) => mine.on('showStatus', resolve));
    const event = {
      importId: 'i1',
      fileName: 'a.bai2',
      status: 'Completed' as const,
      msg: '3 records imported',
      errorFlag: false,
      progress: 100,
    };
    t.ctx.realtime.toUser(caller.userId, caller.organizationId ?? '', 'showStatus', event);
    expect(await got).toEqual(event);
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toEqual([]);
  });

  /** Resolves when the server drops the socket (the reason socket.io gives). */
  const dropped = (socket: Socket) =>
    new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
  /** Whether the server still holds the socket: checked as soon as the ending call answers. */
  const held = (socket: Socket) => t.ctx.realtime.io.of('/').sockets.has(socket.id ?? '');

  it("answers the hello ('MessageFromPlatformHR') with spec §7's redirectCFM: the roles, orgId and user id", async () => {
    for (const [email, roles] of [
      ['bankrec@demo.test', [128]],
      ['ewa@demo.test', [135]],
      ['ops@demo.test', [110]],
    ] as const) {
      const token = await tokenFor(t.app, email, DEMO_PASSWORD);
      const caller = await t.ctx.auth.authenticateToken(token);
      const socket = await open(token);
      const answer = new Promise((resolve) => socket.once('redirectCFM', resolve));
      socket.emit('MessageFromPlatformHR', { token, orgId: caller.organizationId });
      expect(await answer).toEqual({ roles, orgId: caller.organizationId, id: caller.userId });
      socket.close();
    }
  });

  it('disconnects the sockets of a session on logout, and only those', async () => {
    const token = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
    const otherTab = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
    const socket = await open(token);
    const kept = await open(otherTab);
    const gone = dropped(socket);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authed(token) });
    expect(res.statusCode).toBe(200);
    expect(held(socket)).toBe(false);
    expect(await gone).toBe('io server disconnect');
    expect(held(kept)).toBe(true);
    expect(kept.connected).toBe(true);
  });

  it('disconnects the sockets of an account when it gets locked', async () => {
    const token = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
    const socket = await open(token);
    const gone = dropped(socket);
    for (let i = 1; i <= 5; i++) await login(t.app, 'ewa@demo.test', `Wrong-${i}-pass!`);
    expect(held(socket)).toBe(false);
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects a socket whose session expired, at the next sweep', async () => {
    const token = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    const socket = await open(token);
    await t.ctx.realtime.sweep();
    expect(held(socket)).toBe(true);
    const gone = dropped(socket);
    t.advance(13 * 3_600_000);
    await t.ctx.realtime.sweep();
    expect(held(socket)).toBe(false);
    expect(await gone).toBe('io server disconnect');
  });
});
