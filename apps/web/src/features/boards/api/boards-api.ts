import { type Board, type BoardCard, type CardUpdateBody, contracts } from '@clearline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { call, errorMessage, isApiError, upload } from '../../../shared/lib/api-client';
import { boardEvents } from '../../../shared/lib/board-events';

const routes = contracts.boards;
export type BoardArea = 'bankRec' | 'ewa' | undefined;

/** Every board query of an organisation sits under this key. */
const boardsKey = (organizationId: string) => ['boards', organizationId] as const;
const useBoardsKey = () => boardsKey(useAuth().organization?.id ?? 'none');
export const boardKey = (organizationId: string, number: number, area: BoardArea) =>
  [...boardsKey(organizationId), 'board', number, area ?? 'all'] as const;

export function useBoards() {
  const key = useBoardsKey();
  return useQuery({
    queryKey: [...key, 'list'],
    queryFn: async ({ signal }) => (await call(routes.list, { signal })).data,
  });
}

export function useBoard(number: number, area: BoardArea) {
  const organizationId = useAuth().organization?.id ?? 'none';
  return useQuery({
    queryKey: boardKey(organizationId, number, area),
    queryFn: async ({ signal }) =>
      call(routes.get, { params: { boardId: String(number) }, query: area ? { area } : {}, signal }),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

/** Reads the board again whenever its room says something changed (someone else's move, or ours). */
export function useLiveBoard(board: Board | undefined) {
  const client = useQueryClient();
  const key = useBoardsKey();
  const boardId = board?.id;
  const number = board?.number;
  const reconciliation = board?.kind === 'reconciliation';
  useEffect(() => {
    if (!boardId) return;
    const reread = () => void client.invalidateQueries({ queryKey: [...key, 'board', number] });
    const unwatch = boardEvents.watch(boardId, reread);
    // A task moved on the workflow pages reaches its people as a notification: the tasks are read again.
    const unnotice = reconciliation ? boardEvents.onNotice(reread) : () => undefined;
    return () => {
      unwatch();
      unnotice();
    };
  }, [boardId, number, reconciliation, client, key]);
}

export function useCardDetail(number: number, cardId: string | null) {
  const key = useBoardsKey();
  return useQuery({
    queryKey: [...key, 'card', number, cardId],
    queryFn: async ({ signal }) =>
      call(routes.card, { params: { boardId: String(number), cardId: cardId ?? '' }, signal }),
    enabled: cardId !== null && !cardId.startsWith('task:'),
  });
}

/**
 * Every change to a board: on success or failure the board (and an open card) are read again, so a
 * refused move (409: someone moved it first; 400: a task rule) puts the card back where the server has it.
 */
export function useBoardActions(number: number) {
  const client = useQueryClient();
  const key = useBoardsKey();
  const params = { boardId: String(number) };
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const mutation = useMutation({
    mutationFn: async (run: () => Promise<unknown>) => run(),
    onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    onSettled: refresh,
  });
  const run = (work: () => Promise<unknown>) => mutation.mutateAsync(work).catch(() => undefined);
  return {
    pending: mutation.isPending,
    newBoard: (name: string) => call(routes.create, { body: { name } }).finally(refresh),
    renameBoard: (name: string) => run(() => call(routes.update, { params, body: { name } })),
    removeBoard: () => run(() => call(routes.remove, { params })),
    newList: (name: string) => run(() => call(routes.newList, { params, body: { name } })),
    renameList: (listId: string, version: number, name: string) =>
      run(() => call(routes.renameList, { params: { ...params, listId }, body: { name, version } })),
    removeList: (listId: string) => run(() => call(routes.removeList, { params: { ...params, listId } })),
    moveList: (listId: string, version: number, index: number) =>
      run(() => call(routes.moveList, { params: { ...params, listId }, body: { version, index } })),
    newCard: (listId: string, name: string) =>
      run(() => call(routes.newCard, { params, body: { listId, name } })),
    updateCard: (cardId: string, body: CardUpdateBody) =>
      run(() => call(routes.updateCard, { params: { ...params, cardId }, body })),
    removeCard: (cardId: string) => run(() => call(routes.removeCard, { params: { ...params, cardId } })),
    /** A stored card to a list at an index; a task's card to a state list (its state change). */
    moveCard: (card: BoardCard, listId: string, index: number, comment?: string) =>
      run(() =>
        card.task
          ? call(routes.moveTask, {
              params,
              body: { taskId: card.task.id, listId, ...(comment ? { comment } : {}) },
            })
          : call(routes.moveCard, {
              params: { ...params, cardId: card.id },
              body: { version: card.version, listId, index },
            }),
      ),
    newLabel: (name: string, labelClass: string) =>
      run(() => call(routes.newLabel, { params, body: { name, class: labelClass } })),
    comment: (cardId: string, message: string) =>
      run(() => call(routes.comment, { params: { ...params, cardId }, body: { message } })),
    attach: (cardId: string, file: File) => {
      const form = new FormData();
      form.append('file', file);
      return run(() => upload(routes.attach, { params: { ...params, cardId }, form }));
    },
  };
}
export type BoardActions = ReturnType<typeof useBoardActions>;
