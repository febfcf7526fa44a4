import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEncryptionRoutes } from './encryption.routes';
import { EncryptionService, type UnwrappedFile } from './encryption.service';
import { PgpFileError } from './pgp';

export type { EncryptionService, UnwrappedFile };
/** Thrown by openImportFile with the reason an import shows ('the file is signed by an unknown key ...'). */
export { PgpFileError };

/**
 * Issue 19 item 4: OpenPGP for bank files. The organisation's key pairs and the banks' public keys
 * (/app/agentPanel/encryption); imports open .pgp/.gpg/.asc files through openImportFile, exports may be
 * encrypted to a bank key through encryptExport.
 */
export function registerEncryption(app: FastifyInstance, ctx: AppContext): EncryptionService {
  const service = new EncryptionService(ctx);
  registerEncryptionRoutes(app, ctx, service);
  return service;
}
