import type { AddressInfo } from 'node:net';
import type { Board, BoardCard, BoardChangedEvent, BoardList, CardDetail } from '@clearline/contracts';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

/** Boards (issue 16): CRUD, ordering, merge semantics, races, other organisations, attachments, rooms. */
let t: TestApp;
let bank: string;
let ewa: string;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  bank = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  ewa = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/rec/boards${path}`,
    headers: authed(token),
    ...(payload ? { payload } : {}),
  });
const board = async (token: string, n: number) => json<Board>(await call(token, 'GET', `/${n}`));
const namesIn = (b: Board, listId: string) =>
  (b.lists.find((l) => l.id === listId)?.idCards ?? []).map((id) => b.cards.find((c) => c.id === id)?.name);

async function newBoard(token: string, name: string) {
  const res = await call(token, 'POST', '', { name });
  expect(res.statusCode).toBe(201);
  return json<{ number: number; id: string }>(res);
}
async function newList(token: string, n: number, name: string) {
  const res = await call(token, 'POST', `/${n}/lists`, { name });
  expect(res.statusCode).toBe(201);
  return json<BoardList>(res);
}
async function newCard(token: string, n: number, listId: string, name: string) {
  const res = await call(token, 'POST', `/${n}/cards`, { listId, name });
  expect(res.statusCode).toBe(201);
  return json<BoardCard>(res);
}

describe('board 1', () => {
  it('exists for every organisation from the start, with a list per reconciliation state', async () => {
    for (const token of [bank, ewa]) {
      const b = await board(token, 1);
      expect(b.kind).toBe('reconciliation');
      expect(b.lists.map((l) => l.taskState)).toEqual([
        'not_started',
        'in_preparation',
        'ready_for_review',
        'certified',
      ]);
      expect(b.labels.map((l) => l.name).sort()).toEqual(['App', 'Design', 'Feature', 'High Priority']);
    }
  });

  it('is made when an organisation is created, and stays', async () => {
    const rows = await t.database.db.execute(
      sql`insert into organizations (name, settings) values ('New Org', '{}'::jsonb) returning id`,
    );
    const id = (rows as unknown as { rows: { id: string }[] }).rows[0]?.id;
    const boards = await t.database.db.execute(
      sql`select number, kind from boards where organization_id = ${id}`,
    );
    expect((boards as unknown as { rows: unknown[] }).rows).toEqual([{ number: 1, kind: 'reconciliation' }]);
    expect((await call(bank, 'DELETE', '/1')).statusCode).toBe(400);
    const stateList = (await board(bank, 1)).lists[0];
    expect((await call(bank, 'DELETE', `/1/lists/${stateList?.id}`)).statusCode).toBe(400);
  });
});

describe('reconciliation tasks on board 1', () => {
  it("shows the area's tasks in their state lists and moves them by the workflow's rules", async () => {
    let b = await board(bank, 1);
    const listOf = (state: string) => b.lists.find((l) => l.taskState === state)?.id ?? '';
    const waiting = b.cards.find((c) => c.task?.state === 'not_started');
    expect(waiting?.task?.area).toBe('bankRec');
    expect(b.lists.find((l) => l.taskState === 'not_started')?.idCards).toContain(waiting?.id);
    const taskId = waiting?.task?.id ?? '';
    // A move the state machine does not allow is refused with its reason, and the card stays.
    const skip = await call(bank, 'POST', '/1/tasks/move', { taskId, listId: listOf('ready_for_review') });
    expect(skip.statusCode).toBe(409);
    expect(json<{ message: string }>(skip).message).toBe(
      'A task cannot go from not started to ready for review',
    );
    // Another organisation's board never reaches this task.
    const theirList = (await board(ewa, 1)).lists.find((l) => l.taskState === 'in_preparation')?.id;
    expect((await call(ewa, 'POST', '/1/tasks/move', { taskId, listId: theirList })).statusCode).toBe(404);
    const start = await call(bank, 'POST', '/1/tasks/move', { taskId, listId: listOf('in_preparation') });
    expect(start.statusCode, start.body).toBe(200);
    b = await board(bank, 1);
    expect(b.cards.find((c) => c.task?.id === taskId)?.task?.state).toBe('in_preparation');
    expect(b.lists.find((l) => l.taskState === 'in_preparation')?.idCards).toContain(`task:${taskId}`);
    // The employer-funds kanban shows none of the bureau's tasks.
    expect((await board(ewa, 1)).cards.every((c) => c.task?.area !== 'bankRec')).toBe(true);
  });
});

describe('boards, lists and cards', () => {
  it('creates, renames, reorders and removes', async () => {
    const { number } = await newBoard(bank, 'Quarter close');
    expect(number).toBeGreaterThan(1);
    const todo = await newList(bank, number, 'To do');
    const doing = await newList(bank, number, 'Doing');
    const done = await newList(bank, number, 'Done');
    const renamed = await call(bank, 'PATCH', `/${number}/lists/${doing.id}`, {
      name: 'In progress',
      version: 1,
    });
    expect(json<BoardList>(renamed).name).toBe('In progress');
    // An older version of the list is refused with the list as it is now.
    const stale = await call(bank, 'PATCH', `/${number}/lists/${doing.id}`, { name: 'Late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json<{ current: BoardList }>(stale).current.name).toBe('In progress');

    const moved = await call(bank, 'POST', `/${number}/lists/${done.id}/move`, { version: 1, index: 0 });
    expect(moved.statusCode).toBe(200);
    expect((await board(bank, number)).lists.map((l) => l.name)).toEqual(['Done', 'To do', 'In progress']);

    const a = await newCard(bank, number, todo.id, 'A');
    await newCard(bank, number, todo.id, 'B');
    const c = await newCard(bank, number, todo.id, 'C');
    let b = await board(bank, number);
    expect(namesIn(b, todo.id)).toEqual(['A', 'B', 'C']);
    expect(
      (await call(bank, 'POST', `/${number}/cards/${c.id}/move`, { version: 1, listId: todo.id, index: 0 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(bank, 'POST', `/${number}/cards/${a.id}/move`, { version: 1, listId: done.id, index: 0 }))
        .statusCode,
    ).toBe(200);
    b = await board(bank, number);
    expect(namesIn(b, todo.id)).toEqual(['C', 'B']);
    expect(namesIn(b, done.id)).toEqual(['A']);

    expect((await call(bank, 'DELETE', `/${number}/cards/${c.id}`)).statusCode).toBe(200);
    expect(namesIn(await board(bank, number), todo.id)).toEqual(['B']);
    expect((await call(bank, 'DELETE', `/${number}/lists/${todo.id}`)).statusCode).toBe(200);
    b = await board(bank, number);
    expect(b.lists.map((l) => l.name)).toEqual(['Done', 'In progress']);
    expect(b.cards.map((card) => card.name)).toEqual(['A']);

    const renamedBoard = await call(bank, 'PATCH', `/${number}`, {
      name: 'Q4 close',
      settings: { color: 'blue' },
    });
    expect(json<Board>(renamedBoard)).toMatchObject({
      name: 'Q4 close',
      settings: { color: 'blue', subscribed: true },
    });
    expect((await call(bank, 'DELETE', `/${number}`)).statusCode).toBe(200);
    expect((await call(bank, 'GET', `/${number}`)).statusCode).toBe(404);
  });

  it('merges a card update: fields left out keep their values', async () => {
    const { number } = await newBoard(bank, 'Merge');
    const list = await newList(bank, number, 'L');
    const card = await newCard(bank, number, list.id, 'Card');
    const b = await board(bank, number);
    const me = b.members[0]?.id ?? '';
    // A new board starts without labels; its own are added.
    expect(b.labels).toEqual([]);
    const label2 = json<{ id: string }>(
      await call(bank, 'POST', `/${number}/labels`, { name: 'Urgent', class: 'red' }),
    ).id;
    let res = await call(bank, 'PATCH', `/${number}/cards/${card.id}`, {
      version: 1,
      description: 'Tie out the tax impound',
      due: '2026-12-05T17:00:00.000Z',
      idMembers: [me],
      idLabels: [label2],
      checklists: [{ id: 'c1', name: 'Steps', checkItems: [{ id: 'i1', name: 'Import', checked: false }] }],
    });
    expect(res.statusCode).toBe(200);
    res = await call(bank, 'PATCH', `/${number}/cards/${card.id}`, { version: 2, name: 'Renamed' });
    const merged = json<BoardCard>(res);
    expect(merged).toMatchObject({
      name: 'Renamed',
      description: 'Tie out the tax impound',
      due: '2026-12-05T17:00:00.000Z',
      idMembers: [me],
      idLabels: [label2],
      version: 3,
    });
    expect(merged.checklists[0]?.checkItems).toHaveLength(1);
    res = await call(bank, 'PATCH', `/${number}/cards/${card.id}`, { version: 3, due: null });
    expect(json<BoardCard>(res)).toMatchObject({ due: null, name: 'Renamed' });

    // Only members of the organisation, only the board's labels.
    const ewaId = (await t.ctx.auth.authenticateToken(ewa)).userId;
    res = await call(bank, 'PATCH', `/${number}/cards/${card.id}`, { version: 4, idMembers: [ewaId] });
    expect(res.statusCode).toBe(400);
    const otherLabel = (await board(ewa, 1)).labels[0]?.id;
    res = await call(bank, 'PATCH', `/${number}/cards/${card.id}`, { version: 4, idLabels: [otherLabel] });
    expect(res.statusCode).toBe(400);

    const comment = await call(bank, 'POST', `/${number}/cards/${card.id}/comments`, {
      message: 'Looks right',
    });
    expect(comment.statusCode).toBe(201);
    const detail = json<CardDetail>(await call(bank, 'GET', `/${number}/cards/${card.id}`));
    expect(detail.card.commentCount).toBe(1);
    expect(detail.activities[0]).toMatchObject({
      type: 'comment',
      message: 'Looks right',
      memberName: 'Ben Reyes',
    });
    expect(detail.activities.map((a) => a.type)).toContain('change');
    // Comments and activity are append-only.
    await expect(
      t.database.db.execute(sql`update board_card_activities set message = 'x'`),
    ).rejects.toThrow();
  });
});

describe('races', () => {
  it('two moves of one card on the same version: one wins, the other gets 409 with the card where it is', async () => {
    const { number } = await newBoard(bank, 'Race');
    const left = await newList(bank, number, 'Left');
    const right = await newList(bank, number, 'Right');
    const third = await newList(bank, number, 'Third');
    const card = await newCard(bank, number, left.id, 'Contested');
    await newCard(bank, number, right.id, 'Other');
    const [one, two] = await Promise.all([
      call(bank, 'POST', `/${number}/cards/${card.id}/move`, { version: 1, listId: right.id, index: 0 }),
      call(bank, 'POST', `/${number}/cards/${card.id}/move`, { version: 1, listId: third.id, index: 0 }),
    ]);
    const codes = [one.statusCode, two.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = one.statusCode === 200 ? json<BoardCard>(one) : json<BoardCard>(two);
    const loser = json<{ current: BoardCard }>(one.statusCode === 409 ? one : two);
    expect(loser.current).toEqual(winner);
    const b = await board(bank, number);
    const everywhere = b.lists.flatMap((l) => l.idCards);
    expect(everywhere.filter((id) => id === card.id)).toHaveLength(1);
    expect(everywhere).toHaveLength(2);
    expect(b.lists.find((l) => l.id === winner.listId)?.idCards[0]).toBe(card.id);
    const positions = await t.database.db.execute(
      sql`select list_id, array_agg(position order by position) as p from board_cards
          where board_id = ${b.id} and removed_at is null group by list_id`,
    );
    for (const row of (positions as unknown as { rows: { p: number[] }[] }).rows)
      expect(row.p).toEqual(row.p.map((_, i) => i));
  });
});

describe('other organisations', () => {
  it("refuses another organisation's boards, lists and cards", async () => {
    const { number } = await newBoard(bank, 'Private');
    const list = await newList(bank, number, 'Mine');
    const card = await newCard(bank, number, list.id, 'Secret');
    const theirs = (await board(ewa, 1)).lists[0]?.id ?? '';
    // Into a list of another organisation: not found, and the card stays.
    const cross = await call(bank, 'POST', `/${number}/cards/${card.id}/move`, {
      version: 1,
      listId: theirs,
      index: 0,
    });
    expect(cross.statusCode).toBe(404);
    expect(namesIn(await board(bank, number), list.id)).toEqual(['Secret']);
    // Their own routes never reach our card.
    expect(
      (await call(ewa, 'PATCH', `/1/cards/${card.id}`, { version: 1, name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect(
      (await call(ewa, 'POST', `/1/cards/${card.id}/move`, { version: 1, listId: theirs, index: 0 }))
        .statusCode,
    ).toBe(404);
    expect((await call(ewa, 'GET', `/1/cards/${card.id}`)).statusCode).toBe(404);
    expect((await call(ewa, 'GET', `/${number}`)).statusCode).toBe(404);
  });
});

describe('attachments', () => {
  const boundary = '----clearline-board-test';
  const multipart = (token: string, name: string, bytes: Buffer) => ({
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...authed(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });

  it('stores a file for members of the organisation only, within the size limit', async () => {
    const { number } = await newBoard(bank, 'Files');
    const list = await newList(bank, number, 'L');
    const card = await newCard(bank, number, list.id, 'With a file');
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/rec/boards/${number}/cards/${card.id}/attachments`,
      ...multipart(bank, 'notes.txt', Buffer.from('bank balance 1,234.56')),
    });
    expect(up.statusCode).toBe(201);
    const { url: path } = json<{ url: string }>(up);
    const mine = await t.app.inject({ method: 'GET', url: path, headers: authed(bank) });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toBe('bank balance 1,234.56');
    expect(mine.headers['content-disposition']).toContain('attachment');
    const ops = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: path, headers: authed(ops) })).statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'GET',
      url: path.replace(`/boards/${number}/`, '/boards/1/'),
      headers: authed(ewa),
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path, headers: authed(ewa) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);

    const big = await t.app.inject({
      method: 'POST',
      url: `/api/rec/boards/${number}/cards/${card.id}/attachments`,
      ...multipart(bank, 'big.bin', Buffer.alloc(10 * 1024 * 1024 + 10, 1)),
    });
    expect(big.statusCode).toBe(413);
    const detail = json<CardDetail>(await call(bank, 'GET', `/${number}/cards/${card.id}`));
    expect(detail.attachments.map((a) => a.name)).toEqual(['notes.txt']);
  });
});

describe('live updates', () => {
  const open = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      sockets.push(socket);
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });
  const join = (socket: Socket, boardId: string) =>
    new Promise<{ ok: boolean }>((resolve) => socket.emit('boardJoin', boardId, resolve));

  it("pushes a board's changes to its watchers; another organisation's board cannot be joined", async () => {
    const ours = await board(bank, 1);
    const theirs = await board(ewa, 1);
    const watcher = await open(bank);
    const stranger = await open(ewa);
    expect(await join(watcher, ours.id)).toEqual({ ok: true });
    expect(await join(stranger, ours.id)).toEqual({ ok: false });
    expect(await join(stranger, 'not-a-board')).toEqual({ ok: false });
    expect(await join(stranger, theirs.id)).toEqual({ ok: true });
    const leaked: unknown[] = [];
    stranger.on('boardChanged', (e) => leaked.push(e));
    const got = new Promise<BoardChangedEvent>((resolve) => watcher.on('boardChanged', resolve));
    await newList(bank, 1, 'Our own list');
    expect(await got).toMatchObject({ boardId: ours.id, number: 1, kind: 'list.created' });
    // The stranger hears its own board's change and never ours.
    const theirsGot = new Promise<BoardChangedEvent>((resolve) => stranger.on('boardChanged', resolve));
    await newList(ewa, 1, 'Their list');
    expect(await theirsGot).toMatchObject({ boardId: theirs.id });
    expect(leaked.every((e) => (e as BoardChangedEvent).boardId === theirs.id)).toBe(true);
  });

  it('redraws an open reconciliation board when a task moves on the workflow page', async () => {
    const ours = await board(bank, 1);
    const watcher = await open(bank);
    expect(await join(watcher, ours.id)).toEqual({ ok: true });
    const waiting = ours.cards.find((c) => c.task?.state === 'not_started')?.task?.id ?? '';
    expect(waiting).not.toBe('');
    const heard = new Promise<BoardChangedEvent>((resolve) =>
      watcher.on('boardChanged', (e: BoardChangedEvent) => e.kind === 'task.changed' && resolve(e)),
    );
    // The workflow's own route, not the board's: the board still hears of it.
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/rec/workflow/tasks/${waiting}/transition`,
      headers: authed(bank),
      payload: { action: 'start' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await heard).toMatchObject({ boardId: ours.id, number: 1, kind: 'task.changed' });
    expect((await board(bank, 1)).cards.find((c) => c.task?.id === waiting)?.task?.state).toBe(
      'in_preparation',
    );
  });
});
