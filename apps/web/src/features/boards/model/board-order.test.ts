import { describe, expect, it } from 'vitest';
import { columnOf, listDragId, moveCard, placeOf } from './board-order';

const columns = [
  { id: 'l1', cardIds: ['a', 'b'] },
  { id: 'l2', cardIds: ['c'] },
];

describe('board order', () => {
  it('moves a card across lists and within one, never duplicating it', () => {
    expect(moveCard(columns, 'a', 'l2', 1)).toEqual([
      { id: 'l1', cardIds: ['b'] },
      { id: 'l2', cardIds: ['c', 'a'] },
    ]);
    expect(moveCard(columns, 'b', 'l1', 0)[0]?.cardIds).toEqual(['b', 'a']);
    expect(moveCard(columns, 'c', 'l1', 99)[0]?.cardIds).toEqual(['a', 'b', 'c']);
  });
  it('finds the column of a card or of a list drag id, and a card’s place', () => {
    expect(columnOf(columns, 'c')?.id).toBe('l2');
    expect(columnOf(columns, listDragId('l1'))?.id).toBe('l1');
    expect(placeOf(columns, 'b')).toEqual({ listId: 'l1', index: 1 });
    expect(placeOf(columns, 'zz')).toBeNull();
  });
});
