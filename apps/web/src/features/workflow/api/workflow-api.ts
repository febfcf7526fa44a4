import {
  contracts,
  type QueryOf,
  type ReconciliationTask,
  type TaskDetail,
  type TaskFiguresJson,
  type TaskListItem,
} from '@clearline/contracts';
import type { TaskAction } from '@clearline/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';

export type { ReconciliationTask, TaskDetail, TaskFiguresJson, TaskListItem };
export type TaskQuery = QueryOf<typeof contracts.workflow.tasks>;

const workflowKey = (org: string) => ['workflow', org] as const;
const useWorkflowKey = () => workflowKey(useAuth().organization?.id ?? 'none');

/**
 * A notice pushed to this person (assignment, review, return, decertification) usually means a task moved:
 * the task lists and details are read again. The shell keeps the notices under this key.
 */
function useRefreshOnNotice() {
  const queryClient = useQueryClient();
  const key = useWorkflowKey();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const queryKey = event.query.queryKey;
        if (event.type === 'updated' && queryKey[0] === 'shell' && queryKey[1] === 'agentNotifications') {
          void queryClient.invalidateQueries({ queryKey: key });
        }
      }),
    [queryClient, key],
  );
}

/** GET /api/rec/workflow/tasks: a period asked for is opened on the server (its tasks created). */
export function useTasks(query: TaskQuery) {
  const key = useWorkflowKey();
  useRefreshOnNotice();
  return useQuery({
    queryKey: [...key, 'tasks', query],
    queryFn: async ({ signal }) => (await call(contracts.workflow.tasks, { query, signal })).data.tasks,
    placeholderData: keepPreviousData,
  });
}

export function useTaskDetail(taskId: string | null) {
  const key = useWorkflowKey();
  return useQuery({
    queryKey: [...key, 'task', taskId],
    queryFn: async ({ signal }) =>
      (await call(contracts.workflow.task, { params: { taskId: taskId as string }, signal })).data,
    enabled: taskId !== null,
  });
}

export function usePeople() {
  const key = useWorkflowKey();
  return useQuery({
    queryKey: [...key, 'people'],
    queryFn: async ({ signal }) => (await call(contracts.workflow.people, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** A move; whatever the answer, the lists and the task are read again (a refusal may carry news). */
export function useTransition() {
  const queryClient = useQueryClient();
  const key = useWorkflowKey();
  return useMutation({
    mutationFn: (input: {
      taskId: string;
      action: TaskAction;
      comment?: string;
      figures?: TaskFiguresJson;
    }) =>
      call(contracts.workflow.transition, {
        params: { taskId: input.taskId },
        body: {
          action: input.action,
          ...(input.comment !== undefined ? { comment: input.comment } : {}),
          ...(input.figures ? { figures: input.figures } : {}),
        },
      }),
    // The moved task shows its new state at once; its figures, moves and the lists follow.
    onSuccess: (answer, input) =>
      queryClient.setQueryData<TaskDetail>([...key, 'task', input.taskId], (old) =>
        old ? { ...old, task: answer.data, allowed: [] } : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useAssign() {
  const queryClient = useQueryClient();
  const key = useWorkflowKey();
  return useMutation({
    mutationFn: (body: {
      taskIds: string[];
      preparerUserId?: string | null;
      reviewerUserId?: string | null;
    }) => call(contracts.workflow.assign, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** GET /api/rec/workflow/settings: whether each area locks a month at sign-off. */
export function useLockSettings() {
  const key = useWorkflowKey();
  return useQuery({
    queryKey: [...key, 'lock-settings'],
    queryFn: async ({ signal }) => (await call(contracts.workflow.lockSettings, { signal })).data,
  });
}

/** PUT /api/rec/workflow/settings (management): one area's choice; the answer is the new settings. */
export function useSetLockAtSignOff() {
  const queryClient = useQueryClient();
  const key = useWorkflowKey();
  return useMutation({
    mutationFn: (body: { area: 'bankRec' | 'ewa'; lockAtSignOff: boolean }) =>
      call(contracts.workflow.setLockAtSignOff, { body }),
    onSuccess: (answer) => queryClient.setQueryData([...key, 'lock-settings'], answer.data),
  });
}
