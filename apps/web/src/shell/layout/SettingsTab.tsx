import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useShellPanels } from './shell-panels';

/**
 * The settings tab on the right edge (the template's place for it), shown only when the toolbar (which
 * otherwise holds the settings button) is hidden: the settings stay reachable with every bar hidden.
 */
export function SettingsTab() {
  const panels = useShellPanels();
  return (
    <Tooltip title="Settings" placement="left">
      <Button
        aria-label="Settings"
        aria-expanded={panels.active === 'settings'}
        onClick={() => panels.toggle('settings')}
        variant="contained"
        color="secondary"
        sx={{
          position: 'fixed',
          right: 0,
          top: '50%',
          transform: 'translateY(-50%)',
          zIndex: (t) => t.zIndex.drawer - 1,
          minWidth: 0,
          width: 38,
          height: 40,
          p: 0,
          borderRadius: '8px 0 0 8px',
          boxShadow: 3,
          '& svg': { animation: 'shell-spin 6s linear infinite' },
          '@keyframes shell-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
        }}
      >
        <SettingsOutlined fontSize="small" />
      </Button>
    </Tooltip>
  );
}
