import type { BoardChangedEvent } from '@clearline/contracts';

export type BoardListener = (event: BoardChangedEvent) => void;

interface BoardTransport {
  join(boardId: string): void;
  leave(boardId: string): void;
}

/**
 * Boards a page watches (issue 16) and the changes their rooms announce. The signed-in tab's socket
 * joins the room of every watched board on each (re)connection and reports `boardChanged` here; a board
 * page subscribes while it shows that board.
 */
export function createBoardEvents() {
  const listeners = new Map<string, Set<BoardListener>>();
  const noticeListeners = new Set<() => void>();
  let transport: BoardTransport | null = null;
  return {
    /** Set by the socket when it connects (null when it closes); joins the boards already watched. */
    connect(next: BoardTransport | null) {
      transport = next;
      if (next) for (const boardId of listeners.keys()) next.join(boardId);
    },
    report(event: BoardChangedEvent) {
      for (const listener of listeners.get(event.boardId) ?? []) listener(event);
    },
    /**
     * A notification reached this tab: the workflow tells the people concerned when a task is signed
     * off, returned, certified or decertified elsewhere, so reconciliation boards read their tasks again.
     */
    notice() {
      for (const listener of noticeListeners) listener();
    },
    onNotice(listener: () => void) {
      noticeListeners.add(listener);
      return () => {
        noticeListeners.delete(listener);
      };
    },
    /** Watches one board; returns the unsubscribe (the room is left with the last watcher). */
    watch(boardId: string, listener: BoardListener) {
      const set = listeners.get(boardId) ?? new Set<BoardListener>();
      if (set.size === 0) {
        listeners.set(boardId, set);
        transport?.join(boardId);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(boardId);
          transport?.leave(boardId);
        }
      };
    },
  };
}

export const boardEvents = createBoardEvents();
