import { innerFileName, isPgpFile } from '@clearline/domain/pgp';
import type { ImportPgp } from '../../../db/schema/index';
import type { FileStore } from '../../../platform/file-store';
import type { UnwrappedFile } from '../../encryption/index';
import { PgpFileError } from '../../encryption/index';
import type { ImportRow } from '../imports.repository';

/** The encryption module's file opener (the pipeline is given it at start; tests may leave it out). */
export interface FileOpener {
  openImportFile(organizationId: string, bytes: Uint8Array): Promise<UnwrappedFile>;
}

/** The bytes the parsers read: the stored file itself, or what its OpenPGP layer held. */
export type ImportSource =
  | { chunks: () => AsyncIterable<Buffer>; fileName: string; sizeBytes: number; pgp: ImportPgp | null }
  | { refused: string };

const CHUNK = 64 * 1024;

/**
 * Issue 19: the stage before format detection. A stored file named .pgp/.gpg/.asc or starting like an
 * OpenPGP message is decrypted and its signature checked (whoever sent it: the browser upload or an
 * agent's push, which both store the file and queue this job); anything else is read as it is. A file
 * that cannot be opened is refused with the reason, before anything is staged.
 */
export async function importSource(
  files: FileStore,
  row: ImportRow,
  opener: FileOpener | undefined,
): Promise<ImportSource> {
  const plain = {
    chunks: () => files.open(row.sha256) as AsyncIterable<Buffer>,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    pgp: null,
  };
  const head = await firstBytes(files, row.sha256);
  if (!isPgpFile(row.fileName, head)) return plain;
  if (!opener) return { refused: 'OpenPGP files are not accepted here' };
  const parts: Buffer[] = [];
  for await (const chunk of files.open(row.sha256)) parts.push(chunk as Buffer);
  try {
    const opened = await opener.openImportFile(row.organizationId, Buffer.concat(parts));
    const data = Buffer.from(opened.data.buffer, opened.data.byteOffset, opened.data.byteLength);
    return {
      chunks: async function* () {
        for (let at = 0; at < data.length; at += CHUNK) yield data.subarray(at, at + CHUNK);
      },
      // The name inside the message says what the bank sent; else the stored name less '.pgp'.
      fileName:
        opened.innerName && opened.innerName !== '_CONSOLE' ? opened.innerName : innerFileName(row.fileName),
      sizeBytes: data.length,
      pgp: opened.pgp,
    };
  } catch (error) {
    if (error instanceof PgpFileError) return { refused: error.message };
    throw error;
  }
}

async function firstBytes(files: FileStore, sha256: string): Promise<Uint8Array> {
  const stream = files.open(sha256, 512);
  try {
    for await (const chunk of stream) return chunk as Buffer;
    return new Uint8Array();
  } finally {
    stream.destroy();
  }
}
