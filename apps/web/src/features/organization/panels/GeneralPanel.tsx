import type { OrganizationGeneral } from '@clearline/contracts';
import { type AreaFlagChoice, ORGANIZATION_KIND_LABELS } from '@clearline/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../../shared/lib/api-client';
import { ChoiceToggle } from '../../../shared/ui/ChoiceToggle';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useOrganizationSettings, usePatternCheck, useSaveSettings } from '../api/organization-api';
import { SettingsSection } from '../components/SettingsSection';
import { draftOf, type GeneralDraft, generalErrors, generalOf, patternImpact } from '../model/general-form';

const FLAG_CHOICES: { value: AreaFlagChoice; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'on', label: 'On' },
  { value: 'onWithoutUnImport', label: 'On, no Un-Import' },
];

const AREAS = [
  { key: 'bankRec', label: 'Bank reconciliation' },
  { key: 'ewa', label: 'Employer funds' },
] as const;

/**
 * The General tab (issue 17): name, the two areas' task flags, deleting, the customer id pattern, idle
 * sign-out and the second factor. Checked here as typed, and by the server on save; saving reaches every
 * member's open tabs.
 */
export default function GeneralPanel() {
  const settings = useOrganizationSettings();
  if (settings.isError) return <LoadError query={settings} fallback="The settings could not be loaded." />;
  if (!settings.data) return <PageLoader />;
  return (
    <GeneralForm
      // A save elsewhere (another tab, another administrator) starts the form again from what is stored.
      key={JSON.stringify(settings.data.general)}
      saved={settings.data.general}
      kind={ORGANIZATION_KIND_LABELS[settings.data.kind]}
      impact={settings.data.customerIds}
    />
  );
}

function GeneralForm({
  saved,
  kind,
  impact,
}: {
  saved: OrganizationGeneral;
  kind: string;
  impact: { total: number; nonMatching: number; examples: string[] };
}) {
  const [draft, setDraft] = useState<GeneralDraft>(() => draftOf(saved));
  const save = useSaveSettings();
  const check = usePatternCheck(draft.customerIdPattern, saved.customerIdPattern);
  const errors = generalErrors(draft);
  // The server's field refusals, until the field changes again.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Checked as typed (the form starts from valid saved values), then by the server.
  const errorOf = (field: keyof typeof errors) => errors[field] ?? serverErrors[field];
  const set = (change: Partial<GeneralDraft>) => {
    setServerErrors({});
    setDraft((d) => ({ ...d, ...change }));
  };
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(saved));
  const patternCheck =
    draft.customerIdPattern === saved.customerIdPattern ? impact : check.data?.valid ? check.data : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) return;
    save.mutate(generalOf(draft), {
      onError: (error) => {
        if (isApiError(error))
          setServerErrors(
            Object.fromEntries(error.details.map((d) => [d.path.replace(/^idle\./, ''), d.message])),
          );
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="General settings"
      sx={{ display: 'grid', gap: 2 }}
    >
      <SettingsSection
        title="Organisation"
        description={`The name every member sees in the organisation list. ${kind}.`}
      >
        <TextField
          label="Name"
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
          error={Boolean(errorOf('name'))}
          helperText={errorOf('name')}
          required
          slotProps={{ htmlInput: { maxLength: 120 } }}
          sx={{ maxWidth: 480 }}
        />
      </SettingsSection>

      <SettingsSection
        title="Areas"
        description="Which task lists the quick panel offers. 'On, no Un-Import' keeps the area but hides Un-Import Files."
      >
        {AREAS.map((area) => (
          <Box key={area.key} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography id={`area-${area.key}`} sx={{ minWidth: 180, fontWeight: 600 }}>
              {area.label}
            </Typography>
            <ChoiceToggle
              label={area.label}
              value={draft.features[area.key]}
              choices={FLAG_CHOICES}
              onChange={(value) => set({ features: { ...draft.features, [area.key]: value } })}
            />
          </Box>
        ))}
      </SettingsSection>

      <SettingsSection
        title="Customers and employers"
        description="Whether members may delete a customer or employer no ledger line uses, and the ids new ones must have."
      >
        <FormControlLabel
          control={
            <Switch checked={draft.allowDelete} onChange={(e) => set({ allowDelete: e.target.checked })} />
          }
          label="Allow deleting customers and employers"
        />
        <TextField
          label="Customer id pattern"
          value={draft.customerIdPattern}
          onChange={(e) => set({ customerIdPattern: e.target.value })}
          error={Boolean(errorOf('customerIdPattern'))}
          helperText={
            errorOf('customerIdPattern') ??
            'A regular expression the whole id must match (ids are upper-case, at most 10 characters).'
          }
          required
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          sx={{ maxWidth: 480 }}
        />
        {!errorOf('customerIdPattern') && patternCheck ? (
          <Alert
            severity={patternCheck.nonMatching > 0 ? 'warning' : 'info'}
            role="status"
            data-testid="pattern-impact"
            sx={{ maxWidth: 720 }}
          >
            {patternImpact(patternCheck)}
          </Alert>
        ) : null}
      </SettingsSection>

      <SettingsSection
        title="Sign-in"
        description="Idle members are warned, then signed out; the change applies to open tabs at once."
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <TextField
            label="Sign out after (minutes idle)"
            value={draft.idle.idleLogOut}
            onChange={(e) => set({ idle: { ...draft.idle, idleLogOut: e.target.value } })}
            error={Boolean(errorOf('idleLogOut'))}
            helperText={errorOf('idleLogOut') ?? 'Default 10'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
          <TextField
            label="Warn before (minutes)"
            value={draft.idle.remainingTime}
            onChange={(e) => set({ idle: { ...draft.idle, remainingTime: e.target.value } })}
            error={Boolean(errorOf('remainingTime'))}
            helperText={errorOf('remainingTime') ?? 'Default 2'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
        </Box>
        <FormControlLabel
          control={
            <Switch checked={draft.mfaRequired} onChange={(e) => set({ mfaRequired: e.target.checked })} />
          }
          label="Require a second factor at sign-in (an authenticator app or e-mailed codes)"
        />
      </SettingsSection>

      {save.isError ? (
        <Alert severity="error" data-testid="save-error">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button disabled={!dirty || save.isPending} onClick={() => setDraft(draftOf(saved))}>
          Discard changes
        </Button>
        <Button type="submit" variant="contained" disabled={!dirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </Box>
    </Box>
  );
}
