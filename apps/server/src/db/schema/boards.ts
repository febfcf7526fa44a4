import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './identity';

/**
 * Boards (issue 16): the spec's scrumboard model stored per organisation. Boards, lists and cards are
 * removed softly (`removed_at`) so their comments and activity, which are append-only, stay whole.
 * Board 1 of every organisation is made by a trigger on `organizations` (migration 0019).
 */
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export interface BoardSettings {
  color: string;
  subscribed: boolean;
  cardCoverImages: boolean;
}

export interface BoardChecklist {
  id: string;
  name: string;
  checkItems: { id: string; name: string; checked: boolean }[];
}

export const boards = pgTable(
  'boards',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 1.. within the organisation, never reused (the route's `:boardId`). */
    number: integer().notNull(),
    name: text().notNull(),
    /** 'reconciliation': its state lists show the reconciliation tasks (board 1). */
    kind: text().$type<'free' | 'reconciliation'>().notNull().default('free'),
    settings: jsonb()
      .$type<BoardSettings>()
      .notNull()
      .default({ color: '', subscribed: true, cardCoverImages: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('boards_org_number_uq').on(t.organizationId, t.number)],
);

export const boardLists = pgTable(
  'board_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    boardId: uuid()
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** 0.. left to right among the board's live lists; rewritten in one transaction on every move. */
    position: integer().notNull(),
    /** Bumped by every change: a move or rename made on an older version is refused (409). */
    version: integer().notNull().default(1),
    /** A reconciliation state this list shows (reconciliation boards), else null. */
    taskState: text(),
    createdAt: createdAt(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('board_lists_board_idx').on(t.boardId, t.position)],
);

export const boardCards = pgTable(
  'board_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    boardId: uuid()
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    listId: uuid()
      .notNull()
      .references(() => boardLists.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** 0.. top to bottom in its list; rewritten in one transaction on every move. */
    position: integer().notNull(),
    version: integer().notNull().default(1),
    due: timestamp({ withTimezone: true }),
    labelIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    memberIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    checklists: jsonb().$type<BoardChecklist[]>().notNull().default([]),
    subscribed: boolean().notNull().default(false),
    attachmentCoverId: uuid(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('board_cards_list_idx').on(t.listId, t.position)],
);

export const boardLabels = pgTable(
  'board_labels',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    boardId: uuid()
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** A palette name the browser maps to a colour (spec's `class`). */
    color: text().notNull(),
  },
  (t) => [index('board_labels_board_idx').on(t.boardId)],
);

/** A card's comments and what happened to it. Append-only: a trigger refuses UPDATE and DELETE. */
export const boardCardActivities = pgTable(
  'board_card_activities',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    cardId: uuid()
      .notNull()
      .references(() => boardCards.id, { onDelete: 'cascade' }),
    type: text().$type<'comment' | 'attachment' | 'change'>().notNull(),
    memberId: uuid().references(() => users.id),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('board_card_activities_card_idx').on(t.cardId, t.id)],
);

/** Files attached to cards: bytes in the organisation's content-addressed store, served to members only. */
export const boardCardAttachments = pgTable(
  'board_card_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    cardId: uuid()
      .notNull()
      .references(() => boardCards.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    contentType: text().notNull(),
    sha256: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('board_card_attachments_card_idx').on(t.cardId)],
);
