import type { ImportStatusEvent } from '@clearline/contracts';
import { useSyncExternalStore } from 'react';
import { formatUsDateTime } from './date-time';

/**
 * Which file imports are running, fed by the `showStatus` / `showEwaStatus` socket events, by the
 * upload answer and status calls of the import screens, and by every load of the activity log
 * (`replace`). While one is In Progress, switching tenants is blocked (spec §4); when none is, the
 * block is cleared. The same module holds what the import screens and the notifications drawer share
 * about file logs: the spec §8 message classification, the issues link, the query key, the time zone.
 */
export type ImportSource = 'bankRec' | 'ewa';
export const IN_PROGRESS = 'In Progress';

export type { ImportStatusEvent };

export type ImportEventListener = (source: ImportSource, event: ImportStatusEvent) => void;

/** The store's key of an event: its area and import id. */
const keyOf = (source: ImportSource, event: ImportStatusEvent) => `${source}:${event.importId}`;

export function createImportActivity() {
  const running = new Set<string>();
  const listeners = new Set<() => void>();
  const eventListeners = new Set<ImportEventListener>();
  /** The last event of each import (by id), so a screen opened mid-import shows its progress. */
  const latest = new Map<string, ImportStatusEvent>();
  /**
   * When each store key was last reported, on the store's own clock (a count of reports): an activity-log
   * load asked for before that report is older than it and must not undo it.
   */
  let clock = 0;
  const reportedAt = new Map<string, number>();
  let snapshot = false;
  const changed = () => {
    snapshot = running.size > 0;
    for (const listener of listeners) listener();
  };
  const onEvent = (listener: ImportEventListener) => {
    eventListeners.add(listener);
    return () => {
      eventListeners.delete(listener);
    };
  };
  return {
    /**
     * One status event: In Progress adds the import, anything else (Completed, Failed) removes it; a
     * stale In Progress after the end is dropped.
     * Listeners of `onEvent` hear every event (screens refresh their lists and progress bars).
     */
    report(source: ImportSource, event: ImportStatusEvent) {
      // An import never runs again once it ended: an In Progress answer read after the end is stale.
      const known = latest.get(event.importId);
      if (event.status === IN_PROGRESS && known && known.status !== IN_PROGRESS) return;
      const key = keyOf(source, event);
      if (event.status === IN_PROGRESS) running.add(key);
      else running.delete(key);
      clock += 1;
      reportedAt.set(key, clock);
      latest.set(event.importId, event);
      changed();
      for (const listener of eventListeners) listener(source, event);
    },
    /** The store's clock now: take it before asking for an activity log, and give it to `replace`. */
    mark: () => clock,
    /**
     * The whole list of one area at once (an activity-log load: the ids of the entries In Progress),
     * asked for at `askedAt` (a `mark()`). An event reported after the load was asked for is newer
     * than the list and stands: an import started in another tab while this page loads stays blocking,
     * and one that ended meanwhile is not revived by the list.
     */
    replace(source: ImportSource, keysInProgress: readonly string[], askedAt = clock) {
      const newer = (key: string) => (reportedAt.get(key) ?? 0) > askedAt;
      for (const key of [...running]) if (key.startsWith(`${source}:`) && !newer(key)) running.delete(key);
      for (const id of keysInProgress) if (!newer(`${source}:${id}`)) running.add(`${source}:${id}`);
      changed();
    },
    /** The last event heard for an import, if any. */
    lastEvent: (importId: string): ImportStatusEvent | undefined => latest.get(importId),
    /** Every status event as it is reported; returns the unsubscribe. */
    onEvent,
    /**
     * The events of one area that change an import's status (it started, completed, failed), not its
     * progress: each listener hears an import's status once, however many progress events repeat it.
     */
    onStatusChange(source: ImportSource, listener: (event: ImportStatusEvent) => void) {
      const heard = new Map<string, string>();
      return onEvent((from, event) => {
        if (from !== source || heard.get(event.importId) === event.status) return;
        heard.set(event.importId, event.status);
        listener(event);
      });
    },
    clear() {
      running.clear();
      latest.clear();
      reportedAt.clear();
      changed();
    },
    inProgress: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's one store. */
export const importActivity = createImportActivity();

/**
 * Loads an activity-log page stamped with the store's clock at the time of asking, for `replace`.
 */
export async function loadStamped<T extends object>(
  load: () => Promise<T>,
): Promise<T & { askedAt: number }> {
  const askedAt = importActivity.mark();
  return { ...(await load()), askedAt };
}

/** True while any import is In Progress. */
export function useImportInProgress(): boolean {
  return useSyncExternalStore(importActivity.subscribe, importActivity.inProgress, () => false);
}

// ---------------------------------------------------------------- the file-activity log (spec §3, §8, §9)

/** How a file log message reads (spec §8), decided by its text. */
export type ImportMessageKind = 'success' | 'error' | 'progress' | 'other';

/**
 * Spec §8: 'records imported' or 'records updated' is a success; 'already imported', 'Error' or
 * 'Invalid' is an error; a message saying In Progress is a running import. Success is read first, so a
 * file name inside a message never turns a success red; the server's messages carry no file name there.
 */
export function classifyImportMessage(msg: string): ImportMessageKind {
  if (/records (imported|updated)/i.test(msg)) return 'success';
  if (/already imported/i.test(msg)) return 'error';
  if (/In Progress/i.test(msg)) return 'progress';
  if (/\b(Error|Invalid)\b/.test(msg)) return 'error';
  return 'other';
}

/** The message of the 'Warnings / Errors' link and of the page it opens (spec §8). */
export const ISSUES_PAGE_MESSAGE = 'File Imported completed with transaction warnings / errors';
export const ISSUES_LINK_TEXT = 'Warnings / Errors';

/** What an activity entry shows: its tone, and whether it links to its line issues. */
export interface ImportOutcome {
  kind: ImportMessageKind;
  /** A success whose file had warnings or errors: the warning icon and the 'Warnings / Errors' link. */
  withIssues: boolean;
}

export function importOutcome(entry: { msg: string; errorFlag: boolean }): ImportOutcome {
  const kind = classifyImportMessage(entry.msg);
  return { kind, withIssues: kind === 'success' && entry.errorFlag };
}

/** The page of an import's line issues in its area (spec §2 ErrorMessage/:id). */
export const importIssuesPath = (importId: string, area: ImportSource = 'bankRec') =>
  `/app/${area}/ErrorMessage/${encodeURIComponent(importId)}`;
/** An area's activity log with the upload area (spec §2 FileImportActivity). */
export const fileActivityPath = (area: ImportSource) => `/app/${area}/FileImportActivity`;
export const FILE_ACTIVITY_PATH = fileActivityPath('bankRec');

/** What the 'Warnings / Errors' link carries to the issues page (spec §8), as router state. */
export interface ImportIssuesLinkState {
  fileName: string;
  createdAt: string;
  message: string;
}

/** Entries In Progress first (spec §4), otherwise in the order given (the server's newest first). */
export function inProgressFirst<T extends { status?: string; msg: string }>(entries: readonly T[]): T[] {
  const running = (e: T) => e.status === IN_PROGRESS || classifyImportMessage(e.msg) === 'progress';
  return [...entries.filter(running), ...entries.filter((e) => !running(e))];
}

/** The keys the import-activity store holds for the entries In Progress of an activity-log page. */
export function inProgressKeys(entries: readonly { _id: string; status: string }[]): string[] {
  return entries.filter((e) => e.status === IN_PROGRESS).map((e) => e._id);
}

/** The query key of the activity logs; invalidate the root to refresh every page and the drawer. */
export const FILE_ACTIVITY_KEY = ['imports', 'fileActivity'] as const;
/** One page of one area's activity log (bank-rec's unless said). */
export const fileActivityKey = (
  organizationId: string | null,
  page: number,
  limit: number,
  area: ImportSource = 'bankRec',
) => [...FILE_ACTIVITY_KEY, organizationId, page, limit, area] as const;

/** The user's time zone (the browser's), where file logs are shown (spec §9). */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A file-log moment as 'MM/DD/YYYY hh:mm A' with the zone, in the user's zone (spec §9). */
export const formatFileLogTime = (moment: string | Date, timeZone: string = userTimeZone()): string =>
  formatUsDateTime(moment, timeZone);
