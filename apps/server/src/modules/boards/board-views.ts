import type { BoardCard, BoardList } from '@clearline/contracts';
import { AppError } from '../../platform/errors';
import type * as repo from './boards.repository';

// How the boards' rows become the API's answers and refusals: the service's pure parts.

/** A file name fit for a header and a page: control characters, quotes and slashes become '_'. */
export function safeFileName(name: string): string {
  const kept = [...name].map((ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || code === 0x7f || ch === '"' || ch === '\\' || ch === '/' ? '_' : ch;
  });
  return kept.join('').slice(0, 200) || 'file';
}

/** Content types served as themselves; anything else downloads as bytes. */
export const SAFE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/csv',
  'text/plain',
]);

export const staleCard = (current: BoardCard) =>
  new AppError(
    409,
    'conflict',
    'Someone else changed this card first; it is shown where it is now.',
    undefined,
    { current },
  );
export const staleList = (current: BoardList) =>
  new AppError(
    409,
    'conflict',
    'Someone else changed this list first; it is shown as it is now.',
    undefined,
    {
      current,
    },
  );

export function toCard(
  row: repo.CardRow,
  counts?: { comments: Map<string, number>; attachments: Map<string, number> },
): BoardCard {
  return {
    id: row.id,
    listId: row.listId,
    name: row.name,
    description: row.description,
    version: row.version,
    due: row.due ? row.due.toISOString() : null,
    idMembers: row.memberIds,
    idLabels: row.labelIds,
    idAttachmentCover: row.attachmentCoverId,
    subscribed: row.subscribed,
    checklists: row.checklists,
    attachmentCount: counts?.attachments.get(row.id) ?? 0,
    commentCount: counts?.comments.get(row.id) ?? 0,
  };
}

export function toList(row: repo.ListRow, cardIds: string[]): BoardList {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    taskState: (row.taskState as BoardList['taskState']) ?? null,
    idCards: cardIds,
  };
}

export const toSummary = (row: repo.BoardRow) => ({
  id: row.id,
  number: row.number,
  name: row.name,
  kind: row.kind,
  settings: row.settings,
});
