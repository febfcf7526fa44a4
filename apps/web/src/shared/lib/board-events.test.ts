import { describe, expect, it } from 'vitest';
import { createBoardEvents } from './board-events';

const event = (boardId: string) => ({ boardId, number: 1, kind: 'card.moved', actorId: 'u' });

describe('board events', () => {
  it('joins a watched board when the socket connects, and leaves it with the last watcher', () => {
    const events = createBoardEvents();
    const joined: string[] = [];
    const left: string[] = [];
    const stopA = events.watch('b1', () => undefined);
    events.connect({ join: (id) => joined.push(id), leave: (id) => left.push(id) });
    const stopB = events.watch('b1', () => undefined);
    expect(joined).toEqual(['b1']);
    stopA();
    expect(left).toEqual([]);
    stopB();
    expect(left).toEqual(['b1']);
  });

  it("reports a board's changes to its watchers only, and notices to every notice listener", () => {
    const events = createBoardEvents();
    const seen: string[] = [];
    events.watch('b1', (e) => seen.push(e.boardId));
    events.watch('b2', (e) => seen.push(`other ${e.boardId}`));
    events.report(event('b1'));
    expect(seen).toEqual(['b1']);
    let notices = 0;
    const stop = events.onNotice(() => {
      notices += 1;
    });
    events.notice();
    stop();
    events.notice();
    expect(notices).toBe(1);
  });
});
