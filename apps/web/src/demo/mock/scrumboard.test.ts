import { describe, expect, it } from 'vitest';
import { testBackend } from './test-helpers';

const BASE = '/api/scrumboard-app';

describe('mock scrumboard (spec §7, §4, §9)', () => {
  it('holds two boards; the first with lists New..Complete and labels High Priority, Design, App, Feature', async () => {
    const { get } = testBackend();
    const boards = (await get(`${BASE}/boards`)).body;
    expect(boards).toHaveLength(2);
    const first = (await get(`${BASE}/board`, { boardId: boards[0].id })).body;
    expect(first.lists.map((l: { name: string }) => l.name)).toEqual([
      'New',
      'In Progress',
      'Reopened',
      'Pending Complete',
      'Complete',
    ]);
    expect(first.labels.map((l: { name: string }) => l.name)).toEqual([
      'High Priority',
      'Design',
      'App',
      'Feature',
    ]);
    const listed = first.lists.flatMap((l: { idCards: string[] }) => l.idCards).sort();
    expect(listed).toEqual(first.cards.map((c: { id: string }) => c.id).sort());
  });

  it("answers 404 'Requested board do not exist.' for a board that does not exist, on reads and changes", async () => {
    const { get, post } = testBackend();
    const expected = { status: 404, body: { error: 'Requested board do not exist.' } };
    expect(await get(`${BASE}/board`, { boardId: 'board-99' })).toEqual(expected);
    expect(await post(`${BASE}/list/new`, { boardId: 'board-99', data: { name: 'X' } })).toEqual(expected);
    expect(await post(`${BASE}/card/update`, { boardId: 'nope', card: { id: 'x' } })).toEqual(expected);
    expect(await post(`${BASE}/board/delete`, { boardId: 'nope' })).toEqual(expected);
  });

  it('creates, renames and deletes a board, and its settings update merges', async () => {
    const { get, post } = testBackend();
    const created = (await post(`${BASE}/board/new`, { board: { name: 'Close' } })).body;
    expect((await get(`${BASE}/boards`)).body).toHaveLength(3);
    const renamed = (await post(`${BASE}/board/rename`, { boardId: created.id, boardTitle: 'Month close' }))
      .body;
    expect(renamed).toMatchObject({ name: 'Month close', uri: 'month-close' });
    const settings = (
      await post(`${BASE}/board/settings/update`, { boardId: created.id, settings: { color: 'red' } })
    ).body.settings;
    expect(settings).toEqual({ color: 'red', subscribed: true, cardCoverImages: true });
    await post(`${BASE}/board/delete`, { boardId: created.id });
    expect((await get(`${BASE}/board`, { boardId: created.id })).status).toBe(404);
  });

  it('adds, renames and removes a list, and removing it removes its cards', async () => {
    const { post } = testBackend();
    const withList = (await post(`${BASE}/list/new`, { boardId: 'board-1', data: { name: 'Blocked' } })).body;
    const list = withList.lists.at(-1);
    expect(list).toMatchObject({ name: 'Blocked', idCards: [] });
    const withCard = (
      await post(`${BASE}/card/new`, { boardId: 'board-1', listId: list.id, data: { name: 'Call the bank' } })
    ).body;
    const cardId = withCard.lists.at(-1).idCards[0];
    expect(withCard.cards.find((c: { id: string }) => c.id === cardId)).toMatchObject({
      name: 'Call the bank',
      idLabels: [],
    });
    const renamed = (
      await post(`${BASE}/list/rename`, { boardId: 'board-1', listId: list.id, listTitle: 'Waiting' })
    ).body;
    expect(renamed.lists.at(-1).name).toBe('Waiting');
    const removed = (await post(`${BASE}/list/remove`, { boardId: 'board-1', listId: list.id })).body;
    expect(removed.lists).toHaveLength(5);
    expect(removed.cards.some((c: { id: string }) => c.id === cardId)).toBe(false);
  });

  it('merges the fields a card update sends into the card (spec §4)', async () => {
    const { get, post } = testBackend();
    const board = (await get(`${BASE}/board`, { boardId: 'board-1' })).body;
    const card = board.cards[0];
    const merged = (
      await post(`${BASE}/card/update`, { boardId: 'board-1', card: { id: card.id, name: 'Renamed' } })
    ).body;
    expect(merged).toEqual({ ...card, name: 'Renamed' });
    const again = (await get(`${BASE}/board`, { boardId: 'board-1' })).body;
    expect(again.cards[0]).toEqual({ ...card, name: 'Renamed' });
  });

  it('moves a card to another list by card/order, and refuses an order that loses a card', async () => {
    const { get, post } = testBackend();
    const board = (await get(`${BASE}/board`, { boardId: 'board-1' })).body;
    const lists = board.lists.map((l: { id: string; idCards: string[] }) => ({
      id: l.id,
      idCards: [...l.idCards],
    }));
    const moved = lists[0].idCards.shift();
    lists[1].idCards.unshift(moved);
    const after = (await post(`${BASE}/card/order`, { boardId: 'board-1', lists })).body;
    expect(after.lists[1].idCards[0]).toBe(moved);
    expect(after.lists[0].idCards).not.toContain(moved);

    lists[1].idCards.shift();
    expect((await post(`${BASE}/card/order`, { boardId: 'board-1', lists })).status).toBe(400);
  });

  it('reorders lists by list/order and removes a card', async () => {
    const { get, post } = testBackend();
    const board = (await get(`${BASE}/board`, { boardId: 'board-1' })).body;
    const reversed = [...board.lists].reverse().map((l: { id: string }) => ({ id: l.id }));
    const after = (await post(`${BASE}/list/order`, { boardId: 'board-1', lists: reversed })).body;
    expect(after.lists.map((l: { name: string }) => l.name)[0]).toBe('Complete');
    const cardId = board.cards[0].id;
    const removed = (await post(`${BASE}/card/remove`, { boardId: 'board-1', cardId })).body;
    expect(removed.cards.some((c: { id: string }) => c.id === cardId)).toBe(false);
    expect(removed.lists.flatMap((l: { idCards: string[] }) => l.idCards)).not.toContain(cardId);
  });
});
