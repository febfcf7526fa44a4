import { z } from 'zod';
import { multilineText, text } from './fields';
import { route } from './route';

/**
 * Boards (issue 16): the spec's scrumboard model (§3) stored per organisation and shared by its members.
 * A board is addressed by its number within the organisation (`/app/rPRec/rPRecKa/:boardId`). Lists and
 * cards carry a version: a move or change made on an older version is refused with 409 and the current
 * row (`current`), so the second of two people moving one card sees where the first put it.
 */

export const BOARD_CHANGED_EVENT = 'boardChanged';
/** What the browser sends to watch a board (its uuid); the answer says whether it joined. */
export const BOARD_JOIN_EVENT = 'boardJoin';
export const BOARD_LEAVE_EVENT = 'boardLeave';

/** An attachment's size limit. */
export const BOARD_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The reconciliation task states a list of a reconciliation board may show. */
export const BOARD_TASK_STATES = ['not_started', 'in_preparation', 'ready_for_review', 'certified'] as const;
export const BoardTaskState = z.enum(BOARD_TASK_STATES);

export const BoardSettings = z.object({
  color: z.string(),
  subscribed: z.boolean(),
  cardCoverImages: z.boolean(),
});

export const BoardMember = z.object({ id: z.string(), name: z.string(), avatar: z.string() });
export const BoardLabel = z.object({ id: z.string(), name: z.string(), class: z.string() });

export const CheckItem = z.object({ id: text(64), name: text(200), checked: z.boolean() });
export const Checklist = z.object({ id: text(64), name: text(200), checkItems: z.array(CheckItem).max(100) });

/** A reconciliation task shown as a card (read from the task service; moving it changes its state). */
export const BoardTaskRef = z.object({
  id: z.string(),
  state: BoardTaskState,
  area: z.enum(['bankRec', 'ewa']),
  /** Account and period, e.g. 'Operating 1234 · 2026-10'. */
  detail: z.string(),
});

export const BoardCard = z.object({
  id: z.string(),
  listId: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.number().int(),
  due: z.string().nullable(),
  idMembers: z.array(z.string()),
  idLabels: z.array(z.string()),
  idAttachmentCover: z.string().nullable(),
  subscribed: z.boolean(),
  checklists: z.array(Checklist),
  attachmentCount: z.number().int(),
  commentCount: z.number().int(),
  /** Present on a reconciliation task's card: its id starts 'task:' and it moves by state change. */
  task: BoardTaskRef.optional(),
});
export type BoardCard = z.infer<typeof BoardCard>;

export const BoardList = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  taskState: BoardTaskState.nullable(),
  idCards: z.array(z.string()),
});
export type BoardList = z.infer<typeof BoardList>;

export const BoardSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  kind: z.enum(['free', 'reconciliation']),
  settings: BoardSettings,
});

export const Board = BoardSummary.extend({
  lists: z.array(BoardList),
  cards: z.array(BoardCard),
  members: z.array(BoardMember),
  labels: z.array(BoardLabel),
});
export type Board = z.infer<typeof Board>;

export const BoardActivity = z.object({
  id: z.string(),
  type: z.enum(['comment', 'attachment', 'change']),
  idMember: z.string().nullable(),
  memberName: z.string(),
  message: z.string(),
  time: z.string(),
});

export const BoardAttachment = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  time: z.string(),
  /** The authorised download path. */
  url: z.string(),
});

export const CardDetail = z.object({
  card: BoardCard,
  activities: z.array(BoardActivity),
  attachments: z.array(BoardAttachment),
});
export type CardDetail = z.infer<typeof CardDetail>;

/** socket.io: something on a board changed; the page reads the board again. */
export const BoardChangedEvent = z.object({
  boardId: z.string(),
  number: z.number().int(),
  kind: z.string(),
  cardId: z.string().optional(),
  actorId: z.string(),
});
export type BoardChangedEvent = z.infer<typeof BoardChangedEvent>;

const BoardParams = z.object({ boardId: z.coerce.number<string>().int().min(1).max(1_000_000) });
const ListParams = BoardParams.extend({ listId: z.string().uuid() });
const CardParams = BoardParams.extend({ cardId: z.string().uuid() });
const AttachmentParams = CardParams.extend({ attachmentId: z.string().uuid() });

const Name = text(200).refine((v) => v.trim().length > 0, 'must not be empty');
const Position = z.number().int().min(0).max(100_000);

export const NewBoardBody = z.object({ name: Name });
export const BoardUpdateBody = z.object({
  name: Name.optional(),
  settings: BoardSettings.partial().optional(),
});
export const NewListBody = z.object({ name: Name });
export const ListUpdateBody = z.object({ name: Name, version: z.number().int() });
export const ListMoveBody = z.object({ version: z.number().int(), index: Position });
export const NewCardBody = z.object({ listId: z.string().uuid(), name: Name });
/** PATCH: only the fields given change; the others keep their values. */
export const CardUpdateBody = z.object({
  version: z.number().int(),
  name: Name.optional(),
  description: multilineText(5000).optional(),
  due: z.string().datetime({ offset: true }).nullable().optional(),
  idMembers: z.array(z.string().uuid()).max(50).optional(),
  idLabels: z.array(z.string().uuid()).max(50).optional(),
  checklists: z.array(Checklist).max(20).optional(),
  subscribed: z.boolean().optional(),
  idAttachmentCover: z.string().uuid().nullable().optional(),
});
export type CardUpdateBody = z.infer<typeof CardUpdateBody>;
/** A move to a list of this organisation (any of its boards) at an index. */
export const CardMoveBody = z.object({
  version: z.number().int(),
  listId: z.string().uuid(),
  index: Position,
});
/** A reconciliation task's card moved to another state list: the task's state change. */
export const TaskMoveBody = z.object({
  taskId: z.string().uuid(),
  listId: z.string().uuid(),
  /** Why a reviewer returns a task for changes (the workflow requires it for that move). */
  comment: multilineText(2000).optional(),
});
export const CommentBody = z.object({ message: multilineText(2000).refine((v) => v.trim().length > 0) });
export const NewLabelBody = z.object({ name: Name, class: text(20) });

const prefix = '/api/rec/boards';
const tags = ['boards'];
/** Who may use boards: the routes below, and the sockets that watch a board (BOARD_JOIN_EVENT). */
export const BOARD_ACCESS = ['bankRec', 'ewa'] as const;
const access = BOARD_ACCESS;
const Ok = z.object({ ok: z.literal(true) });

export const boardsRoutes = {
  list: route({
    method: 'GET',
    path: prefix,
    access,
    summary: "The organisation's boards, by number",
    tags,
    response: z.object({ data: z.array(BoardSummary) }),
  }),
  create: route({
    method: 'POST',
    path: prefix,
    access,
    status: 201,
    summary: 'A new board (the next number)',
    tags,
    body: NewBoardBody,
    response: BoardSummary,
  }),
  get: route({
    method: 'GET',
    path: `${prefix}/:boardId`,
    access,
    summary: 'A board with its lists, cards, members and labels (a reconciliation board adds its tasks)',
    tags,
    params: BoardParams,
    query: z.object({ area: z.enum(['bankRec', 'ewa']).optional() }),
    response: Board,
  }),
  update: route({
    method: 'PATCH',
    path: `${prefix}/:boardId`,
    access,
    summary: 'Rename a board or change its settings',
    tags,
    params: BoardParams,
    body: BoardUpdateBody,
    response: BoardSummary,
  }),
  remove: route({
    method: 'DELETE',
    path: `${prefix}/:boardId`,
    access,
    summary: 'Remove a board (board 1 stays)',
    tags,
    params: BoardParams,
    response: Ok,
  }),
  newList: route({
    method: 'POST',
    path: `${prefix}/:boardId/lists`,
    access,
    status: 201,
    summary: 'A new list at the right end',
    tags,
    params: BoardParams,
    body: NewListBody,
    response: BoardList,
  }),
  renameList: route({
    method: 'PATCH',
    path: `${prefix}/:boardId/lists/:listId`,
    access,
    summary: 'Rename a list',
    tags,
    params: ListParams,
    body: ListUpdateBody,
    response: BoardList,
  }),
  removeList: route({
    method: 'DELETE',
    path: `${prefix}/:boardId/lists/:listId`,
    access,
    summary: 'Remove a list and its cards (a task state list stays)',
    tags,
    params: ListParams,
    response: Ok,
  }),
  moveList: route({
    method: 'POST',
    path: `${prefix}/:boardId/lists/:listId/move`,
    access,
    summary: 'Move a list to an index (409 with the current list when its version is older)',
    tags,
    params: ListParams,
    body: ListMoveBody,
    response: BoardList,
  }),
  newLabel: route({
    method: 'POST',
    path: `${prefix}/:boardId/labels`,
    access,
    status: 201,
    summary: 'A new label of the board',
    tags,
    params: BoardParams,
    body: NewLabelBody,
    response: BoardLabel,
  }),
  newCard: route({
    method: 'POST',
    path: `${prefix}/:boardId/cards`,
    access,
    status: 201,
    summary: 'A new card at the bottom of a list',
    tags,
    params: BoardParams,
    body: NewCardBody,
    response: BoardCard,
  }),
  card: route({
    method: 'GET',
    path: `${prefix}/:boardId/cards/:cardId`,
    access,
    summary: 'A card with its comments and activity and its attachments',
    tags,
    params: CardParams,
    response: CardDetail,
  }),
  updateCard: route({
    method: 'PATCH',
    path: `${prefix}/:boardId/cards/:cardId`,
    access,
    summary: 'Change some fields of a card; the others keep their values (409 on an older version)',
    tags,
    params: CardParams,
    body: CardUpdateBody,
    response: BoardCard,
  }),
  removeCard: route({
    method: 'DELETE',
    path: `${prefix}/:boardId/cards/:cardId`,
    access,
    summary: 'Remove a card',
    tags,
    params: CardParams,
    response: Ok,
  }),
  moveCard: route({
    method: 'POST',
    path: `${prefix}/:boardId/cards/:cardId/move`,
    access,
    summary:
      'Move a card to a list of this organisation at an index (409 with the current card on an older version)',
    tags,
    params: CardParams,
    body: CardMoveBody,
    response: BoardCard,
  }),
  moveTask: route({
    method: 'POST',
    path: `${prefix}/:boardId/tasks/move`,
    access,
    summary: "A reconciliation task's card moved to a state list: the task's state change, with its rules",
    tags,
    params: BoardParams,
    body: TaskMoveBody,
    response: Ok,
  }),
  comment: route({
    method: 'POST',
    path: `${prefix}/:boardId/cards/:cardId/comments`,
    access,
    status: 201,
    summary: 'Add a comment to a card (comments and activity are append-only)',
    tags,
    params: CardParams,
    body: CommentBody,
    response: BoardActivity,
  }),
  attach: route({
    method: 'POST',
    path: `${prefix}/:boardId/cards/:cardId/attachments`,
    access,
    status: 201,
    summary: 'Attach a file to a card (multipart field `file`, at most 10 MB)',
    tags,
    params: CardParams,
    response: BoardAttachment,
  }),
  attachment: route({
    method: 'GET',
    path: `${prefix}/:boardId/cards/:cardId/attachments/:attachmentId`,
    access,
    summary: "An attachment's file (members of the organisation only)",
    tags,
    params: AttachmentParams,
    response: z.unknown(),
  }),
};
export type BoardsRoutes = typeof boardsRoutes;
