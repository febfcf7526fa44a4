import { BOARD_NOT_FOUND, bodyOf, fail, type Handler, mock, newId, ok, queryOf } from './http';
import { DAY_MS, FIRST_NAMES, LAST_NAMES, paragraph, pictureUrl, type Random, sentence } from './random';

/** Spec §3 "Scrumboard" records. */
export interface BoardMember {
  id: string;
  name: string;
  avatar: string;
}
export interface BoardLabel {
  id: string;
  name: string;
  class: string;
}
export interface BoardList {
  id: string;
  name: string;
  idCards: string[];
}
export interface CardAttachment {
  id: string;
  name: string;
  src?: string;
  url?: string;
  time: string;
  type: 'image' | 'link';
}
export interface CardChecklist {
  id: string;
  name: string;
  checkItems: { id: string; name: string; checked: boolean }[];
}
export interface CardActivity {
  id: string;
  type: 'comment' | 'attachment';
  idMember: string;
  message: string;
  time: string;
}
export interface BoardCard {
  id: string;
  name: string;
  description: string;
  idAttachmentCover: string;
  idMembers: string[];
  idLabels: string[];
  attachments: CardAttachment[];
  subscribed: boolean;
  checklists: CardChecklist[];
  activities: CardActivity[];
  due: string | null;
}
export interface BoardSettings {
  color: string;
  subscribed: boolean;
  cardCoverImages: boolean;
}
export interface ScrumBoard {
  id: string;
  name: string;
  uri: string;
  settings: BoardSettings;
  lists: BoardList[];
  cards: BoardCard[];
  members: BoardMember[];
  labels: BoardLabel[];
}

/** Spec §9: the first board's lists and labels. */
export const FIRST_BOARD_LISTS = ['New', 'In Progress', 'Reopened', 'Pending Complete', 'Complete'];
export const FIRST_BOARD_LABELS = ['High Priority', 'Design', 'App', 'Feature'];
const LABEL_CLASSES = ['red', 'orange', 'blue', 'green', 'purple'];

function members(random: Random): BoardMember[] {
  return Array.from({ length: 6 }, (_, i) => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    return { id: `member-${i + 1}`, name, avatar: pictureUrl(name, i * 60) };
  });
}

function card(
  random: Random,
  now: number,
  board: Pick<ScrumBoard, 'members' | 'labels'>,
  id: string,
): BoardCard {
  const time = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const checklist: CardChecklist = {
    id: `${id}-checklist`,
    name: 'Checklist',
    checkItems: Array.from({ length: random.int(0, 4) }, (_, n) => ({
      id: `${id}-item-${n + 1}`,
      name: sentence(random, 2, 4),
      checked: random.bool(),
    })),
  };
  return {
    id,
    name: sentence(random, 3, 6).replace(/\.$/, ''),
    description: paragraph(random, 2),
    idAttachmentCover: '',
    idMembers: random.some(board.members, random.int(0, 3)).map((m) => m.id),
    idLabels: random.some(board.labels, random.int(0, 2)).map((l) => l.id),
    attachments: [],
    subscribed: random.bool(),
    checklists: checklist.checkItems.length > 0 ? [checklist] : [],
    activities: Array.from({ length: random.int(0, 2) }, (_, n) => ({
      id: `${id}-activity-${n + 1}`,
      type: 'comment' as const,
      idMember: random.pick(board.members).id,
      message: sentence(random),
      time: time(random.int(1, 20)),
    })),
    due: random.bool(0.4) ? time(-random.int(1, 30)) : null,
  };
}

function board(
  random: Random,
  now: number,
  spec: { id: string; name: string; uri: string; lists: string[]; labels: string[]; color: string },
): ScrumBoard {
  const result: ScrumBoard = {
    id: spec.id,
    name: spec.name,
    uri: spec.uri,
    settings: { color: spec.color, subscribed: false, cardCoverImages: true },
    lists: [],
    cards: [],
    members: members(random),
    labels: spec.labels.map((name, i) => ({
      id: `${spec.id}-label-${i + 1}`,
      name,
      class: LABEL_CLASSES[i % LABEL_CLASSES.length] ?? 'blue',
    })),
  };
  result.lists = spec.lists.map((name, i) => {
    const listId = `${spec.id}-list-${i + 1}`;
    const cards = Array.from({ length: random.int(1, 4) }, (_, n) =>
      card(random, now, result, `${listId}-card-${n + 1}`),
    );
    result.cards.push(...cards);
    return { id: listId, name, idCards: cards.map((c) => c.id) };
  });
  return result;
}

/** Spec §9: two boards; the first with its named lists and labels. */
export function generateBoards(random: Random, now: number): ScrumBoard[] {
  return [
    board(random, now, {
      id: 'board-1',
      name: 'ACME Frontend Application',
      uri: 'acme-frontend-application',
      lists: FIRST_BOARD_LISTS,
      labels: FIRST_BOARD_LABELS,
      color: 'blue',
    }),
    board(random, now, {
      id: 'board-2',
      name: 'ACME Backend Application',
      uri: 'acme-backend-application',
      lists: ['Backlog', 'Doing', 'Review', 'Done'],
      labels: ['Bug', 'API', 'Database'],
      color: 'green',
    }),
  ];
}

const uriOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * /api/scrumboard-app (spec §7): boards, lists and cards, created, renamed, removed and reordered; a card
 * update merges the fields it sends. Every call on a board that does not exist answers 404 with spec §8's
 * message. Changes answer the whole board again, so a page can simply show what comes back.
 */
export function scrumboardHandlers(boards: ScrumBoard[]): Handler[] {
  const find = (boardId: unknown) => boards.find((b) => b.id === boardId);
  const missing = () => fail(404, BOARD_NOT_FOUND);

  /** A POST on one board: the body's boardId names it; the change returns what to answer. */
  const onBoard = <B extends { boardId: string }>(
    path: string,
    change: (board: ScrumBoard, body: Partial<B>) => Response,
  ) =>
    mock.post(path, async ({ request }) => {
      const body = await bodyOf<B>(request);
      const target = find(body.boardId);
      return target ? change(target, body) : missing();
    });

  const base = '/api/scrumboard-app';
  return [
    mock.get(`${base}/boards`, () =>
      ok(boards.map(({ id, name, uri, settings }) => ({ id, name, uri, settings }))),
    ),
    mock.get(`${base}/board`, ({ request }) => {
      const target = find(queryOf(request).get('boardId'));
      return target ? ok(target) : missing();
    }),
    mock.post(`${base}/board/new`, async ({ request }) => {
      const body = await bodyOf<{ board: { name?: string } }>(request);
      const name = body.board?.name?.trim() || 'Untitled Board';
      const created: ScrumBoard = {
        id: newId('board'),
        name,
        uri: uriOf(name),
        settings: { color: '', subscribed: true, cardCoverImages: true },
        lists: [],
        cards: [],
        members: boards[0]?.members ?? [],
        labels: boards[0]?.labels.map((l) => ({ ...l })) ?? [],
      };
      boards.push(created);
      return ok(created);
    }),
    onBoard<{ boardId: string; boardTitle: string }>(`${base}/board/rename`, (target, body) => {
      const name = body.boardTitle?.trim();
      if (!name) return fail(400, 'Enter a board title');
      target.name = name;
      target.uri = uriOf(name);
      return ok(target);
    }),
    onBoard<{ boardId: string; settings: Partial<BoardSettings> }>(
      `${base}/board/settings/update`,
      (target, body) => {
        target.settings = { ...target.settings, ...body.settings };
        return ok(target);
      },
    ),
    onBoard(`${base}/board/delete`, (target) => {
      boards.splice(boards.indexOf(target), 1);
      return ok({ boardId: target.id });
    }),
    onBoard<{ boardId: string; data: { name?: string } }>(`${base}/list/new`, (target, body) => {
      const name = body.data?.name?.trim();
      if (!name) return fail(400, 'Enter a list title');
      target.lists.push({ id: newId('list'), name, idCards: [] });
      return ok(target);
    }),
    onBoard<{ boardId: string; listId: string; listTitle: string }>(`${base}/list/rename`, (target, body) => {
      const list = target.lists.find((l) => l.id === body.listId);
      const name = body.listTitle?.trim();
      if (!list) return fail(404, 'Requested list does not exist.');
      if (!name) return fail(400, 'Enter a list title');
      list.name = name;
      return ok(target);
    }),
    onBoard<{ boardId: string; listId: string }>(`${base}/list/remove`, (target, body) => {
      const list = target.lists.find((l) => l.id === body.listId);
      if (!list) return fail(404, 'Requested list does not exist.');
      target.lists = target.lists.filter((l) => l !== list);
      target.cards = target.cards.filter((c) => !list.idCards.includes(c.id));
      return ok(target);
    }),
    onBoard<{ boardId: string; listId: string; data: Partial<BoardCard> }>(
      `${base}/card/new`,
      (target, body) => {
        const list = target.lists.find((l) => l.id === body.listId);
        const name = body.data?.name?.trim();
        if (!list) return fail(404, 'Requested list does not exist.');
        if (!name) return fail(400, 'Enter a card title');
        const created: BoardCard = {
          description: '',
          idAttachmentCover: '',
          idMembers: [],
          idLabels: [],
          attachments: [],
          subscribed: true,
          checklists: [],
          activities: [],
          due: null,
          ...body.data,
          id: newId('card'),
          name,
        };
        target.cards.push(created);
        list.idCards.push(created.id);
        return ok(target);
      },
    ),
    // Spec §4: a card update merges the fields it sends into the stored card.
    onBoard<{ boardId: string; card: Partial<BoardCard> & { id: string } }>(
      `${base}/card/update`,
      (target, body) => {
        const index = target.cards.findIndex((c) => c.id === body.card?.id);
        const current = target.cards[index];
        if (!current || !body.card) return fail(404, 'Requested card does not exist.');
        const merged = { ...current, ...body.card, id: current.id };
        target.cards[index] = merged;
        return ok(merged);
      },
    ),
    onBoard<{ boardId: string; cardId: string }>(`${base}/card/remove`, (target, body) => {
      if (!target.cards.some((c) => c.id === body.cardId)) return fail(404, 'Requested card does not exist.');
      target.cards = target.cards.filter((c) => c.id !== body.cardId);
      for (const list of target.lists) list.idCards = list.idCards.filter((id) => id !== body.cardId);
      return ok(target);
    }),
    // A drag and drop sends every list with its cards in their new order; no card may be lost or invented.
    onBoard<{ boardId: string; lists: { id: string; idCards: string[] }[] }>(
      `${base}/card/order`,
      (target, body) => {
        const lists = body.lists ?? [];
        const sent = lists.flatMap((l) => l.idCards).sort();
        const held = target.lists.flatMap((l) => l.idCards).sort();
        const sameLists =
          lists.length === target.lists.length && lists.every((l) => target.lists.some((t) => t.id === l.id));
        if (!sameLists || sent.join() !== held.join())
          return fail(400, 'The order must name every list and card once');
        for (const list of target.lists)
          list.idCards = [...(lists.find((l) => l.id === list.id)?.idCards ?? [])];
        return ok(target);
      },
    ),
    onBoard<{ boardId: string; lists: { id: string }[] }>(`${base}/list/order`, (target, body) => {
      const ids = (body.lists ?? []).map((l) => l.id);
      const ordered = ids.map((id) => target.lists.find((l) => l.id === id));
      if (
        ordered.length !== target.lists.length ||
        ordered.some((l) => !l) ||
        new Set(ids).size !== ids.length
      )
        return fail(400, 'The order must name every list once');
      target.lists = ordered as BoardList[];
      return ok(target);
    }),
  ];
}
