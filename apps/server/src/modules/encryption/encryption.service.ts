import type { EncryptionOverview, PgpBankKey, PgpOrgKey, PgpSettings } from '@clearline/contracts';
import type { ImportPgp } from '../../db/schema/index';
import type { Caller } from '../../platform/auth-context';
import { wallClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, notFound, pgErrorCode, UNIQUE_VIOLATION } from '../../platform/errors';
import { SecretBox } from '../../platform/secret-box';
import { audit } from '../audit/index';
import * as repo from './encryption.repository';
import { encryptForRecipient, generateKeyPair, openBankFile, PgpFileError, readBankKey } from './pgp';

const orgOf = (caller: Caller) => caller.organizationId as string;
/** What a sealed private key is bound to: its organisation and fingerprint. */
const sealedFor = (organizationId: string, fingerprint: string) => `${organizationId}:${fingerprint}`;

const orgKeyOf = (r: repo.OrgKeyRow): PgpOrgKey => ({
  id: r.id,
  fingerprint: r.fingerprint,
  userId: r.userId,
  algorithm: r.algorithm,
  current: r.current,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt?.toISOString() ?? null,
});

const bankKeyOf = (r: repo.BankKeyRow): PgpBankKey => ({
  id: r.id,
  name: r.name,
  fingerprint: r.fingerprint,
  userId: r.userId,
  algorithm: r.algorithm,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt?.toISOString() ?? null,
});

/** A bank file after its OpenPGP layer came off: the bytes to parse and what the import records. */
export interface UnwrappedFile {
  data: Uint8Array;
  innerName: string | null;
  pgp: ImportPgp;
}

/**
 * Issue 19: the organisation's key pairs (private keys sealed under PGP_KEY_SECRET), the banks' public
 * keys, the signature setting; opening bank files for the import pipeline and encrypting exports.
 */
export class EncryptionService {
  private readonly box: SecretBox;

  constructor(private readonly ctx: AppContext) {
    this.box = new SecretBox(ctx.config.pgpKeySecret, 'clearline pgp organisation keys v1');
  }

  async overview(caller: Caller): Promise<{ data: EncryptionOverview }> {
    const organizationId = orgOf(caller);
    const [orgKeys, bankKeys, settings] = await Promise.all([
      repo.listOrgKeys(this.ctx.db, organizationId),
      repo.listBankKeys(this.ctx.db, organizationId),
      repo.readSettings(this.ctx.db, organizationId),
    ]);
    return { data: { orgKeys: orgKeys.map(orgKeyOf), bankKeys: bankKeys.map(bankKeyOf), settings } };
  }

  /** A new key pair, made current; the one before stays to read files encrypted to it. */
  async generateOrgKey(
    caller: Caller,
    body: { name: string; email: string; expiresInDays: number },
    ip?: string,
  ): Promise<{ data: PgpOrgKey }> {
    const organizationId = orgOf(caller);
    // Dated by the wall clock: the banks that encrypt to it check its date against theirs.
    const pair = await generateKeyPair({ ...body, now: wallClock() });
    const row = await this.ctx.db.transaction(async (tx) => {
      const before = (await repo.listOrgKeys(tx, organizationId)).find((k) => k.current);
      const created = await repo.insertCurrentOrgKey(tx, {
        organizationId,
        fingerprint: pair.fingerprint,
        userId: pair.userId,
        algorithm: pair.algorithm,
        publicKey: pair.publicKey,
        privateKeySealed: this.box.seal(pair.privateKey, sealedFor(organizationId, pair.fingerprint)),
        expiresAt: pair.expiresAt,
        createdAt: this.ctx.now(),
        createdBy: caller.userId,
      });
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: before ? 'pgp.orgKey.rotated' : 'pgp.orgKey.generated',
        entityType: 'pgpOrgKey',
        entityId: created.id,
        details: {
          after: { fingerprint: created.fingerprint, userId: created.userId, expiresAt: pair.expiresAt },
          ...(before ? { before: { id: before.id, fingerprint: before.fingerprint } } : {}),
        },
        ...(ip ? { ip } : {}),
      });
      return created;
    });
    return { data: orgKeyOf(row) };
  }

  async orgPublicKey(caller: Caller, id: string) {
    const row = await repo.findOrgKey(this.ctx.db, orgOf(caller), id);
    if (!row) throw notFound('No such key pair in this organisation.');
    return {
      data: { fileName: `clearline-${row.fingerprint.slice(-16)}.asc`, armoredKey: row.publicKey },
    };
  }

  /** Deleting a key pair loses what it could decrypt, so only an older (not current) one goes. */
  async deleteOrgKey(caller: Caller, id: string, ip?: string) {
    const organizationId = orgOf(caller);
    await this.ctx.db.transaction(async (tx) => {
      const row = await repo.findOrgKey(tx, organizationId, id);
      if (!row) throw notFound('No such key pair in this organisation.');
      if (row.current)
        throw conflict('This is the current key pair. Generate a new one (rotate) before deleting it.');
      await repo.deleteOrgKey(tx, organizationId, id);
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'pgp.orgKey.deleted',
        entityType: 'pgpOrgKey',
        entityId: id,
        details: { before: { fingerprint: row.fingerprint, userId: row.userId } },
        ...(ip ? { ip } : {}),
      });
    });
    return { data: { id } };
  }

  async addBankKey(caller: Caller, body: { name: string; armoredKey: string }, ip?: string) {
    const organizationId = orgOf(caller);
    const key = await readBankKey(body.armoredKey).catch((error) => {
      if (error instanceof PgpFileError)
        throw badRequest(error.message, [{ path: 'body.armoredKey', message: error.message }]);
      throw error;
    });
    try {
      const row = await this.ctx.db.transaction(async (tx) => {
        const created = await repo.insertBankKey(tx, {
          organizationId,
          name: body.name,
          fingerprint: key.fingerprint,
          userId: key.userId,
          algorithm: key.algorithm,
          publicKey: key.publicKey,
          expiresAt: key.expiresAt,
          createdAt: this.ctx.now(),
          createdBy: caller.userId,
        });
        await audit.record(tx, {
          organizationId,
          actorUserId: caller.userId,
          action: 'pgp.bankKey.added',
          entityType: 'pgpBankKey',
          entityId: created.id,
          details: {
            after: { name: created.name, fingerprint: created.fingerprint, userId: created.userId },
          },
          ...(ip ? { ip } : {}),
        });
        return created;
      });
      return { data: bankKeyOf(row) };
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict('This bank key is already added.');
      throw error;
    }
  }

  async deleteBankKey(caller: Caller, id: string, ip?: string) {
    const organizationId = orgOf(caller);
    await this.ctx.db.transaction(async (tx) => {
      const row = await repo.findBankKey(tx, organizationId, id);
      if (!row) throw notFound('No such bank key in this organisation.');
      await repo.deleteBankKey(tx, organizationId, id);
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'pgp.bankKey.removed',
        entityType: 'pgpBankKey',
        entityId: id,
        details: { before: { name: row.name, fingerprint: row.fingerprint } },
        ...(ip ? { ip } : {}),
      });
    });
    return { data: { id } };
  }

  async updateSettings(caller: Caller, body: PgpSettings, ip?: string) {
    const organizationId = orgOf(caller);
    await this.ctx.db.transaction(async (tx) => {
      const before = await repo.readSettings(tx, organizationId);
      await repo.writeSettings(tx, organizationId, body, caller.userId, this.ctx.now());
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'pgp.settings.updated',
        entityType: 'pgpSettings',
        entityId: organizationId,
        details: { before, after: body },
        ...(ip ? { ip } : {}),
      });
    });
    return { data: body };
  }

  async recipients(caller: Caller) {
    const rows = await repo.listBankKeys(this.ctx.db, orgOf(caller));
    return { data: rows.map((r) => ({ id: r.id, name: r.name, fingerprint: r.fingerprint })) };
  }

  // For the other modules (through index.ts).

  /**
   * The import pipeline's decryption stage: every key pair the organisation still holds (rotation keeps
   * older files readable), checked against the banks' keys. Throws PgpFileError with the import's reason.
   */
  async openImportFile(organizationId: string, bytes: Uint8Array): Promise<UnwrappedFile> {
    const [orgKeys, bankKeys, settings] = await Promise.all([
      repo.listOrgKeys(this.ctx.db, organizationId),
      repo.listBankKeys(this.ctx.db, organizationId),
      repo.readSettings(this.ctx.db, organizationId),
    ]);
    const opened = await openBankFile(bytes, {
      decryption: orgKeys.map((k) => ({ fingerprint: k.fingerprint, privateKey: this.unseal(k) })),
      banks: bankKeys.map((k) => ({ fingerprint: k.fingerprint, name: k.name, publicKey: k.publicKey })),
      requireSignature: settings.requireSignature,
    });
    return {
      data: opened.data,
      innerName: opened.innerName,
      pgp: {
        decryptedWith: opened.decryptedWith,
        signedBy: opened.signedBy?.fingerprint ?? null,
        signerName: opened.signedBy?.name ?? null,
      },
    };
  }

  /** 400 unless the export's recipient is a bank key of the organisation. */
  async checkRecipient(organizationId: string, bankKeyId: string): Promise<void> {
    if (!(await repo.findBankKey(this.ctx.db, organizationId, bankKeyId)))
      throw badRequest('encryptTo: not a bank key of this organisation', [
        { path: 'body.encryptTo', message: 'is not a bank key of this organisation' },
      ]);
  }

  /** An export's bytes encrypted to a bank key, signed with the current key pair when there is one. */
  async encryptExport(
    organizationId: string,
    bankKeyId: string,
    data: Uint8Array,
    fileName: string,
  ): Promise<Uint8Array> {
    const recipient = await repo.findBankKey(this.ctx.db, organizationId, bankKeyId);
    if (!recipient) throw new Error('the export recipient key was removed');
    const current = (await repo.listOrgKeys(this.ctx.db, organizationId)).find((k) => k.current);
    return encryptForRecipient(data, {
      recipientPublicKey: recipient.publicKey,
      signingPrivateKey: current ? this.unseal(current) : null,
      fileName,
    });
  }

  private unseal(row: repo.OrgKeyRow): string {
    return this.box.open(row.privateKeySealed, sealedFor(row.organizationId, row.fingerprint));
  }
}
