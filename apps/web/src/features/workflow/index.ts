/**
 * Month-end close (issue 16): the organisation's reconciliation tasks (rPRecWf) and my tasks
 * (bankRec/workflow), each task's figures, history and moves. app/ imports it only here.
 */
export const workflowPages = {
  management: () => import('./routes/ManagementWorkflowPage'),
  myTasks: () => import('./routes/MyTasksPage'),
};
