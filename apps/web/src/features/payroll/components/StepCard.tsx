import type { ImplementationStep } from '@clearline/contracts';
import { STEP_STATUSES, type StepStatus } from '@clearline/domain/payroll';
import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { downloadPath } from '../../../shared/lib/file-download';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useComment, useUpdateStep, useUploadDocument } from '../api/payroll-api';
import { STEP_LABELS } from '../model/labels';

const STATUS_TONE = {
  not_started: 'neutral',
  in_progress: 'info',
  blocked: 'error',
  done: 'success',
} as const;

/** One step of a project: status and blocker, due date, its documents (required first) and comments. */
export function StepCard({ projectId, step }: { projectId: string; step: ImplementationStep }) {
  const update = useUpdateStep();
  const comment = useComment();
  const uploadDoc = useUploadDocument();
  const [blocker, setBlocker] = useState(step.blocker);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [requirement, setRequirement] = useState('');
  const fail = (error: unknown) => setProblem(errorMessage(error, 'The change was not saved.'));
  const setStatus = (status: StepStatus) => {
    setProblem(null);
    update.mutate(
      {
        projectId,
        stepId: step.id,
        body: { version: step.version, status, ...(status === 'blocked' ? { blocker } : {}) },
      },
      { onError: fail },
    );
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    uploadDoc.mutate({ projectId, stepId: step.id, requirement, file }, { onError: fail });
    if (fileInput.current) fileInput.current.value = '';
  };
  const label = `Step ${step.position + 1}: ${step.name}`;
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, flex: '1 1 220px' }}>
          {label}
        </Typography>
        <StatusChip
          label={STEP_LABELS[step.status]}
          tone={STATUS_TONE[step.status]}
          testId={`step-status-${step.position + 1}`}
        />
        {step.overdue ? <StatusChip label="Overdue" tone="warning" /> : null}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Owner: {step.ownerRoleName} · due {step.dueDate}
        {step.closedBy ? ` · ${step.closedBy}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 1.5 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={step.status}
          onChange={(e) => setStatus(e.target.value as StepStatus)}
          sx={{ minWidth: 160 }}
          disabled={update.isPending}
        >
          {STEP_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STEP_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Blocker"
          value={blocker}
          onChange={(e) => setBlocker(e.target.value)}
          sx={{ flex: '1 1 240px' }}
          helperText="What blocks the step (needed to set it Blocked)"
        />
        {step.status === 'blocked' && blocker !== step.blocker ? (
          <Button onClick={() => setStatus('blocked')}>Save blocker</Button>
        ) : null}
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mb: 1.5 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <Typography variant="subtitle2" component="h4">
        Documents
      </Typography>
      <Box component="ul" sx={{ m: 0, mb: 1, pl: 2.5 }}>
        {step.requiredDocuments.map((d) => (
          <li key={d}>
            {d}:{' '}
            {step.missingDocuments.includes(d) ? (
              <StatusChip label="Missing" tone="warning" />
            ) : (
              <StatusChip label="Received" tone="success" />
            )}
          </li>
        ))}
        {step.documents.map((d) => (
          <li key={d.id}>
            <Link component="button" type="button" onClick={() => void downloadPath(d.url, d.name)}>
              {d.name}
            </Link>{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {d.requirement ? `(${d.requirement}) ` : ''}by {d.uploadedBy}
            </Typography>
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        {step.requiredDocuments.length > 0 ? (
          <TextField
            select
            size="small"
            label="Document"
            value={requirement}
            onChange={(e) => setRequirement(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">Other document</MenuItem>
            {step.requiredDocuments.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          hidden
          data-testid={`step-file-${step.position + 1}`}
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <Button
          startIcon={<AttachFile />}
          onClick={() => fileInput.current?.click()}
          disabled={uploadDoc.isPending}
        >
          Add document
        </Button>
      </Box>
      <Typography variant="subtitle2" component="h4">
        Comments
      </Typography>
      {step.comments.map((c) => (
        <Typography key={c.id} variant="body2" sx={{ mb: 0.5 }}>
          <strong>{c.author}</strong>: {c.message}
        </Typography>
      ))}
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, mt: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (!message.trim()) return;
          comment.mutate(
            { projectId, stepId: step.id, message },
            { onSuccess: () => setMessage(''), onError: fail },
          );
        }}
      >
        <TextField
          size="small"
          label="Comment"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" disabled={comment.isPending}>
          Post
        </Button>
      </Box>
    </Paper>
  );
}
