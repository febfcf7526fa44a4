import { contracts, MESSAGES } from '@clearline/contracts';
import {
  PASSWORD_MATCH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PHONE_HINT,
  type ProfileField,
  passwordMatchStatus,
  profileUpdateErrors,
} from '@clearline/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { type ChangeEvent, type ComponentProps, type FormEvent, useEffect, useId, useState } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { call, isApiError } from '../../shared/lib/api-client';

/** The profile fields plus the current password, which a password change asks for again. */
type Field = ProfileField | 'currentPassword';
type Values = Record<Field, string>;
const EMPTY: Values = {
  email: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  password: '',
  rewritePassword: '',
  currentPassword: '',
};
const LABELS: Record<Field, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  password: 'New password',
  rewritePassword: 'Rewrite password',
  currentPassword: 'Current password',
};

/** Field errors of the form: the domain's profile rules, and the current password when one is needed. */
function formErrors(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = profileUpdateErrors(values);
  if (values.password && !values.currentPassword) errors.currentPassword = MESSAGES.currentPasswordRequired;
  return errors;
}

/**
 * The Profile dialog 'Update User' (spec §5). Every rule comes from the domain's identity rules, the
 * same the server applies. Messages show as a field is typed in; the update is sent only when no field
 * has an error; Update does nothing while the two passwords differ. Load and save failures are only
 * logged (spec §8), except the server's field errors, which go back onto their fields.
 */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { me, reload } = useAuth();
  const userId = me?.userDetails.id ?? '';
  const titleId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const info = useQuery({
    queryKey: ['users', 'userinfo', userId],
    queryFn: () => call(contracts.users.userInfo, { params: { id: userId } }),
    enabled: open && userId !== '',
    staleTime: 0,
  });
  useEffect(() => {
    if (info.isError) console.error('Loading the profile failed', info.error);
  }, [info.isError, info.error]);
  const loaded = info.data?.data[0];
  useEffect(() => {
    if (!open) return;
    setTouched({});
    setServerErrors({});
    setValues(loaded ? { ...EMPTY, ...loaded } : EMPTY);
  }, [open, loaded]);

  const errors = { ...formErrors(values), ...serverErrors };
  const match = passwordMatchStatus(values.password, values.rewritePassword);
  const shown = (field: Field) => (touched[field] || serverErrors[field] ? errors[field] : undefined);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({
      email: true,
      firstName: true,
      lastName: true,
      phoneNumber: true,
      password: true,
      rewritePassword: true,
      currentPassword: true,
    });
    if (Object.keys(formErrors(values)).length > 0 || match === 'mismatch') return;
    setSaving(true);
    try {
      const { rewritePassword: _check, ...body } = values;
      await call(contracts.users.updateUserInfo, { params: { id: userId }, body });
      enqueueSnackbar('Your profile was updated.', { variant: 'success' });
      await reload();
      onClose();
    } catch (error) {
      console.error('Saving the profile failed', error);
      if (isApiError(error) && error.details) {
        const fromServer: Partial<Record<Field, string>> = {};
        for (const d of error.details) if (d.path in LABELS) fromServer[d.path as Field] = d.message;
        setServerErrors(fromServer);
      }
    } finally {
      setSaving(false);
    }
  };

  const field = (name: Field, extra: Partial<ComponentProps<typeof TextField>> = {}) => {
    const message = shown(name);
    return (
      <TextField
        {...extra}
        id={`profile-${name}`}
        label={LABELS[name]}
        value={values[name]}
        onChange={change(name)}
        error={Boolean(message)}
        helperText={message ?? extra.helperText}
        size="small"
      />
    );
  };

  const rewriteHelper =
    match === 'match' ? PASSWORD_MATCH_MESSAGE : match === 'mismatch' ? PASSWORD_MISMATCH_MESSAGE : undefined;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Update User</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('email', {
              slotProps: { htmlInput: { readOnly: true } },
              helperText: 'Your e-mail cannot be changed here.',
            })}
            <Stack direction="row" spacing={1.5}>
              {field('firstName', { autoComplete: 'given-name' })}
              {field('lastName', { autoComplete: 'family-name' })}
            </Stack>
            {field('phoneNumber', { autoComplete: 'tel', placeholder: PHONE_HINT, helperText: PHONE_HINT })}
            {field('password', {
              type: 'password',
              autoComplete: 'new-password',
              helperText: 'Leave empty to keep your password.',
            })}
            <TextField
              id="profile-rewritePassword"
              label={LABELS.rewritePassword}
              type="password"
              autoComplete="new-password"
              size="small"
              value={values.rewritePassword}
              onChange={change('rewritePassword')}
              error={match === 'mismatch'}
              helperText={rewriteHelper}
              slotProps={{
                formHelperText: { sx: match === 'match' ? { color: 'success.main', fontWeight: 600 } : {} },
              }}
            />
            {values.password &&
              field('currentPassword', {
                type: 'password',
                autoComplete: 'current-password',
                helperText: 'Needed to change your password.',
              })}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={saving} disabled={!loaded}>
            Update
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
