import { TASK_STATE_LABELS, TASK_STATES, type TaskState } from '@clearline/domain';
import { counted } from '@clearline/domain/text';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/lib/api-client';
import { currentMonth, monthLabel, shiftMonth } from '../../../shared/lib/month';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { filterOptions } from '../../../shared/ui/filter-options';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { type TaskQuery, useAssign, usePeople, useTasks } from '../api/workflow-api';
import { LockSettings } from '../components/LockSettings';
import { TaskDetailDialog } from '../components/TaskDetailDialog';
import { TaskTable } from '../components/TaskTable';

const ALL = 'all';

/** Who may take a role of a task (preparer or reviewer). */
type MayFilter = (p: { mayPrepare: boolean; mayReview: boolean }) => boolean;

/**
 * /app/rPRec/rPRecWf: every bank account x month of the organisation (both areas), overdue first, with
 * filters (area, state, month, person, overdue), bulk assignment of preparer and reviewer, and each task's
 * detail (figures, history, moves).
 */
export default function ManagementWorkflowPage() {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const months = [0, 1, 2, 3, 4, 5].map((back) => shiftMonth(currentMonth(now), -back));
  const period = params.get('period') ?? shiftMonth(currentMonth(now), -1);
  const area = params.get('area') ?? '';
  const state = params.get('state') ?? '';
  const person = params.get('person') ?? '';
  const overdue = params.get('overdue') === 'true';
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const query: TaskQuery = {
    ...(period !== ALL ? { period, figures: 'true' as const } : {}),
    ...(area === 'bankRec' || area === 'ewa' ? { area } : {}),
    ...((TASK_STATES as readonly string[]).includes(state) ? { state: state as TaskState } : {}),
    ...(person ? { person } : {}),
    ...(overdue ? { overdue: 'true' as const } : {}),
  };
  const tasks = useTasks(query);
  const people = usePeople();
  const assign = useAssign();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [preparer, setPreparer] = useState('');
  const [reviewer, setReviewer] = useState('');
  const [openTask, setOpenTask] = useState<string | null>(null);
  const [assignProblem, setAssignProblem] = useState<string | null>(null);
  const rows = tasks.data ?? [];
  const peopleOptions = (pick: MayFilter) =>
    filterOptions(...(people.data ?? []).filter(pick).map((p): [string, string] => [p.id, p.name]));
  const assignees: { label: string; value: string; onChange: (id: string) => void; may: MayFilter }[] = [
    { label: 'Preparer', value: preparer, onChange: setPreparer, may: (p) => p.mayPrepare },
    { label: 'Reviewer', value: reviewer, onChange: setReviewer, may: (p) => p.mayReview },
  ];

  const applyAssignment = () => {
    setAssignProblem(null);
    assign.mutate(
      {
        taskIds: [...selected],
        ...(preparer ? { preparerUserId: preparer } : {}),
        ...(reviewer ? { reviewerUserId: reviewer } : {}),
      },
      {
        onSuccess: () => {
          setSelected(new Set());
          setPreparer('');
          setReviewer('');
        },
        onError: (error) => setAssignProblem(errorMessage(error)),
      },
    );
  };

  return (
    <PageFrame>
      <PageHeader
        area="Reconciliation"
        title="Reconciliation Workflow"
        description="Every bank account and month: who prepares, who reviews, what is due and what is left to explain. Overdue first."
      />
      <LockSettings />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box
          role="search"
          aria-label="Filter tasks"
          sx={{ p: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <FilterSelect
            label="Month"
            value={period}
            onChange={(value) => set('period', value)}
            options={[
              ...filterOptions(...months.map((m): [string, string] => [m, monthLabel(m)])),
              { value: ALL, label: 'All months' },
            ]}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
          <FilterSelect
            label="Area"
            value={area}
            anyLabel="Both areas"
            showEmpty
            onChange={(value) => set('area', value)}
            options={filterOptions(['bankRec', 'Bank reconciliation'], ['ewa', 'Employer funds'])}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
          <FilterSelect
            label="State"
            value={state}
            anyLabel="Any state"
            showEmpty
            onChange={(value) => set('state', value)}
            options={filterOptions(...TASK_STATES.map((s): [string, string] => [s, TASK_STATE_LABELS[s]]))}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
          <FilterSelect
            label="Person"
            value={person}
            anyLabel="Anyone"
            showEmpty
            onChange={(value) => set('person', value)}
            options={peopleOptions(() => true)}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={overdue}
                onChange={(event) => set('overdue', event.target.checked ? 'true' : '')}
              />
            }
            label="Overdue only"
          />
        </Box>
        {selected.size > 0 ? (
          <Box
            role="region"
            aria-label="Assign the selected tasks"
            sx={{ px: 2, pb: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {counted(selected.size, 'task')} selected
            </Typography>
            {assignees.map((a) => (
              <FilterSelect
                key={a.label}
                label={a.label}
                value={a.value}
                anyLabel="Keep"
                showEmpty
                onChange={a.onChange}
                options={peopleOptions(a.may)}
                sx={{ width: { xs: '100%', sm: 200 } }}
              />
            ))}
            <Button
              variant="contained"
              disabled={(!preparer && !reviewer) || assign.isPending}
              onClick={applyAssignment}
            >
              Assign
            </Button>
            {assignProblem ? (
              <Alert severity="warning" role="alert" sx={{ flexBasis: '100%' }}>
                {assignProblem}
              </Alert>
            ) : null}
          </Box>
        ) : null}
        <FetchingBar fetching={tasks.isFetching} />
        <Typography
          variant="body2"
          role="status"
          aria-live="polite"
          sx={{ px: 2, py: 1, color: 'text.secondary' }}
        >
          {tasks.data
            ? `${counted(rows.length, 'task')}, ${rows.filter((t) => t.overdue).length} overdue`
            : 'Loading…'}
        </Typography>
        <LoadError query={tasks} fallback="The tasks could not be loaded." sx={{ m: 2 }} />
        {tasks.data ? (
          <Box sx={{ p: { xs: 1, md: 0 } }}>
            <TaskTable
              label="Reconciliation tasks"
              tasks={rows}
              onOpen={setOpenTask}
              selected={selected}
              onSelect={setSelected}
              empty="No task matches these filters."
              showDifference={period !== ALL}
            />
          </Box>
        ) : null}
      </Paper>
      <TaskDetailDialog taskId={openTask} onClose={() => setOpenTask(null)} />
    </PageFrame>
  );
}
