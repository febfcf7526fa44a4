import { describe, expect, it } from 'vitest';
import { Authenticator } from './auth-context';
import { clock } from './clock';
import type { Db } from './db';
import type { TokenService } from './tokens';

/** A database that answers the session look-up with one live session, counting the look-ups. */
function sessionDb(answer: Promise<void>) {
  const asked = { count: 0 };
  const row = {
    id: 'sid-1',
    userId: 'user-1',
    organizationId: 'org-1',
    expiresAt: new Date(clock().getTime() + 3_600_000),
    revokedAt: null,
    lastSeenAt: clock(),
    lockedAt: null,
    email: 'a@b.test',
    roleIds: [1],
  };
  const chain = {
    select: () => chain,
    from: () => chain,
    innerJoin: () => chain,
    leftJoin: () => chain,
    where: async () => {
      asked.count += 1;
      await answer;
      return [row];
    },
  };
  return { db: chain as unknown as Db, asked };
}

const tokens = {
  check: async () => ({ state: 'valid', claims: { sub: 'user-1', sid: 'sid-1' } }),
} as unknown as TokenService;

describe('the authenticator', () => {
  it('asks the database once for a session that concurrent requests all need', async () => {
    let release: () => void = () => undefined;
    const { db, asked } = sessionDb(new Promise<void>((r) => (release = r)));
    const auth = new Authenticator(db, tokens, 12);
    const callers = Array.from({ length: 20 }, () => auth.authenticateToken('token'));
    release();
    const resolved = await Promise.all(callers);
    expect(asked.count).toBe(1);
    expect(new Set(resolved.map((c) => c.sessionId))).toEqual(new Set(['sid-1']));
  });

  it('asks again after forget(), not joining the look-up that was on its way', async () => {
    let release: () => void = () => undefined;
    const { db, asked } = sessionDb(new Promise<void>((r) => (release = r)));
    const auth = new Authenticator(db, tokens, 12);
    const first = auth.authenticateToken('token');
    while (asked.count === 0) await new Promise((r) => setImmediate(r));
    auth.forget('sid-1');
    const second = auth.authenticateToken('token');
    release();
    await Promise.all([first, second]);
    expect(asked.count).toBe(2);
  });
});
