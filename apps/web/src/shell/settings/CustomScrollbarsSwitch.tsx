import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import { useShellSettings } from './shell-settings-context';

/** The one shell setting offered in two places: the settings panel and the quick panel. */
export function CustomScrollbarsSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const { settings, update } = useShellSettings();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={settings.customScrollbars}
          onChange={(_, on) => update((s) => ({ ...s, customScrollbars: on }))}
        />
      }
      label="Custom scrollbars"
      sx={sx}
    />
  );
}
