import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * Finished exports under the data directory, one folder per organisation, each file under a random
 * name (128 bits: not guessable, and never served but through the authorised download). A file is
 * written under a temporary name and renamed only once complete: a job killed mid-way leaves no file
 * that could be offered as finished.
 */
/** An organisation's folder name: its id. */
const ORGANIZATION_FOLDER = /^[0-9a-f-]{36}$/;
/** A finished export's file name: 128 random bits in hex and the format. */
const FINISHED_NAME = /^[0-9a-f]{32}\.(csv|xlsx|pdf)$/;
/** A job attempt's temporary file name: the job's id and 32 random bits. */
const TEMPORARY_NAME = /^[0-9a-f-]{36}\.[0-9a-f]{8}\.tmp$/;

export class ExportStore {
  constructor(private readonly root: string) {}

  private folder(organizationId: string): string {
    if (!ORGANIZATION_FOLDER.test(organizationId)) throw new Error('not an organisation id');
    return path.join(this.root, organizationId);
  }

  pathOf(organizationId: string, name: string): string {
    if (!FINISHED_NAME.test(name)) throw new Error('not an export file name');
    return path.join(this.folder(organizationId), name);
  }

  /** A temporary file for a job's attempt (earlier attempts' leftovers are removed first). */
  async begin(
    organizationId: string,
    jobId: string,
    extension: string,
  ): Promise<{
    /** The temporary file (a writer on a worker thread opens it itself). */
    path: string;
    out: Writable;
    commit: () => Promise<{ name: string; sizeBytes: number }>;
    discard: () => Promise<void>;
  }> {
    const folder = this.folder(organizationId);
    await mkdir(folder, { recursive: true });
    await this.discardAttempts(organizationId, jobId);
    const tmp = path.join(folder, `${jobId}.${randomBytes(4).toString('hex')}.tmp`);
    const out = createWriteStream(tmp);
    return {
      path: tmp,
      out,
      commit: async () => {
        const name = `${randomBytes(16).toString('hex')}.${extension}`;
        await rename(tmp, this.pathOf(organizationId, name));
        const { size } = await stat(this.pathOf(organizationId, name));
        return { name, sizeBytes: size };
      },
      discard: () => rm(tmp, { force: true }),
    };
  }

  private async discardAttempts(organizationId: string, jobId: string): Promise<void> {
    const folder = this.folder(organizationId);
    const names = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((n) => n.startsWith(`${jobId}.`) && n.endsWith('.tmp'))
        .map((n) => rm(path.join(folder, n), { force: true })),
    );
  }

  async size(organizationId: string, name: string): Promise<number | null> {
    return stat(this.pathOf(organizationId, name)).then(
      (s) => s.size,
      () => null,
    );
  }

  /**
   * Every file of every organisation's folder, finished or temporary, with when it was last written:
   * what the retention rule's sweep checks against the exports that name their files.
   */
  async listAll(): Promise<{ organizationId: string; name: string; modifiedAt: Date }[]> {
    const folders = await readdir(this.root).catch(() => [] as string[]);
    const files: { organizationId: string; name: string; modifiedAt: Date }[] = [];
    for (const organizationId of folders) {
      if (!ORGANIZATION_FOLDER.test(organizationId)) continue;
      const folder = this.folder(organizationId);
      for (const name of await readdir(folder).catch(() => [] as string[])) {
        const info = await stat(path.join(folder, name)).catch(() => null);
        if (info?.isFile()) files.push({ organizationId, name, modifiedAt: info.mtime });
      }
    }
    return files;
  }

  /** Removes a file the sweep found no export for (a finished name or a temporary one). */
  removeStray(organizationId: string, name: string): Promise<void> {
    if (!FINISHED_NAME.test(name) && !TEMPORARY_NAME.test(name)) {
      throw new Error('not an export file name');
    }
    return rm(path.join(this.folder(organizationId), name), { force: true });
  }

  /** Removes a finished export's file (the retention rule); a file already gone is no error. */
  remove(organizationId: string, name: string): Promise<void> {
    return rm(this.pathOf(organizationId, name), { force: true });
  }

  open(organizationId: string, name: string, chunkSize: number): Readable {
    return createReadStream(this.pathOf(organizationId, name), { highWaterMark: chunkSize });
  }
}
