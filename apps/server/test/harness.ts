import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app';
import { seedDemo } from '../src/db/seed/demo';
import { clock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import type { AppContext } from '../src/platform/context';
import { type Database, openDatabase } from '../src/platform/db';
import { seedDemoFiles } from './demo-files';
import { createThrowawayDatabase } from './throwaway-database';

export { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../src/db/seed/demo';

/**
 * One application per test file on a real database: an in-memory PGlite by default, or a throw-away
 * PostgreSQL database created on TEST_DATABASE_URL's server and dropped afterwards.
 */
export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  services: BuiltApp['services'];
  database: Database;
  /** The throw-away PostgreSQL database's URL (absent on PGlite): a second process's connection. */
  databaseUrl?: string | undefined;
  /** Moves the server's clock forward (token and session expiry). */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
  /** A PostgreSQL server for a file that needs one even in a PGlite run (what only PostgreSQL has). */
  postgresUrl?: string,
): Promise<TestApp> {
  const baseUrl = postgresUrl ?? process.env.TEST_DATABASE_URL;
  // The run's seeded database (global-setup.ts), copied for this file; seeded here when there is none.
  const seeded = inject('seededDatabase');
  const template =
    seeded?.kind === 'postgres' && baseUrl === process.env.TEST_DATABASE_URL ? seeded.template : undefined;
  const dump =
    !baseUrl && seeded?.kind === 'pglite' ? new Blob([await readFile(seeded.dumpPath)]) : undefined;
  const pgDb = baseUrl ? await createThrowawayDatabase(baseUrl, 'clearline_test', template) : undefined;
  const database = await openDatabase({ url: pgDb?.url, poolSize: 4, pgliteDump: dump });
  await database.migrate();
  if (!template && !dump) {
    await seedDemo(database);
    await seedDemoFiles(database);
  }
  let offset = 0;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clearline-test-'));
  // The health monitor (issue 15) and the silent-agent watch (issue 19) stay off unless a test turns them
  // on: their ticks would share the job runner.
  const config = loadConfig(
    {
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      HEALTH_SAMPLE_SECONDS: '0',
      AGENT_SILENT_MINUTES: '0',
      ...env,
    },
    [],
  );
  const { app, ctx, services } = await buildApp({
    config,
    database,
    quiet: true,
    ...(logStream ? { logStream } : {}),
    now: () => new Date(clock().getTime() + offset),
  });
  await app.ready();
  return {
    app,
    ctx,
    services,
    database,
    databaseUrl: pgDb?.url,
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      await app.close();
      // A test that takes the database down closes it itself; the throw-away database is dropped anyway.
      await database.close().catch(() => undefined);
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The body of GET /api/auth/public-key. */
export interface LoginPublicKey {
  kid: string;
  jwk: { kty: 'RSA'; n: string; e: string };
}

/** Encrypts like the browser: RSA-OAEP with SHA-256 under the server's public key, base64url. */
export async function encryptedCredentials(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'GET', url: '/api/auth/public-key' });
  return encryptCredentials(res.json() as LoginPublicKey, email, password);
}

/** The sign-in body for a public key fetched by any means (a server in another process, over HTTP). */
export function encryptCredentials({ kid, jwk }: LoginPublicKey, email: string, password: string) {
  const key = createPublicKey({ key: { kty: jwk.kty, n: jwk.n, e: jwk.e }, format: 'jwk' });
  const enc = (text: string) =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64url');
  return { email: enc(email.toLowerCase()), password: enc(password), kid };
}

let addressCounter = 0;
/** Each sign-in comes from its own address unless told otherwise, so the per-address limit stays out of the way. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

export async function login(app: FastifyInstance, email: string, password: string, ip = nextAddress()) {
  const payload = await encryptedCredentials(app, email, password);
  const res = await app.inject({ method: 'POST', url: '/api/auth/zero/login', payload, remoteAddress: ip });
  return res.json() as {
    success: boolean;
    error: string;
    mfa: boolean;
    mfa_token?: string;
    access_token?: string;
  };
}

/** Signs in and returns the access token (fails the test when sign-in does not succeed). */
export async function tokenFor(app: FastifyInstance, email: string, password: string): Promise<string> {
  const result = await login(app, email, password);
  if (!result.access_token) throw new Error(`sign-in as ${email} failed: ${JSON.stringify(result)}`);
  return result.access_token;
}

export function authed(token: string) {
  return { authorization: `Bearer ${token}` };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;
