import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals small secrets at rest under a server key from the deployment's settings (issue 19: the
 * organisations' PGP private keys under PGP_KEY_SECRET). AES-256-GCM with a fresh 96-bit nonce per seal;
 * the key is derived from the setting with HKDF-SHA256 under a purpose label, so one setting never keys
 * two uses. The associated data binds a sealed value to its row (organisation and key fingerprint): a
 * sealed key copied onto another row does not open.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), purpose, 32));
  }

  seal(plaintext: string, associatedData: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return `v1.${parts.join('.')}`;
  }

  /** Throws when the value was sealed under another secret, for another row, or altered. */
  open(sealed: string, associatedData: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
