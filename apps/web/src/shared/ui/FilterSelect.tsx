import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { FilterOption } from './filter-options';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  /** A first choice with the value '' that means "no filter" ('Any ledger'), shown in italics. */
  anyLabel?: string;
  /** '' is one of the options (e.g. All): show its label instead of an empty box. */
  showEmpty?: boolean;
  disabled?: boolean;
  /** Drawn as wrong (a form's required choice left empty). */
  error?: boolean;
  /** Compact menu rows (the dense filter bars). */
  dense?: boolean;
  sx?: SxProps<Theme>;
}

/** A small select that narrows a list to one value of a field. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  anyLabel,
  showEmpty = false,
  disabled,
  error,
  dense = true,
  sx,
}: Props) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={error}
      sx={sx}
      slotProps={showEmpty ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {anyLabel === undefined ? null : (
        <MenuItem value="" dense={dense}>
          <em>{anyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.key ?? option.value} value={option.value} dense={dense}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
