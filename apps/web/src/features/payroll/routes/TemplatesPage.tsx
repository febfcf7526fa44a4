import type { ImplementationTemplate } from '@clearline/contracts';
import { ASSIGNABLE_ROLE_IDS, roleName } from '@clearline/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../shared/lib/api-client';
import { DataGrid } from '../../../shared/ui/DataGrid';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useRemoveTemplate, useSaveTemplate, useTemplates } from '../api/payroll-api';
import { documentsFromText } from '../model/labels';

interface DraftStep {
  name: string;
  ownerRole: number;
  dueOffsetDays: string;
  documents: string;
}
interface Draft {
  id?: string | undefined;
  version?: number | undefined;
  name: string;
  steps: DraftStep[];
}

const blankStep = (): DraftStep => ({ name: '', ownerRole: 128, dueOffsetDays: '0', documents: '' });
const draftOf = (t: ImplementationTemplate): Draft => ({
  id: t.id,
  version: t.version,
  name: t.name,
  steps: t.steps.map((s) => ({
    name: s.name,
    ownerRole: s.ownerRole,
    dueOffsetDays: String(s.dueOffsetDays),
    documents: s.requiredDocuments.join(', '),
  })),
});

/**
 * /app/payroll/impladmin: the organisation's templates of onboarding steps (name, owner role, days after
 * the project's start it is due, required documents). Projects copy a template's steps when they start.
 */
export default function TemplatesPage() {
  const templates = useTemplates();
  const save = useSaveTemplate();
  const remove = useRemoveTemplate();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string[] | null>(null);

  const setStep = (i: number, patch: Partial<DraftStep>) =>
    draft && setDraft({ ...draft, steps: draft.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const onSave = () => {
    if (!draft) return;
    setProblem(null);
    const body = {
      name: draft.name.trim(),
      steps: draft.steps.map((s) => ({
        name: s.name.trim(),
        ownerRole: s.ownerRole,
        dueOffsetDays: Number.parseInt(s.dueOffsetDays, 10) || 0,
        requiredDocuments: documentsFromText(s.documents),
      })),
    };
    save.mutate(
      { id: draft.id, version: draft.version, body },
      {
        onSuccess: () => {
          enqueueSnackbar(`Template ${body.name} saved.`, { variant: 'success' });
          setDraft(null);
        },
        onError: (error) =>
          setProblem([
            errorMessage(error, 'The template could not be saved.'),
            ...(isApiError(error) ? error.details.map((d) => `${d.path}: ${d.message}`) : []),
          ]),
      },
    );
  };

  return (
    <PageFrame maxWidth={1280}>
      <PageHeader
        area="Payroll Implementation"
        title="Onboarding Templates"
        description="The steps a new payroll customer goes through: who owns each, when it is due after the project starts, and the documents it needs."
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDraft({ name: '', steps: [blankStep()] })}
          >
            New template
          </Button>
        }
      />
      <LoadError query={templates} fallback="The templates could not be loaded." sx={{ mb: 2 }} />
      {draft ? (
        <Paper
          variant="outlined"
          component="form"
          aria-label="Template"
          sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <TextField
            label="Template name"
            size="small"
            required
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
          />
          {draft.steps.map((step, i) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are edited in place; their position is their identity here.
              key={i}
              role="group"
              aria-label={`Step ${i + 1}`}
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', md: '2fr 1.4fr 0.8fr 2fr auto' },
                alignItems: 'start',
                mb: 1.5,
              }}
            >
              <TextField
                size="small"
                label="Step name"
                required
                value={step.name}
                onChange={(e) => setStep(i, { name: e.target.value })}
              />
              <TextField
                select
                size="small"
                label="Owner role"
                value={step.ownerRole}
                onChange={(e) => setStep(i, { ownerRole: Number(e.target.value) })}
              >
                {ASSIGNABLE_ROLE_IDS.map((id) => (
                  <MenuItem key={id} value={id}>
                    {roleName(id)} ({id})
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label="Due after (days)"
                type="number"
                value={step.dueOffsetDays}
                onChange={(e) => setStep(i, { dueOffsetDays: e.target.value })}
                slotProps={{ htmlInput: { min: 0, max: 730 } }}
              />
              <TextField
                size="small"
                label="Required documents"
                helperText="Comma-separated"
                value={step.documents}
                onChange={(e) => setStep(i, { documents: e.target.value })}
              />
              <IconButton
                aria-label={`Remove step ${i + 1}`}
                disabled={draft.steps.length === 1}
                onClick={() => setDraft({ ...draft, steps: draft.steps.filter((_, j) => j !== i) })}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
          {problem ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem.map((p) => (
                <div key={p}>{p}</div>
              ))}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              onClick={() => setDraft({ ...draft, steps: [...draft.steps, blankStep()] })}
              startIcon={<Add />}
            >
              Add step
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button onClick={() => setDraft(null)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save template
            </Button>
          </Box>
        </Paper>
      ) : null}
      <DataGrid
        label="Onboarding templates"
        keyboardScroll
        rows={templates.data ?? []}
        rowKey={(t) => t.id}
        loaded={templates.isSuccess}
        empty="No template yet: make one with New template."
        minWidth={720}
        columns={[
          {
            id: 'name',
            header: 'Template',
            cell: (t) => <Typography sx={{ fontWeight: 600 }}>{t.name}</Typography>,
          },
          {
            id: 'steps',
            header: 'Steps',
            cell: (t) => t.steps.map((s) => `${s.name} (day ${s.dueOffsetDays})`).join(' · '),
          },
          { id: 'projects', header: 'Projects', numeric: true, width: 100, cell: (t) => t.projectCount },
          {
            id: 'actions',
            header: 'Actions',
            headerHidden: true,
            width: 180,
            cell: (t) => (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" onClick={() => setDraft(draftOf(t))} aria-label={`Edit ${t.name}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  sx={{ color: 'tone.error' }}
                  aria-label={`Remove ${t.name}`}
                  onClick={() =>
                    remove.mutate(t.id, {
                      onSuccess: () => enqueueSnackbar(`Template ${t.name} removed.`, { variant: 'success' }),
                      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
                    })
                  }
                >
                  Remove
                </Button>
              </Box>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
