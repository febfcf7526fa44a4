// Developer helper: sign in to a running server and call an API path, printing JSON.
// Usage: node scripts/dev/api.mjs <baseUrl> <email> <path> [method] [jsonBody]
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';

const [base, email, path, method = 'GET', body] = process.argv.slice(2);
const password = process.env.PASSWORD ?? 'Clearline-demo-1';
const key = await (await fetch(`${base}/api/auth/public-key`)).json();
const pub = createPublicKey({ key: { kty: 'RSA', n: key.jwk.n, e: key.jwk.e }, format: 'jwk' });
const enc = (t) =>
  publicEncrypt(
    { key: pub, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(t),
  ).toString('base64url');
const login = await (
  await fetch(`${base}/api/auth/zero/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: enc(email.toLowerCase()), password: enc(password), kid: key.kid }),
  })
).json();
if (!login.access_token) throw new Error(JSON.stringify(login));
const res = await fetch(`${base}${path}`, {
  method,
  headers: {
    authorization: `Bearer ${login.access_token}`,
    ...(body ? { 'content-type': 'application/json' } : {}),
  },
  ...(body ? { body } : {}),
});
console.log(res.status, JSON.stringify(await res.json(), null, 1).slice(0, 4000));
