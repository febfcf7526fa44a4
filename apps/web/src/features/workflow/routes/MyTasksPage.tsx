import { counted } from '@clearline/domain/text';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { type TaskListItem, useTasks } from '../api/workflow-api';
import { TaskDetailDialog } from '../components/TaskDetailDialog';
import { TaskTable } from '../components/TaskTable';

function Section({
  title,
  tasks,
  onOpen,
  empty,
}: {
  title: string;
  tasks: TaskListItem[];
  onOpen: (id: string) => void;
  empty: string;
}) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
    >
      <Box sx={{ px: 2, py: 1.25, display: 'flex', gap: 2, alignItems: 'baseline' }}>
        <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {counted(tasks.length, 'task')}
        </Typography>
      </Box>
      <Box sx={{ p: { xs: 1, md: 0 } }}>
        <TaskTable label={title} tasks={tasks} onOpen={onOpen} empty={empty} showDifference={false} />
      </Box>
    </Paper>
  );
}

/**
 * /app/bankRec/workflow (role 133 lands here): my reconciliation tasks, what I must prepare (not started,
 * in preparation or returned) and what I must review (signed off by someone else), overdue first.
 */
export default function MyTasksPage() {
  const me = useAuth().user?.uuid;
  // Without figures: a statement per task would hold the page; a task's dialog shows its figures.
  const tasks = useTasks({ person: 'me' });
  const [openTask, setOpenTask] = useState<string | null>(null);
  const rows = tasks.data ?? [];
  const toPrepare = rows.filter(
    (t) => t.preparer?.id === me && (t.state === 'not_started' || t.state === 'in_preparation'),
  );
  const toReview = rows.filter((t) => t.reviewer?.id === me && t.state === 'ready_for_review');
  const waiting = rows.filter(
    (t) => !toPrepare.includes(t) && !toReview.includes(t) && t.state !== 'certified',
  );

  return (
    <PageFrame>
      <PageHeader
        title="My Reconciliation Tasks"
        description="The months you prepare and the ones you review. Sign off when the difference is explained; certify what someone else prepared."
      />
      <FetchingBar fetching={tasks.isFetching} />
      <LoadError query={tasks} fallback="Your tasks could not be loaded." sx={{ mb: 2 }} />
      {tasks.data ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title="To prepare" tasks={toPrepare} onOpen={setOpenTask} empty="Nothing to prepare." />
          <Section
            title="To review"
            tasks={toReview}
            onOpen={setOpenTask}
            empty="Nothing waits for your review."
          />
          {waiting.length > 0 ? (
            <Section title="Waiting on someone else" tasks={waiting} onOpen={setOpenTask} empty="" />
          ) : null}
        </Box>
      ) : null}
      <TaskDetailDialog taskId={openTask} onClose={() => setOpenTask(null)} />
    </PageFrame>
  );
}
