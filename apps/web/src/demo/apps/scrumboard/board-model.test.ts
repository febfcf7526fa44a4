import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../mock/random';
import { generateBoards } from '../../mock/scrumboard';
import { cardOrderAfterMove, listOrderAfterMove, toViewBoard } from './board-model';

const board = () => generateBoards(seededRandom(3), Date.UTC(2026, 10, 1))[0]!;

describe('demo scrumboard model', () => {
  it('draws every card of the mock board in its list', () => {
    const b = board();
    const view = toViewBoard(b, 1);
    expect(view.lists.map((l) => l.name)).toEqual([
      'New',
      'In Progress',
      'Reopened',
      'Pending Complete',
      'Complete',
    ]);
    for (const card of view.cards)
      expect(view.lists.find((l) => l.id === card.listId)?.idCards).toContain(card.id);
  });

  it('moves a card to another list at an index, keeping every other card', () => {
    const b = board();
    const card = b.lists[0]!.idCards[0]!;
    const lists = cardOrderAfterMove(b, card, b.lists[2]!.id, 1);
    expect(lists[0]!.idCards).not.toContain(card);
    expect(lists[2]!.idCards[1] ?? lists[2]!.idCards.at(-1)).toBe(card);
    expect(lists.flatMap((l) => l.idCards).sort()).toEqual(b.lists.flatMap((l) => l.idCards).sort());
  });

  it('moves a list to an index', () => {
    const b = board();
    expect(listOrderAfterMove(b, b.lists[4]!.id, 0).map((l) => l.id)).toEqual([
      b.lists[4]!.id,
      ...b.lists.slice(0, 4).map((l) => l.id),
    ]);
  });
});
