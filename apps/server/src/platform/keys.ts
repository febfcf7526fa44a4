import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverKeys } from '../db/schema/index';
import type { Db } from './db';

/** Key material made on first start and kept in the database, so every server process shares it. */
export interface ServerKeys {
  login: { kid: string; publicJwk: JsonWebKey; privatePem: string };
  jwtSecret: Uint8Array;
}

async function loadOrCreate(
  db: Db,
  id: string,
  create: () => Record<string, string>,
): Promise<Record<string, string>> {
  const existing = await db.select().from(serverKeys).where(eq(serverKeys.id, id));
  if (existing[0]) return existing[0].material;
  // Two processes may race on first start: the insert that loses is ignored and both read the winner.
  await db.insert(serverKeys).values({ id, material: create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, id));
  if (!row) throw new Error(`server key ${id} could not be stored`);
  return row.material;
}

export async function loadServerKeys(db: Db): Promise<ServerKeys> {
  const rsa = await loadOrCreate(db, 'login-rsa-oaep', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = publicKey.export({ format: 'jwk' });
    const kid = createHash('sha256').update(`${jwk.n}.${jwk.e}`).digest('base64url').slice(0, 16);
    return {
      kid,
      publicJwk: JSON.stringify(jwk),
      privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    };
  });
  const jwt = await loadOrCreate(db, 'jwt-hs256', () => ({ secret: randomBytes(48).toString('base64url') }));
  return {
    login: {
      kid: rsa.kid ?? '',
      publicJwk: JSON.parse(rsa.publicJwk ?? '{}'),
      privatePem: rsa.privatePem ?? '',
    },
    jwtSecret: new Uint8Array(Buffer.from(jwt.secret ?? '', 'base64url')),
  };
}
