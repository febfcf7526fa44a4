import { type Handler, mock, ok, queryOf } from './http';
import { daysAgo, FIRST_NAMES, type Random, titleCase, words } from './random';

export type FileKind = 'folder' | 'document' | 'spreadsheet' | 'pdf' | 'image';
export interface FileItem {
  id: string;
  folderId: string | null;
  name: string;
  type: FileKind;
  extension: string;
  owner: string;
  /** Bytes; 0 for folders. */
  size: number;
  created: string;
  modified: string;
  opened: string;
  offline: boolean;
  description: string;
}

const EXTENSIONS: Record<Exclude<FileKind, 'folder'>, string> = {
  document: 'docx',
  spreadsheet: 'xlsx',
  pdf: 'pdf',
  image: 'png',
};

export function generateFiles(random: Random, now: number): FileItem[] {
  const item = (id: string, folderId: string | null, type: FileKind): FileItem => {
    const name = titleCase(words(random, 2));
    return {
      id,
      folderId,
      name: type === 'folder' ? name : `${name.replace(/ /g, '-')}.${EXTENSIONS[type]}`,
      type,
      extension: type === 'folder' ? '' : EXTENSIONS[type],
      owner: random.pick(FIRST_NAMES),
      size: type === 'folder' ? 0 : random.int(12, 9_000) * 1024,
      created: daysAgo(random, now, random.int(60, 400)),
      modified: daysAgo(random, now, random.int(1, 59)),
      opened: daysAgo(random, now, random.int(0, 10)),
      offline: random.bool(0.2),
      description: `${titleCase(words(random, 4))}.`,
    };
  };
  const folders = Array.from({ length: 4 }, (_, i) => item(`folder-${i + 1}`, null, 'folder'));
  const kinds: Exclude<FileKind, 'folder'>[] = ['document', 'spreadsheet', 'pdf', 'image'];
  const files = Array.from({ length: 22 }, (_, i) =>
    item(`file-${i + 1}`, i < 8 ? null : (random.pick(folders).id as string), random.pick(kinds)),
  );
  return [...folders, ...files];
}

/**
 * /api/file-manager-app: the items of a folder (the root without ?folderId) and the path to it, so the
 * page can show breadcrumbs; folders first, then files by name.
 */
export function fileManagerHandlers(items: FileItem[]): Handler[] {
  return [
    mock.get('/api/file-manager-app', ({ request }) => {
      const folderId = queryOf(request).get('folderId') || null;
      const path: FileItem[] = [];
      for (let at = items.find((i) => i.id === folderId); at; at = items.find((i) => i.id === at?.folderId))
        path.unshift(at);
      const inFolder = items
        .filter((i) => i.folderId === folderId)
        .sort(
          (a, b) => Number(b.type === 'folder') - Number(a.type === 'folder') || a.name.localeCompare(b.name),
        );
      return ok({ items: inFolder, path });
    }),
  ];
}
