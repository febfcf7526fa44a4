import { SETTLEMENT_TYPES } from '@clearline/domain/statements';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useSaveSettlementProfile, useSettlementProfile } from '../api/settlement-api';
import {
  DATE_FORMATS,
  formOfProfile,
  profileOfForm,
  SETTLEMENT_FIELD_LABELS,
  SETTLEMENT_FIELDS,
  SETTLEMENT_TYPE_LABELS,
  type SettlementForm,
  type ShownProfile,
  settlementFormErrors,
} from '../model/settlement-form';

const EMPLOYER_BY_LABELS = { id: 'its id', name: 'its exact name', either: 'its id or exact name' } as const;
const SIGN_LABELS = {
  unsigned: 'Positive amounts: the type gives the sign',
  signed: 'Signed amounts: advances and fees negative',
} as const;

/** A column as the summary says it: 'column 3' or its header name in quotes. */
const columnText = (ref: string | number) => (typeof ref === 'number' ? `column ${ref + 1}` : `“${ref}”`);

/**
 * The partner's settlement column profile (which column holds the date, employer, worker reference,
 * amount and type; how the types are spelled; signed or positive amounts), read before the upload and
 * editable: saving it stores it for the partner's next files.
 */
export function SettlementProfilePanel({ partner }: { partner: { id: string; name: string } }) {
  const titleId = useId();
  const profile = useSettlementProfile(partner.id);
  const [editing, setEditing] = useState<SettlementForm | null>(null);
  const data = profile.data;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="settlement-profile"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, flex: 1 }}>
          {partner.name}'s settlement columns
        </Typography>
        {data ? (
          <StatusChip
            label={data.saved ? 'Saved profile' : 'Default profile'}
            tone={data.saved ? 'success' : 'info'}
            testId="settlement-profile-state"
          />
        ) : null}
        {data && !editing ? (
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            onClick={() => setEditing(formOfProfile(data.profile as ShownProfile))}
          >
            Edit profile
          </Button>
        ) : null}
      </Box>
      {profile.isFetching && !data ? <LinearProgress aria-label="Loading the settlement profile" /> : null}
      {profile.isError ? (
        <Alert severity="error">
          {errorMessage(profile.error, 'The settlement profile could not be loaded.')}
        </Alert>
      ) : null}
      {data && !editing ? <ProfileSummary profile={data.profile as ShownProfile} /> : null}
      {editing ? (
        <ProfileEditor
          partnerId={partner.id}
          form={editing}
          onChange={setEditing}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}

function ProfileSummary({ profile }: { profile: ShownProfile }) {
  const rows: [string, string][] = [
    ...SETTLEMENT_FIELDS.map((field): [string, string] => [
      SETTLEMENT_FIELD_LABELS[field],
      `${columnText(profile.columns[field])}${
        field === 'employer' ? `, by ${EMPLOYER_BY_LABELS[profile.employerBy]}` : ''
      }${field === 'date' ? `, ${profile.dateFormat}` : ''}`,
    ]),
    ...SETTLEMENT_TYPES.map((type): [string, string] => [
      `${SETTLEMENT_TYPE_LABELS[type]} spelled`,
      profile.typeValues[type].join(', '),
    ]),
    ['Amounts', SIGN_LABELS[profile.amountSign]],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        columnGap: 3,
        rowGap: 0.75,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', flex: 'none' }}>
            {label}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ProfileEditor({
  partnerId,
  form,
  onChange,
  onDone,
}: {
  partnerId: string;
  form: SettlementForm;
  onChange: (form: SettlementForm) => void;
  onDone: () => void;
}) {
  const save = useSaveSettlementProfile(partnerId);
  const [tried, setTried] = useState(false);
  const errors = settlementFormErrors(form);
  const shown = (key: string) => (tried ? errors[key] : undefined);
  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    save.mutate(profileOfForm(form), {
      onSuccess: () => {
        enqueueSnackbar('The settlement profile was saved.', { variant: 'success' });
        onDone();
      },
    });
  };
  const fieldSx = { width: { xs: '100%', sm: 200 } };
  return (
    <Box
      component="form"
      aria-label="Edit the settlement profile"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.hasHeader}
              onChange={(event) => onChange({ ...form, hasHeader: event.target.checked })}
            />
          }
          label="The first line names the columns"
        />
        <TextField
          select
          size="small"
          label="Date format"
          value={form.dateFormat}
          onChange={(event) => onChange({ ...form, dateFormat: event.target.value })}
          sx={fieldSx}
        >
          {[...new Set([form.dateFormat, ...DATE_FORMATS])].map((format) => (
            <MenuItem key={format} value={format}>
              {format}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Amounts"
          value={form.amountSign}
          onChange={(event) =>
            onChange({ ...form, amountSign: event.target.value === 'signed' ? 'signed' : 'unsigned' })
          }
          sx={{ width: { xs: '100%', sm: 340 } }}
        >
          <MenuItem value="unsigned">{SIGN_LABELS.unsigned}</MenuItem>
          <MenuItem value="signed">{SIGN_LABELS.signed}</MenuItem>
        </TextField>
      </Box>
      <Box role="group" aria-label="Columns" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {SETTLEMENT_FIELDS.map((field) => (
          <TextField
            key={field}
            size="small"
            label={`${SETTLEMENT_FIELD_LABELS[field]} column`}
            value={form.columns[field]}
            onChange={(event) =>
              onChange({ ...form, columns: { ...form.columns, [field]: event.target.value } })
            }
            error={shown(`columns.${field}`) !== undefined}
            helperText={
              shown(`columns.${field}`) ?? (form.hasHeader ? 'Header name or place' : 'Place (1, 2, …)')
            }
            sx={fieldSx}
          />
        ))}
        <TextField
          select
          size="small"
          label="Employer named by"
          value={form.employerBy}
          onChange={(event) =>
            onChange({ ...form, employerBy: event.target.value as SettlementForm['employerBy'] })
          }
          sx={fieldSx}
        >
          {(['either', 'id', 'name'] as const).map((by) => (
            <MenuItem key={by} value={by}>
              {EMPLOYER_BY_LABELS[by][0]?.toUpperCase()}
              {EMPLOYER_BY_LABELS[by].slice(1)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box
        role="group"
        aria-label="How the types are spelled"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}
      >
        {SETTLEMENT_TYPES.map((type) => (
          <TextField
            key={type}
            size="small"
            label={`${SETTLEMENT_TYPE_LABELS[type]} spelled`}
            value={form.typeValues[type]}
            onChange={(event) =>
              onChange({ ...form, typeValues: { ...form.typeValues, [type]: event.target.value } })
            }
            error={shown(`typeValues.${type}`) !== undefined}
            helperText={shown(`typeValues.${type}`) ?? 'Comma-separated'}
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
        ))}
      </Box>
      {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button type="button" onClick={onDone} disabled={save.isPending} sx={{ color: 'text.primary' }}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </Box>
    </Box>
  );
}
