/**
 * Sign-in answer times for an unknown e-mail, a wrong password and a locked account (issue 10, item 9):
 * each should cost one argon2 verification and one audit write. In-memory PGlite, app.inject, so the
 * figures are the server's work without the network. Prints one JSON object (medians and p90 in ms).
 */
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { buildApp } from '../../apps/server/src/app';
import { insertUser } from '../../apps/server/src/modules/auth/auth.repository';
import { accounts } from '../../apps/server/src/modules/auth/index';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const database = await openDatabase({});
await database.migrate();
const passwordHash = await accounts.hashPassword('Right-pass-1!');
await insertUser(database.db, { email: 'known@bench.test', passwordHash, displayName: 'Known' });
const locked = await insertUser(database.db, {
  email: 'locked@bench.test',
  passwordHash,
  displayName: 'Locked',
});
const { users } = await import('../../apps/server/src/db/schema/index');
const { eq } = await import('drizzle-orm');
await database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, locked.id));

const config = loadConfig(
  { WEB_DIST_DIR: '/nonexistent', LOGIN_RATE_LIMIT_PER_MINUTE: '100000', MAX_FAILED_LOGINS: '1000000' },
  [],
);
const { app } = await buildApp({ config, database, quiet: true });
await app.ready();
const { kid, jwk } = (await app.inject({ method: 'GET', url: '/api/auth/public-key' })).json();
const key = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' });
const enc = (text: string) =>
  publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(text),
  ).toString('base64url');

const cases = {
  unknownEmail: ['nobody@bench.test', 'Wrong-pass-1!'],
  wrongPassword: ['known@bench.test', 'Wrong-pass-1!'],
  lockedAccount: ['locked@bench.test', 'Wrong-pass-1!'],
} as const;
const times: Record<string, number[]> = { unknownEmail: [], wrongPassword: [], lockedAccount: [] };
for (let round = 0; round < ROUNDS + 3; round++) {
  // Interleaved, so machine noise falls on every case alike; the first rounds warm up.
  for (const [name, [email, password]] of Object.entries(cases)) {
    const payload = { email: enc(email), password: enc(password), kid };
    const started = performance.now();
    await app.inject({ method: 'POST', url: '/api/auth/zero/login', payload });
    if (round >= 3) times[name]?.push(performance.now() - started);
  }
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
};
console.log(
  JSON.stringify({
    rounds: ROUNDS,
    ms: Object.fromEntries(
      Object.entries(times).map(([name, v]) => [name, { p50: quantile(v, 0.5), p90: quantile(v, 0.9) }]),
    ),
  }),
);
await app.close();
await database.close();
