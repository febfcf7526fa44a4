import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { type ShellPanel, useShellPanels } from '../layout/shell-panels';

function PanelButton({ panel, label, icon }: { panel: ShellPanel; label: string; icon: ReactNode }) {
  const panels = useShellPanels();
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-expanded={panels.active === panel}
        onClick={() => panels.toggle(panel)}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** Opens the quick panel (area tasks or the Today view). */
export const QuickPanelToggle = () => (
  <PanelButton panel="quickPanel" label="Quick panel" icon={<FormatListBulleted />} />
);

/** Opens the help drawer. */
export const HelpButton = () => <PanelButton panel="help" label="Help" icon={<HelpOutline />} />;

/** Opens the settings panel; where the toolbar shows, the settings live here and cover no page content. */
export const SettingsButton = () => (
  <PanelButton panel="settings" label="Settings" icon={<SettingsOutlined />} />
);
