import type { RouteContract } from '@clearline/contracts';
import { z } from 'zod';
import { type DownloadedFile, download } from './api-client';

/**
 * Saving a file the API answers behind the session (report exports, issue 14). The download routes
 * authorise by the bearer token, which an <a href> cannot carry, so the file is fetched with the API
 * client's headers (a 401 refreshes the token or signs out as everywhere) and handed to the browser as
 * a blob: Chromium keeps a large blob on disk, not in the page's memory.
 */

/** Hands a fetched file to the browser's downloads under its server-given name. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/**
 * Fetches an authorised download path the server handed out (an export notification's
 * blobStorageURL, an export's downloadUrl) and saves it. Failures throw ApiError.
 */
export async function downloadPath(path: string, fallbackName: string): Promise<void> {
  const contract: RouteContract = {
    method: 'GET',
    // An absolute URL or one with ':' segments is not ours to fetch: only the API's own paths.
    path: path.startsWith('/api/') ? path.replace(/:/g, '%3A') : '/api/invalid-download-path',
    access: 'session',
    summary: 'an authorised download',
    tags: [],
    response: z.unknown(),
  };
  saveFile(await download(contract), fallbackName);
}
