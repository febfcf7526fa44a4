import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** An e-mail address input: required, and never spell-checked or capitalised by the keyboard. */
export function EmailField({
  problem,
  autoComplete = 'email',
  ...props
}: TextFieldProps & { problem: string | undefined }) {
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      label="Email"
      type="email"
      error={Boolean(problem)}
      helperText={problem}
      slotProps={{ htmlInput: { 'aria-required': true, spellCheck: false, autoCapitalize: 'none' } }}
    />
  );
}
