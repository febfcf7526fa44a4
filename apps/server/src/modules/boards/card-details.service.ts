import type { Readable } from 'node:stream';
import { BOARD_ATTACHMENT_MAX_BYTES, type CardDetail, type CardUpdateBody } from '@clearline/contracts';
import { presentFields } from '@clearline/domain/boards';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { members } from '../users/index';
import { BoardRecords } from './board-records';
import { SAFE_TYPES, safeFileName, staleCard } from './board-views';
import * as repo from './boards.repository';

/**
 * One card's details (issue 16): its fields, activity (changes and comments) and attachments. A change
 * holds the board's row lock and checks the card's version like the structural changes of BoardsService.
 */
export class CardDetailsService {
  private readonly records: BoardRecords;

  constructor(
    private readonly ctx: AppContext,
    private readonly files: FileStore,
  ) {
    this.records = new BoardRecords(ctx);
  }

  async card(organizationId: string, number: number, cardId: string): Promise<CardDetail> {
    const db = this.ctx.db;
    const board = await this.records.boardOrThrow(db, organizationId, number);
    const card = await this.records.cardOf(db, organizationId, board.id, cardId);
    const [activities, attachments] = await Promise.all([
      repo.activitiesOf(db, organizationId, cardId),
      repo.attachmentsOf(db, organizationId, cardId),
    ]);
    const names = await members.userNames(
      db,
      activities.map((a) => a.memberId),
    );
    return {
      card: await this.records.cardOut(db, card),
      activities: activities.map((a) => ({
        id: String(a.id),
        type: a.type,
        idMember: a.memberId,
        memberName: a.memberId ? (names.get(a.memberId) ?? '') : '',
        message: a.message,
        time: a.createdAt.toISOString(),
      })),
      attachments: attachments.map((a) => ({
        id: a.id,
        name: a.name,
        type: a.contentType,
        size: a.sizeBytes,
        time: a.createdAt.toISOString(),
        url: `/api/rec/boards/${number}/cards/${cardId}/attachments/${a.id}`,
      })),
    };
  }

  /** PATCH: the fields given change, the others keep their values; members must belong to the organisation. */
  async updateCard(
    caller: Caller,
    organizationId: string,
    number: number,
    cardId: string,
    body: CardUpdateBody,
  ) {
    const { version, ...patch } = body;
    const fields = presentFields(patch);
    const { board, card } = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number, true);
      const current = await this.records.cardOf(tx, organizationId, board.id, cardId);
      if (current.version !== version) throw staleCard(await this.records.cardOut(tx, current));
      if (fields.idMembers) {
        const orgMembers = new Set((await members.membersOf(tx, organizationId)).map((m) => m.userId));
        if (fields.idMembers.some((id) => !orgMembers.has(id)))
          throw badRequest('Only members of the organisation can be put on a card.', [
            { path: 'idMembers', message: 'not a member of this organisation' },
          ]);
      }
      if (fields.idLabels) {
        const labels = new Set((await repo.labelsOf(tx, board.id)).map((l) => l.id));
        if (fields.idLabels.some((id) => !labels.has(id)))
          throw badRequest('A label must be one of this board’s labels.', [
            { path: 'idLabels', message: 'not a label of this board' },
          ]);
      }
      if (fields.idAttachmentCover) {
        const own = await repo.findAttachment(tx, organizationId, cardId, fields.idAttachmentCover);
        if (!own) throw badRequest('The cover must be one of the card’s attachments.');
      }
      const card = await repo.updateCard(
        tx,
        cardId,
        {
          ...(fields.name !== undefined ? { name: fields.name } : {}),
          ...(fields.description !== undefined ? { description: fields.description } : {}),
          ...(fields.due !== undefined ? { due: fields.due === null ? null : new Date(fields.due) } : {}),
          ...(fields.idMembers ? { memberIds: [...new Set(fields.idMembers)] } : {}),
          ...(fields.idLabels ? { labelIds: [...new Set(fields.idLabels)] } : {}),
          ...(fields.checklists ? { checklists: fields.checklists } : {}),
          ...(fields.subscribed !== undefined ? { subscribed: fields.subscribed } : {}),
          ...(fields.idAttachmentCover !== undefined ? { attachmentCoverId: fields.idAttachmentCover } : {}),
        },
        this.ctx.now(),
      );
      await repo.insertActivity(tx, {
        organizationId,
        cardId,
        type: 'change',
        memberId: caller.userId,
        message: `changed ${Object.keys(fields).join(', ') || 'nothing'}`,
      });
      await this.records.audit(tx, caller, organizationId, 'board.card.updated', cardId, {
        fields: Object.keys(fields),
      });
      return { board, card };
    });
    this.records.announce(caller, board, 'card.updated', cardId);
    return this.records.cardOut(this.ctx.db, card);
  }

  async comment(caller: Caller, organizationId: string, number: number, cardId: string, message: string) {
    const { board, row } = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number);
      await this.records.cardOf(tx, organizationId, board.id, cardId);
      const row = await repo.insertActivity(tx, {
        organizationId,
        cardId,
        type: 'comment',
        memberId: caller.userId,
        message,
      });
      return { board, row };
    });
    this.records.announce(caller, board, 'card.commented', cardId);
    const names = await members.userNames(this.ctx.db, [caller.userId]);
    return {
      id: String(row.id),
      type: 'comment' as const,
      idMember: caller.userId,
      memberName: names.get(caller.userId) ?? '',
      message,
      time: row.createdAt.toISOString(),
    };
  }

  async attach(
    caller: Caller,
    organizationId: string,
    number: number,
    cardId: string,
    file: { filename: string; mimetype: string; stream: Readable; truncated: () => boolean },
  ) {
    const board = await this.records.boardOrThrow(this.ctx.db, organizationId, number);
    await this.records.cardOf(this.ctx.db, organizationId, board.id, cardId);
    const saved = await this.files.save(file.stream, BOARD_ATTACHMENT_MAX_BYTES, file.truncated);
    const name = safeFileName(file.filename);
    const row = await this.ctx.db.transaction(async (tx) => {
      await this.records.cardOf(tx, organizationId, board.id, cardId);
      const row = await repo.insertAttachment(tx, {
        organizationId,
        cardId,
        name,
        contentType: file.mimetype.slice(0, 100),
        sha256: saved.sha256,
        sizeBytes: saved.sizeBytes,
        uploadedBy: caller.userId,
      });
      await repo.insertActivity(tx, {
        organizationId,
        cardId,
        type: 'attachment',
        memberId: caller.userId,
        message: `attached ${name}`,
      });
      await this.records.audit(tx, caller, organizationId, 'board.card.attached', cardId, {
        attachment: row.id,
        name,
        sha256: saved.sha256,
        sizeBytes: saved.sizeBytes,
      });
      return row;
    });
    this.records.announce(caller, board, 'card.attached', cardId);
    return {
      id: row.id,
      name: row.name,
      type: row.contentType,
      size: row.sizeBytes,
      time: row.createdAt.toISOString(),
      url: `/api/rec/boards/${number}/cards/${cardId}/attachments/${row.id}`,
    };
  }

  /** An attachment's bytes, for members of the card's organisation only. */
  async download(
    organizationId: string,
    number: number,
    cardId: string,
    attachmentId: string,
    reply: FastifyReply,
  ) {
    const board = await this.records.boardOrThrow(this.ctx.db, organizationId, number);
    await this.records.cardOf(this.ctx.db, organizationId, board.id, cardId);
    const row = await repo.findAttachment(this.ctx.db, organizationId, cardId, attachmentId);
    if (!row || !(await this.files.exists(row.sha256))) throw notFound('Attachment not found');
    return reply
      .header('content-type', SAFE_TYPES.has(row.contentType) ? row.contentType : 'application/octet-stream')
      .header('content-length', String(row.sizeBytes))
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${encodeURIComponent(row.name)}"`)
      .send(this.files.open(row.sha256));
  }
}
