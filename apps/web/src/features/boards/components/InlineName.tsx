import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** A name typed in place: Enter keeps it, Escape or leaving the field empty drops it. */
export function InlineName({
  label,
  initial,
  onDone,
}: {
  label: string;
  initial: string;
  onDone: (name: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  const finish = (keep: boolean) => onDone(keep ? value.trim() || null : null);
  return (
    <TextField
      autoFocus
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') finish(true);
        if (e.key === 'Escape') finish(false);
      }}
      onBlur={() => finish(true)}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}
