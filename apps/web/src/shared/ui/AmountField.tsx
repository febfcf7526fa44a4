import { acceptsAmountKeystroke, amountInputMessage } from '@clearline/domain/money';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type AmountFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'error'> & {
  value: string;
  onChange: (text: string) => void;
  /** Another message for the field; the typing rule's wins. */
  problem?: string | null;
  /** Mark the field as wrong without a message of its own (e.g. a message shown elsewhere). */
  flagged?: boolean;
};

/**
 * An amount typed by a person (spec §5): only an optional minus sign, digits and one decimal point are
 * taken (other keystrokes are refused by the domain's acceptsAmountKeystroke), and 'Only two digits
 * after decimal Point!' shows while the text is not a valid amount (amountInputMessage). The text is
 * kept as typed: callers parse it with parseAmountInput, exactly, in cents.
 */
export function AmountField({
  value,
  onChange,
  problem,
  flagged = false,
  helperText,
  slotProps,
  sx,
  ...props
}: AmountFieldProps) {
  const message = amountInputMessage(value) ?? problem ?? null;
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        if (acceptsAmountKeystroke(next)) onChange(next);
      }}
      error={message !== null || flagged}
      helperText={message ?? helperText}
      autoComplete="off"
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'decimal',
          spellCheck: false,
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
      sx={[
        { '& input': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
