import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { monthLabel } from '../../../shared/lib/month';
import { Amount } from '../../../shared/ui/Amount';
import { headCellSx } from '../../../shared/ui/DataGrid';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { StatusChip } from '../../../shared/ui/StatusChip';
import type { TaskListItem } from '../api/workflow-api';
import { STATE_TONES, stateLabel } from '../model/task-view';

const cellSx = { py: 1, px: 1.25, fontSize: '0.8125rem', whiteSpace: 'nowrap' } as const;
const AREA_LABELS = { bankRec: 'Bank rec', ewa: 'Employer funds' } as const;

interface Props {
  label: string;
  tasks: TaskListItem[];
  onOpen: (taskId: string) => void;
  /** Bulk selection (management): the selected task ids and their setter. */
  selected?: Set<string>;
  onSelect?: (ids: Set<string>) => void;
  empty: string;
  /** The statement's unexplained difference per task (the list was asked with its figures). */
  showDifference?: boolean;
}

function Difference({ task }: { task: TaskListItem }) {
  if (!task.figures) return <span>—</span>;
  if (task.figures.difference === null) return <span>No statement</span>;
  return <Amount value={task.figures.difference} />;
}

function DueDate({ task }: { task: TaskListItem }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}>
      {task.dueDate}
      {task.overdue ? <StatusChip label="Overdue" tone="error" /> : null}
    </Box>
  );
}

/** Tasks as a table on a desk and as cards on a phone; a task's name opens its detail. */
export function TaskTable({ label, tasks, onOpen, selected, onSelect, empty, showDifference = true }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const toggle = (id: string) => {
    if (!selected || !onSelect) return;
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const name = (task: TaskListItem) => (
    <Link
      component="button"
      type="button"
      onClick={() => onOpen(task.id)}
      sx={{ fontWeight: 700, textAlign: 'left' }}
    >
      {task.accountName} · {monthLabel(task.period)}
    </Link>
  );
  if (tasks.length === 0) {
    return <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>{empty}</Typography>;
  }
  if (phone) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {tasks.map((task) => (
          <Paper
            component="li"
            key={task.id}
            variant="outlined"
            sx={{ p: 1.5, borderRadius: 2, display: 'grid', gap: 0.75 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {onSelect ? (
                <Checkbox
                  size="small"
                  checked={selected?.has(task.id) ?? false}
                  onChange={() => toggle(task.id)}
                  slotProps={{ input: { 'aria-label': `Select ${task.accountName} ${task.period}` } }}
                  sx={{ p: 0.5 }}
                />
              ) : null}
              {name(task)}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <StatusChip label={stateLabel(task.state)} tone={STATE_TONES[task.state]} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Due <DueDate task={task} />
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {task.preparer?.name ?? 'No preparer'} → {task.reviewer?.name ?? 'no reviewer'}
              {showDifference ? (
                <>
                  {' '}
                  · difference <Difference task={task} />
                </>
              ) : null}
            </Typography>
          </Paper>
        ))}
      </Box>
    );
  }
  const allSelected = selected !== undefined && tasks.length > 0 && tasks.every((t) => selected.has(t.id));
  return (
    <ScrollRegion label={label} ruled>
      <Table size="small" sx={{ minWidth: 980 }}>
        <TableHead>
          <TableRow>
            {onSelect ? (
              <TableCell sx={headCellSx} padding="checkbox">
                <Checkbox
                  size="small"
                  checked={allSelected}
                  indeterminate={!allSelected && (selected?.size ?? 0) > 0}
                  onChange={() => onSelect(allSelected ? new Set() : new Set(tasks.map((t) => t.id)))}
                  slotProps={{ input: { 'aria-label': 'Select every task' } }}
                />
              </TableCell>
            ) : null}
            {['Account and month', 'Area', 'State', 'Preparer', 'Reviewer', 'Due'].map((head) => (
              <TableCell key={head} sx={headCellSx}>
                {head}
              </TableCell>
            ))}
            {showDifference ? (
              <TableCell sx={headCellSx} align="right">
                Difference
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {tasks.map((task) => (
            <TableRow
              key={task.id}
              hover
              selected={selected?.has(task.id) ?? false}
              data-testid={`task-${task.accountId}-${task.period}`}
            >
              {onSelect ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selected?.has(task.id) ?? false}
                    onChange={() => toggle(task.id)}
                    slotProps={{ input: { 'aria-label': `Select ${task.accountName} ${task.period}` } }}
                  />
                </TableCell>
              ) : null}
              <TableCell sx={cellSx}>{name(task)}</TableCell>
              <TableCell sx={cellSx}>{AREA_LABELS[task.area]}</TableCell>
              <TableCell sx={cellSx}>
                <StatusChip label={stateLabel(task.state)} tone={STATE_TONES[task.state]} />
              </TableCell>
              <TableCell sx={cellSx}>{task.preparer?.name ?? '—'}</TableCell>
              <TableCell sx={cellSx}>{task.reviewer?.name ?? '—'}</TableCell>
              <TableCell sx={cellSx}>
                <DueDate task={task} />
              </TableCell>
              {showDifference ? (
                <TableCell sx={cellSx} align="right">
                  <Difference task={task} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
