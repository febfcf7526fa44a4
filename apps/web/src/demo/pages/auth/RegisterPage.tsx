import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { AuthFrame, AuthLink, authPath, styleOf } from './AuthFrame';
import { DemoSignedIn } from './DemoSignedIn';
import { demoRegister, type FieldErrors, type RegisterFields, registerFormErrors } from './demo-auth';

const FIELDS: { key: keyof RegisterFields; label: string; type: string }[] = [
  { key: 'displayName', label: 'Display name', type: 'text' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'password', label: 'Password', type: 'password' },
  { key: 'passwordConfirm', label: 'Password (Confirm)', type: 'password' },
];

/**
 * /pages/auth/register and register-2: spec §5's register rules in the form, then the mock's register
 * call; its field errors ('The email is already in use', 'Enter display name') go back onto the inputs.
 */
export default function RegisterPage() {
  const style = styleOf(useLocation().pathname);
  const [fields, setFields] = useState<RegisterFields>({
    displayName: '',
    email: '',
    password: '',
    passwordConfirm: '',
  });
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<{ displayName: string; role: string } | null>(null);
  const [pending, setPending] = useState(false);
  const formErrors = registerFormErrors(fields);
  const shown: FieldErrors = { ...(touched ? formErrors : {}), ...serverErrors };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(formErrors).length > 0) return;
    setPending(true);
    const result = await demoRegister(fields.displayName, fields.email, fields.password);
    setPending(false);
    if (result.ok) setDone({ displayName: result.displayName, role: result.role });
    else setServerErrors(result.errors);
  };
  return (
    <AuthFrame
      style={style}
      title="Create an account"
      subtitle="A demo account on the in-browser mock: it is an admin, as spec §6 says."
      footer={
        <Typography variant="body2">
          Have an account? <AuthLink to={authPath('login', style)}>Sign in</AuthLink>
        </Typography>
      }
    >
      {done ? (
        <DemoSignedIn verb="Registered and signed in" displayName={done.displayName} role={done.role} />
      ) : null}
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        {FIELDS.map(({ key, label, type }) => (
          <TextField
            key={key}
            label={label}
            type={type}
            autoComplete="off"
            value={fields[key]}
            onChange={(event) => {
              setFields((f) => ({ ...f, [key]: event.target.value }));
              // The mock's error is about the old value: drop it, so the form's own rule shows again.
              setServerErrors(({ [key]: _dropped, ...rest }) => rest);
            }}
            error={Boolean(shown[key])}
            helperText={shown[key]}
            required
          />
        ))}
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          Create account
        </Button>
      </form>
    </AuthFrame>
  );
}
