import { TASK_STATE_LABELS, type TaskAction } from '@clearline/domain';
import type { AppContext } from '../../platform/context';
import type { JobHandler } from '../../platform/jobs';
import type { ShellService } from '../shell/index';
import * as repo from './workflow.repository';

/**
 * Durable job that tells people about a task: queued in the transaction of the change (by the service,
 * or by the decertification trigger of migration 0018), so a notice exists only if the change committed.
 */
export const TASK_NOTICE_JOB = 'reconciliation-task-notice';

export type TaskNotice =
  | { taskId: string; event: 'assigned'; userIds: string[] }
  | { taskId: string; event: 'signed_off' | 'certified' | 'overdue' }
  | { taskId: string; event: 'returned'; comment: string }
  | { taskId: string; event: 'decertified' | 'reopened'; reason: string };

/** Who hears of a person's move and why: the reviewer of a sign-off, the preparer of a return, both of a reopen. */
export function noticeOfMove(action: TaskAction, taskId: string, comment: string): TaskNotice | null {
  switch (action) {
    case 'signOff':
      return { taskId, event: 'signed_off' };
    case 'return':
      return { taskId, event: 'returned', comment };
    case 'certify':
      return { taskId, event: 'certified' };
    case 'reopen':
      return { taskId, event: 'reopened', reason: comment };
    case 'start':
      return null;
  }
}

/** The notification kind shown in the drawer (shell's `notifications.kind`). */
export const NOTICE_KIND = 'reconciliation-task';

function recipientsAndText(task: repo.TaskRow, notice: TaskNotice): { to: string[]; text: string } {
  const what = `${task.account_name} ${task.period}`;
  const preparer = task.preparer_user_id ? [task.preparer_user_id] : [];
  const reviewer = task.reviewer_user_id ? [task.reviewer_user_id] : [];
  switch (notice.event) {
    case 'assigned':
      return {
        to: notice.userIds,
        text: `You are assigned to the reconciliation of ${what} (${TASK_STATE_LABELS[task.state]}, due ${task.due_date})`,
      };
    case 'signed_off':
      return { to: reviewer, text: `${what} is signed off and ready for your review` };
    case 'certified':
      return { to: preparer, text: `${what} is certified` };
    case 'returned':
      return { to: preparer, text: `${what} was returned for changes: ${notice.comment}` };
    case 'decertified':
      return { to: [...preparer, ...reviewer], text: `${what} was decertified: ${notice.reason}` };
    case 'reopened':
      return {
        to: [...preparer, ...reviewer],
        text: `${what} was reopened and is back in preparation: ${notice.reason}`,
      };
    case 'overdue':
      return {
        to: task.state === 'ready_for_review' ? reviewer : preparer,
        text: `${what} is overdue (due ${task.due_date}, ${TASK_STATE_LABELS[task.state]})`,
      };
  }
}

export function taskNoticeJob(ctx: AppContext, shell: ShellService): JobHandler {
  return {
    onInterrupted: 'retry',
    async run(job) {
      const organizationId = job.organizationId;
      const notice = job.payload as unknown as TaskNotice;
      if (!organizationId) return { sent: 0 };
      const task = await repo.taskById(ctx.db, organizationId, notice.taskId);
      if (!task) return { sent: 0 };
      const { to, text } = recipientsAndText(task, notice);
      const people = await repo.people(ctx.db, organizationId);
      let sent = 0;
      for (const userId of new Set(to)) {
        await shell.notify(organizationId, userId, NOTICE_KIND, text);
        const email = people.find((p) => p.user_id === userId)?.email;
        // E-mail only where a mail server is configured: without one the drawer is the notice.
        if (email && ctx.config.smtpUrl) {
          await ctx.mailer.send({
            to: email,
            subject: `Reconciliation: ${task.account_name} ${task.period}`,
            body: text,
          });
        }
        sent += 1;
      }
      return { sent };
    },
  };
}
