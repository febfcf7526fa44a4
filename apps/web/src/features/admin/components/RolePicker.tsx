import { roleName } from '@clearline/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { ROLE_GROUPS } from '../model/users-model';

/** Role ids to give, as checkboxes grouped by area (each labelled with its id and name). */
export function RolePicker({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((x) => x !== id));
  return (
    <>
      {ROLE_GROUPS.map((group) => (
        <FormControl key={group.label} component="fieldset" variant="standard" error={Boolean(error)}>
          <FormLabel component="legend" sx={{ fontSize: '0.8rem', fontWeight: 700 }}>
            {group.label}
          </FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
            {group.ids.map((id) => (
              <FormControlLabel
                key={id}
                control={
                  <Checkbox
                    size="small"
                    checked={value.includes(id)}
                    onChange={(e) => toggle(id, e.target.checked)}
                  />
                }
                label={`${roleName(id)} · ${id}`}
                slotProps={{ typography: { variant: 'body2' } }}
              />
            ))}
          </FormGroup>
        </FormControl>
      ))}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </>
  );
}
