import { eq } from 'drizzle-orm';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bai2File } from '../../../packages/domain/src/statements/bai2/builder.test-util';
import { bankRecBankAccounts, pgpOrgKeys } from '../src/db/schema/index';
import { organizationIdOf } from './bank-rec-fixtures';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

// Issue 19 item 4: OpenPGP bank files through the import pipeline, keys on the encryption page's API,
// and exports encrypted to a bank's key. Every key here is made by the test (never committed).

let t: TestApp;
let admin: string;
let clerk: string;
let orgId: string;
const ACCOUNT = '000555000111';

type Pair = { privateKey: openpgp.PrivateKey; publicKey: openpgp.PublicKey; armoredPublic: string };
async function keyPair(name: string): Promise<Pair> {
  const made = await openpgp.generateKey({
    type: 'ecc',
    curve: 'ed25519Legacy',
    userIDs: [{ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@bank.test` }],
    format: 'armored',
  });
  return {
    privateKey: await openpgp.readPrivateKey({ armoredKey: made.privateKey }),
    publicKey: await openpgp.readKey({ armoredKey: made.publicKey }),
    armoredPublic: made.publicKey,
  };
}

let bank: Pair;
let stranger: Pair;
let bankKeyId: string;
let fileNo = 0;

/** A one-line BAI2 file for the test account, different each time (its own reference and amount). */
function statement(): { bytes: Uint8Array; ref: string } {
  fileNo += 1;
  const ref = `PGP${String(fileNo).padStart(4, '0')}`;
  const amount = 10_000 + fileNo;
  const text = bai2File({
    sender: '121000248',
    created: '261015',
    fileId: String(100 + fileNo),
    groups: [
      {
        asOfDate: '261014',
        accounts: [
          {
            number: ACCOUNT,
            summaries: [
              ['010', 100000],
              ['015', 100000 + amount],
            ],
            details: [{ type: '165', amount, bankRef: ref, text: `ACH CREDIT ${ref}` }],
          },
        ],
      },
    ],
  });
  return { bytes: new TextEncoder().encode(text), ref };
}

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: authed(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  payload === undefined
    ? t.app.inject({ method, url, headers: authed(token) })
    : t.app.inject({ method, url, headers: authed(token), payload });

async function upload(fileName: string, bytes: Uint8Array) {
  const boundary = '----clearline-pgp-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bankRec/items/fileImport',
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...authed(clerk), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const importId = json<{ data: { importId: string } }>(res).data.importId;
  for (let i = 0; i < 400; i++) {
    const status = await get(`/api/bankRec/items/fileImport/${importId}`, clerk);
    const data = json<{ data: ImportStatus }>(status).data;
    if (data.status !== 'In Progress') return data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish in 20 s');
}

interface ImportStatus {
  status: string;
  msg: string;
  counts: { imported: number };
  pgp: { decryptedWith: string | null; signedBy: string | null; signerName: string | null } | null;
}

async function accountRefs(): Promise<string[]> {
  const res = await get(`/api/bankRec/items/bankTransactions?accountId=${ACCOUNT}&limit=500`, clerk);
  return json<{ data: { rows: { bankReference: string }[] } }>(res).data.rows.map((r) => r.bankReference);
}

interface OrgKey {
  id: string;
  fingerprint: string;
  current: boolean;
  expiresAt: string | null;
}
async function overview() {
  const res = await get('/api/rec/encryption');
  expect(res.statusCode, res.body).toBe(200);
  return json<{
    data: {
      orgKeys: OrgKey[];
      bankKeys: { id: string; fingerprint: string }[];
      settings: { requireSignature: boolean };
    };
  }>(res).data;
}

async function generateOrgKey(): Promise<OrgKey & { publicKey: openpgp.PublicKey }> {
  const res = await send('POST', '/api/rec/encryption/orgKeys', {
    name: 'Demo Payroll Bureau',
    email: 'files@bureau.test',
    expiresInDays: 365,
  });
  expect(res.statusCode, res.body).toBe(201);
  const key = json<{ data: OrgKey }>(res).data;
  const pub = json<{ data: { armoredKey: string } }>(
    await get(`/api/rec/encryption/orgKeys/${key.id}/public`),
  ).data;
  return { ...key, publicKey: await openpgp.readKey({ armoredKey: pub.armoredKey }) };
}

async function encrypt(
  bytes: Uint8Array,
  to: openpgp.PublicKey,
  signer: openpgp.PrivateKey | null,
  format: 'binary' | 'armored' = 'binary',
): Promise<Uint8Array> {
  const message = await openpgp.createMessage({ binary: bytes, filename: 'statement.bai', format: 'binary' });
  const options = { message, encryptionKeys: to, ...(signer ? { signingKeys: signer } : {}) };
  if (format === 'armored') return new TextEncoder().encode(await openpgp.encrypt({ ...options, format }));
  return openpgp.encrypt({ ...options, format: 'binary' });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.jobs.start();
  admin = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
  clerk = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  orgId = await organizationIdOf(t, 'Demo Payroll Bureau');
  await t.ctx.db
    .insert(bankRecBankAccounts)
    .values({ organizationId: orgId, name: 'PGP test', accountId: ACCOUNT });
  [bank, stranger] = await Promise.all([keyPair('First Bank SFTP'), keyPair('Someone Else')]);
});
afterAll(async () => t?.close());

describe('keys', () => {
  it('is for administrators only', async () => {
    expect((await get('/api/rec/encryption', clerk)).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/rec/encryption/orgKeys', { name: 'x', email: 'x@y.test' }, clerk)).statusCode,
    ).toBe(403);
  });

  it('makes a key pair whose private key is stored only sealed, and shows its fingerprint and expiry', async () => {
    const key = await generateOrgKey();
    expect(key.current).toBe(true);
    expect(key.fingerprint).toMatch(/^[0-9a-f]{40}$/);
    expect(key.publicKey.getFingerprint()).toBe(key.fingerprint);
    expect(Date.parse(key.expiresAt ?? '') - Date.now()).toBeGreaterThan(364 * 86_400_000);
    const [row] = await t.ctx.db.select().from(pgpOrgKeys).where(eq(pgpOrgKeys.id, key.id));
    expect(row?.privateKeySealed.startsWith('v1.')).toBe(true);
    expect(row?.privateKeySealed).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(await overview())).not.toContain('PRIVATE KEY');
  });

  it("adds a bank's public key, and refuses a private key, garbage or the same key twice", async () => {
    const res = await send('POST', '/api/rec/encryption/bankKeys', {
      name: 'First Bank',
      armoredKey: bank.armoredPublic,
    });
    expect(res.statusCode, res.body).toBe(201);
    const added = json<{ data: { id: string; fingerprint: string; userId: string } }>(res).data;
    bankKeyId = added.id;
    expect(added.fingerprint).toBe(bank.publicKey.getFingerprint());
    expect(added.userId).toContain('First Bank SFTP');

    const secret = await send('POST', '/api/rec/encryption/bankKeys', {
      name: 'Oops',
      armoredKey: bank.privateKey.armor(),
    });
    expect(secret.statusCode).toBe(400);
    expect(json<{ message: string }>(secret).message).toContain('private key');
    const garbage = await send('POST', '/api/rec/encryption/bankKeys', { name: 'X', armoredKey: 'hello' });
    expect(garbage.statusCode).toBe(400);
    const twice = await send('POST', '/api/rec/encryption/bankKeys', {
      name: 'Again',
      armoredKey: bank.armoredPublic,
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('import of OpenPGP files', () => {
  it('imports an encrypted and signed BAI2 file, recording the key that decrypted it and the signer', async () => {
    const current = (await overview()).orgKeys.find((k) => k.current) as OrgKey;
    const orgPublic = await openpgp.readKey({
      armoredKey: json<{ data: { armoredKey: string } }>(
        await get(`/api/rec/encryption/orgKeys/${current.id}/public`),
      ).data.armoredKey,
    });
    const { bytes, ref } = statement();
    const done = await upload('statement.bai.pgp', await encrypt(bytes, orgPublic, bank.privateKey));
    expect(done.msg).toBe('1 records imported');
    expect(done.status).toBe('Completed');
    expect(done.pgp).toEqual({
      decryptedWith: current.fingerprint,
      signedBy: bank.publicKey.getFingerprint(),
      signerName: 'First Bank',
    });
    expect(await accountRefs()).toContain(ref);

    // Armoured, under a plain name: recognised by its content.
    const armored = statement();
    const second = await upload(
      'statement.txt',
      await encrypt(armored.bytes, orgPublic, bank.privateKey, 'armored'),
    );
    expect(second.status).toBe('Completed');
    expect(await accountRefs()).toContain(armored.ref);
  });

  it('refuses a tampered signature, an unknown signer and a file to a key we do not hold, writing nothing', async () => {
    const current = (await overview()).orgKeys.find((k) => k.current) as OrgKey;
    const orgPublic = await openpgp.readKey({
      armoredKey: json<{ data: { armoredKey: string } }>(
        await get(`/api/rec/encryption/orgKeys/${current.id}/public`),
      ).data.armoredKey,
    });
    const before = await accountRefs();

    // Tampered: the bank signed one file, the literal data was changed afterwards and then encrypted to us.
    const signedFile = statement();
    const forged = statement();
    const signed = await openpgp.sign({
      message: await openpgp.createMessage({ binary: signedFile.bytes, format: 'binary' }),
      signingKeys: bank.privateKey,
      format: 'object',
    });
    // setBytes is not in openpgp.js's typings, but it is how a literal packet's data is replaced.
    const literal = signed.packets.findPacket(openpgp.enums.packet.literalData) as unknown as {
      setBytes(bytes: Uint8Array, format: openpgp.enums.literal): void;
    };
    literal.setBytes(forged.bytes, openpgp.enums.literal.binary);
    const tampered = await openpgp.encrypt({ message: signed, encryptionKeys: orgPublic, format: 'binary' });
    const bad = await upload('tampered.bai.pgp', tampered);
    expect(bad.status).toBe('Failed');
    expect(bad.msg).toMatch(/^Error: the signature by First Bank \(.+\) does not verify/);

    const unknown = await upload(
      'unknown.bai.pgp',
      await encrypt(statement().bytes, orgPublic, stranger.privateKey),
    );
    expect(unknown.status).toBe('Failed');
    expect(unknown.msg).toContain(
      `signed by an unknown key (key ID ${stranger.publicKey.getKeyID().toHex().toUpperCase()})`,
    );

    const elsewhere = await upload(
      'elsewhere.bai.gpg',
      await encrypt(statement().bytes, stranger.publicKey, bank.privateKey),
    );
    expect(elsewhere.status).toBe('Failed');
    expect(elsewhere.msg).toContain('encrypted to a key this organisation does not hold');

    const notPgp = await upload('broken.bai.pgp', new TextEncoder().encode('hello, this is not PGP'));
    expect(notPgp.msg).toContain('not a readable OpenPGP message');

    expect(await accountRefs()).toEqual(before);
  });

  it('refuses an unsigned file when the organisation requires signatures, and takes it when not', async () => {
    const { orgKeys } = await overview();
    const current = orgKeys.find((k) => k.current) as OrgKey;
    const orgPublic = await openpgp.readKey({
      armoredKey: json<{ data: { armoredKey: string } }>(
        await get(`/api/rec/encryption/orgKeys/${current.id}/public`),
      ).data.armoredKey,
    });
    expect((await send('PUT', '/api/rec/encryption/settings', { requireSignature: true })).statusCode).toBe(
      200,
    );
    expect((await overview()).settings.requireSignature).toBe(true);
    const unsigned = statement();
    const refused = await upload('unsigned.bai.pgp', await encrypt(unsigned.bytes, orgPublic, null));
    expect(refused.msg).toContain('the file is not signed, and this organisation requires');
    expect(await accountRefs()).not.toContain(unsigned.ref);

    await send('PUT', '/api/rec/encryption/settings', { requireSignature: false });
    const taken = await upload('unsigned-2.bai.pgp', await encrypt(unsigned.bytes, orgPublic, null));
    expect(taken.status).toBe('Completed');
    expect(taken.pgp).toEqual({ decryptedWith: current.fingerprint, signedBy: null, signerName: null });
  });

  it('keeps reading files to the previous key after a rotation, until that key is deleted', async () => {
    const old = (await overview()).orgKeys.find((k) => k.current) as OrgKey;
    const oldPublic = await openpgp.readKey({
      armoredKey: json<{ data: { armoredKey: string } }>(
        await get(`/api/rec/encryption/orgKeys/${old.id}/public`),
      ).data.armoredKey,
    });
    const rotated = await generateOrgKey();
    const keys = (await overview()).orgKeys;
    expect(keys.filter((k) => k.current).map((k) => k.id)).toEqual([rotated.id]);
    expect(keys.some((k) => k.id === old.id && !k.current)).toBe(true);

    const late = await upload('late.bai.pgp', await encrypt(statement().bytes, oldPublic, bank.privateKey));
    expect(late.status).toBe('Completed');
    expect(late.pgp?.decryptedWith).toBe(old.fingerprint);
    const fresh = await upload(
      'fresh.bai.pgp',
      await encrypt(statement().bytes, rotated.publicKey, bank.privateKey),
    );
    expect(fresh.pgp?.decryptedWith).toBe(rotated.fingerprint);

    expect((await send('DELETE', `/api/rec/encryption/orgKeys/${rotated.id}`)).statusCode).toBe(409);
    expect((await send('DELETE', `/api/rec/encryption/orgKeys/${old.id}`)).statusCode).toBe(200);
    const gone = await upload('gone.bai.pgp', await encrypt(statement().bytes, oldPublic, bank.privateKey));
    expect(gone.msg).toContain('encrypted to a key this organisation does not hold');
  });
});

describe('exports encrypted to a bank key', () => {
  it("encrypts the file to the recipient, signed with the organisation's current key", async () => {
    const bad = await send(
      'POST',
      '/api/bankRec/report/export',
      {
        reportId: 'unmatched-items',
        parameters: {},
        format: 'csv',
        encryptTo: '00000000-0000-4000-8000-000000000000',
      },
      clerk,
    );
    expect(bad.statusCode).toBe(400);
    const res = await send(
      'POST',
      '/api/bankRec/report/export',
      {
        reportId: 'unmatched-items',
        parameters: { accountId: ACCOUNT },
        format: 'csv',
        encryptTo: bankKeyId,
      },
      clerk,
    );
    expect(res.statusCode, res.body).toBe(202);
    const id = json<{ data: { exportId: string } }>(res).data.exportId;
    for (let i = 0; i < 400; i++) {
      const rows = json<{ data: { rows: { id: string; status: string }[] } }>(
        await get('/api/bankRec/report/exports', clerk),
      ).data.rows;
      const status = rows.find((r) => r.id === id)?.status;
      if (status === 'succeeded' || status === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const file = await get(`/api/bankRec/report/exports/${id}/download`, clerk);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/\.csv\.pgp"$/);
    const ciphertext = new Uint8Array(file.rawPayload);
    expect(new TextDecoder().decode(ciphertext)).not.toContain('Amount');

    const current = (await overview()).orgKeys.find((k) => k.current) as OrgKey;
    const orgPublic = await openpgp.readKey({
      armoredKey: json<{ data: { armoredKey: string } }>(
        await get(`/api/rec/encryption/orgKeys/${current.id}/public`),
      ).data.armoredKey,
    });
    const opened = await openpgp.decrypt({
      message: await openpgp.readMessage({ binaryMessage: ciphertext }),
      decryptionKeys: bank.privateKey,
      verificationKeys: orgPublic,
      expectSigned: true,
      format: 'binary',
    });
    const csv = new TextDecoder().decode(opened.data);
    expect(csv).toContain('Amount');
    expect(csv).toContain('PGP0001');
    // Nobody else can read it.
    await expect(
      openpgp.decrypt({
        message: await openpgp.readMessage({ binaryMessage: ciphertext }),
        decryptionKeys: stranger.privateKey,
      }),
    ).rejects.toThrow();
  });
});
