import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import {
  type BoardChecklist,
  type BoardSettings,
  boardCardActivities,
  boardCardAttachments,
  boardCards,
  boardLabels,
  boardLists,
  boards,
} from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

/** Boards, lists, cards and their details; every function takes the caller's organisation. */

export type BoardRow = typeof boards.$inferSelect;
export type ListRow = typeof boardLists.$inferSelect;
export type CardRow = typeof boardCards.$inferSelect;

const liveBoard = (organizationId: string) =>
  and(eq(boards.organizationId, organizationId), isNull(boards.removedAt));

export async function listBoards(db: DbOrTx, organizationId: string): Promise<BoardRow[]> {
  return db.select().from(boards).where(liveBoard(organizationId)).orderBy(asc(boards.number));
}

/** A live board by number; `lock` takes its row lock, which every structural change of the board holds. */
export async function boardByNumber(
  db: DbOrTx,
  organizationId: string,
  number: number,
  lock = false,
): Promise<BoardRow | undefined> {
  const query = db
    .select()
    .from(boards)
    .where(and(liveBoard(organizationId), eq(boards.number, number)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function boardById(
  db: DbOrTx,
  organizationId: string,
  id: string,
): Promise<BoardRow | undefined> {
  const [row] = await db
    .select()
    .from(boards)
    .where(and(liveBoard(organizationId), eq(boards.id, id)));
  return row;
}

export async function lockBoardById(db: DbOrTx, organizationId: string, id: string): Promise<void> {
  await db
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.organizationId, organizationId), eq(boards.id, id)))
    .for('update');
}

/** The next number within the organisation (removed boards keep theirs: numbers are never reused). */
export async function nextBoardNumber(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: max(boards.number) })
    .from(boards)
    .where(eq(boards.organizationId, organizationId));
  return (row?.n ?? 0) + 1;
}

export async function insertBoard(
  db: DbOrTx,
  values: { organizationId: string; number: number; name: string; createdBy: string },
): Promise<BoardRow> {
  const [row] = await db.insert(boards).values(values).returning();
  if (!row) throw new Error('board not inserted');
  return row;
}

export async function updateBoard(
  db: DbOrTx,
  id: string,
  set: { name?: string; settings?: BoardSettings; removedAt?: Date },
): Promise<BoardRow> {
  const [row] = await db.update(boards).set(set).where(eq(boards.id, id)).returning();
  if (!row) throw new Error('board not updated');
  return row;
}

export async function listsOf(db: DbOrTx, boardId: string): Promise<ListRow[]> {
  return db
    .select()
    .from(boardLists)
    .where(and(eq(boardLists.boardId, boardId), isNull(boardLists.removedAt)))
    .orderBy(asc(boardLists.position), asc(boardLists.createdAt));
}

/** A live list of the organisation (of any of its boards); `lock` takes its row lock. */
export async function findList(
  db: DbOrTx,
  organizationId: string,
  listId: string,
  lock = false,
): Promise<ListRow | undefined> {
  const query = db
    .select()
    .from(boardLists)
    .where(
      and(
        eq(boardLists.organizationId, organizationId),
        eq(boardLists.id, listId),
        isNull(boardLists.removedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertList(
  db: DbOrTx,
  values: { organizationId: string; boardId: string; name: string; position: number },
): Promise<ListRow> {
  const [row] = await db.insert(boardLists).values(values).returning();
  if (!row) throw new Error('list not inserted');
  return row;
}

export async function updateList(
  db: DbOrTx,
  id: string,
  set: { name?: string; removedAt?: Date; bump: boolean },
): Promise<ListRow> {
  const { bump, ...fields } = set;
  const [row] = await db
    .update(boardLists)
    .set({ ...fields, ...(bump ? { version: sql`${boardLists.version} + 1` } : {}) })
    .where(eq(boardLists.id, id))
    .returning();
  if (!row) throw new Error('list not updated');
  return row;
}

/** Writes positions 0.. in the given order, touching only rows whose position changes. */
export async function rewriteListPositions(db: DbOrTx, ordered: ListRow[]): Promise<void> {
  for (const [position, list] of ordered.entries()) {
    if (list.position !== position)
      await db.update(boardLists).set({ position }).where(eq(boardLists.id, list.id));
  }
}

export async function cardsOfBoard(db: DbOrTx, boardId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(boardCards)
    .where(and(eq(boardCards.boardId, boardId), isNull(boardCards.removedAt)))
    .orderBy(asc(boardCards.position), asc(boardCards.createdAt));
}

export async function cardsOfList(db: DbOrTx, listId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(boardCards)
    .where(and(eq(boardCards.listId, listId), isNull(boardCards.removedAt)))
    .orderBy(asc(boardCards.position), asc(boardCards.createdAt));
}

/** A live card of the organisation; `lock` takes its row lock (the version check reads under it). */
export async function findCard(
  db: DbOrTx,
  organizationId: string,
  cardId: string,
  lock = false,
): Promise<CardRow | undefined> {
  const query = db
    .select()
    .from(boardCards)
    .where(
      and(
        eq(boardCards.organizationId, organizationId),
        eq(boardCards.id, cardId),
        isNull(boardCards.removedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertCard(
  db: DbOrTx,
  values: {
    organizationId: string;
    boardId: string;
    listId: string;
    name: string;
    position: number;
    createdBy: string;
  },
): Promise<CardRow> {
  const [row] = await db.insert(boardCards).values(values).returning();
  if (!row) throw new Error('card not inserted');
  return row;
}

export interface CardFields {
  name?: string;
  description?: string;
  due?: Date | null;
  memberIds?: string[];
  labelIds?: string[];
  checklists?: BoardChecklist[];
  subscribed?: boolean;
  attachmentCoverId?: string | null;
  boardId?: string;
  listId?: string;
  removedAt?: Date;
}

/** Sets the given fields, bumps the version and the update time. */
export async function updateCard(db: DbOrTx, id: string, set: CardFields, now: Date): Promise<CardRow> {
  const [row] = await db
    .update(boardCards)
    .set({ ...set, updatedAt: now, version: sql`${boardCards.version} + 1` })
    .where(eq(boardCards.id, id))
    .returning();
  if (!row) throw new Error('card not updated');
  return row;
}

export async function rewriteCardPositions(db: DbOrTx, ordered: CardRow[]): Promise<void> {
  for (const [position, card] of ordered.entries()) {
    if (card.position !== position)
      await db.update(boardCards).set({ position }).where(eq(boardCards.id, card.id));
  }
}

export async function removeCardsOfList(db: DbOrTx, listId: string, now: Date): Promise<void> {
  await db
    .update(boardCards)
    .set({ removedAt: now, version: sql`${boardCards.version} + 1` })
    .where(and(eq(boardCards.listId, listId), isNull(boardCards.removedAt)));
}

export async function labelsOf(db: DbOrTx, boardId: string) {
  return db.select().from(boardLabels).where(eq(boardLabels.boardId, boardId)).orderBy(asc(boardLabels.name));
}

export async function insertLabel(
  db: DbOrTx,
  values: { organizationId: string; boardId: string; name: string; color: string },
) {
  const [row] = await db.insert(boardLabels).values(values).returning();
  if (!row) throw new Error('label not inserted');
  return row;
}

/** How many comments and attachments each card has (the card face shows them). */
export async function detailCounts(db: DbOrTx, cardIds: string[]) {
  if (cardIds.length === 0)
    return { comments: new Map<string, number>(), attachments: new Map<string, number>() };
  const comments = await db
    .select({ cardId: boardCardActivities.cardId, n: count() })
    .from(boardCardActivities)
    .where(and(inArray(boardCardActivities.cardId, cardIds), eq(boardCardActivities.type, 'comment')))
    .groupBy(boardCardActivities.cardId);
  const attachments = await db
    .select({ cardId: boardCardAttachments.cardId, n: count() })
    .from(boardCardAttachments)
    .where(inArray(boardCardAttachments.cardId, cardIds))
    .groupBy(boardCardAttachments.cardId);
  return {
    comments: new Map(comments.map((r) => [r.cardId, Number(r.n)])),
    attachments: new Map(attachments.map((r) => [r.cardId, Number(r.n)])),
  };
}

export async function insertActivity(
  db: DbOrTx,
  values: {
    organizationId: string;
    cardId: string;
    type: 'comment' | 'attachment' | 'change';
    memberId: string;
    message: string;
  },
) {
  const [row] = await db.insert(boardCardActivities).values(values).returning();
  if (!row) throw new Error('activity not inserted');
  return row;
}

/** Newest first. */
export async function activitiesOf(db: DbOrTx, organizationId: string, cardId: string) {
  return db
    .select()
    .from(boardCardActivities)
    .where(
      and(eq(boardCardActivities.organizationId, organizationId), eq(boardCardActivities.cardId, cardId)),
    )
    .orderBy(sql`${boardCardActivities.id} desc`)
    .limit(200);
}

export async function insertAttachment(
  db: DbOrTx,
  values: {
    organizationId: string;
    cardId: string;
    name: string;
    contentType: string;
    sha256: string;
    sizeBytes: number;
    uploadedBy: string;
  },
) {
  const [row] = await db.insert(boardCardAttachments).values(values).returning();
  if (!row) throw new Error('attachment not inserted');
  return row;
}

export async function attachmentsOf(db: DbOrTx, organizationId: string, cardId: string) {
  return db
    .select()
    .from(boardCardAttachments)
    .where(
      and(eq(boardCardAttachments.organizationId, organizationId), eq(boardCardAttachments.cardId, cardId)),
    )
    .orderBy(asc(boardCardAttachments.createdAt));
}

export async function findAttachment(db: DbOrTx, organizationId: string, cardId: string, id: string) {
  const [row] = await db
    .select()
    .from(boardCardAttachments)
    .where(
      and(
        eq(boardCardAttachments.organizationId, organizationId),
        eq(boardCardAttachments.cardId, cardId),
        eq(boardCardAttachments.id, id),
      ),
    );
  return row;
}
