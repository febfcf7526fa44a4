import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp, tokenFor } from './harness';

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
    t.ctx.realtime.toUser(caller.userId, caller.organizationId ?? '', 'showStatus', {
      msg: '3 records imported',
    });
    expect(await got).toEqual({ msg: '3 records imported' });
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toEqual([]);
  });
});
