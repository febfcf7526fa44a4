import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { type PartyPick, usePartyPickers } from '../../../shared/ui/party-pickers';
import { useCreateProject, useTemplates } from '../api/payroll-api';

/** Starts a customer's implementation project from a template (management). */
export function NewProjectForm({
  onCreated,
  onCancel,
}: {
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const templates = useTemplates();
  const create = useCreateProject();
  const { customer: CustomerPicker } = usePartyPickers();
  const [customer, setCustomer] = useState<PartyPick | null>(null);
  const [typed, setTyped] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [startDate, setStartDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [problem, setProblem] = useState<string | null>(null);
  const coId = CustomerPicker ? (customer?.id ?? '') : typed.trim();
  const onSubmit = () => {
    setProblem(null);
    create.mutate(
      { coId, templateId, startDate },
      {
        onSuccess: ({ data }) => onCreated(data.id),
        onError: (error) => setProblem(errorMessage(error, 'The project could not be started.')),
      },
    );
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="New implementation project"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr' }, mb: 2 }}>
        {CustomerPicker ? (
          <CustomerPicker value={customer} onChange={setCustomer} required />
        ) : (
          <TextField
            size="small"
            label="Customer id"
            required
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        )}
        <TextField
          select
          size="small"
          label="Template"
          required
          value={templateId}
          onChange={(e) => setTemplateId(e.target.value)}
          helperText={
            templates.data?.length === 0 ? 'Make a template on Onboarding Templates first.' : undefined
          }
        >
          {(templates.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="Start date"
          required
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending || coId === '' || templateId === ''}
        >
          Start project
        </Button>
      </Box>
    </Paper>
  );
}
