import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { panelHeadingSx, SidePanel } from '../layout/SidePanel';
import { useShellPanels } from '../layout/shell-panels';
import { DERIVED_THEMES, THEME_NAMES } from '../theme/themes';
import { CustomScrollbarsSwitch } from './CustomScrollbarsSwitch';
import { LayoutOptionField } from './LayoutOptionField';
import { LAYOUT_STYLES, LAYOUTS } from './layout-definitions';
import { RadioCard } from './RadioCard';
import {
  changeLayoutStyle,
  readOption,
  setLayoutOption,
  setRegionTheme,
  THEME_REGIONS,
} from './settings-model';
import { useShellSettings } from './shell-settings-context';
import { ThemeSwatchPicker } from './ThemeSwatchPicker';

const REGION_LABELS = { main: 'Main', navbar: 'Navbar', toolbar: 'Toolbar', footer: 'Footer' } as const;

/** The settings panel, drawn from the layouts' option declarations (layout-definitions.ts). */
export function SettingsPanel() {
  const panels = useShellPanels();
  const { settings, update, reset } = useShellSettings();
  const layout = LAYOUTS[settings.layout.style];
  return (
    <SidePanel
      open={panels.active === 'settings'}
      onClose={panels.close}
      title="Settings"
      width={380}
      actions={
        <Button size="small" color="inherit" onClick={reset}>
          Reset
        </Button>
      }
    >
      <Box sx={{ p: 2.5, display: 'grid', gap: 2.5 }}>
        <Box component="section" aria-labelledby="settings-layout">
          <Typography id="settings-layout" variant="h3" sx={{ ...panelHeadingSx, mb: 1.25 }}>
            Layout
          </Typography>
          <Box
            role="radiogroup"
            aria-label="Layout style"
            sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
          >
            {LAYOUT_STYLES.map((style) => {
              const selected = settings.layout.style === style;
              return (
                <RadioCard
                  key={style}
                  selected={selected}
                  onSelect={() =>
                    update((s) => (s.layout.style === style ? s : changeLayoutStyle(s, style, LAYOUTS)))
                  }
                  ring="border"
                  padding={1.25}
                >
                  <Typography sx={{ fontWeight: 700, fontSize: '0.875rem' }}>
                    {LAYOUTS[style].title}
                  </Typography>
                  <Typography
                    variant="caption"
                    sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.3 }}
                  >
                    {LAYOUTS[style].description}
                  </Typography>
                </RadioCard>
              );
            })}
          </Box>
        </Box>

        {layout.sections.map((section) => (
          <Box
            component="section"
            key={section.id}
            aria-labelledby={`settings-${section.id}`}
            sx={{ display: 'grid', gap: 1 }}
          >
            <Typography id={`settings-${section.id}`} variant="h3" sx={panelHeadingSx}>
              {section.title}
            </Typography>
            {section.options.map((option) => (
              <LayoutOptionField
                key={option.path}
                option={option}
                section={section.title}
                value={readOption(settings.layout.config, option.path)}
                onChange={(value) => update((s) => setLayoutOption(s, option.path, value))}
              />
            ))}
          </Box>
        ))}

        <Divider />
        <Box component="section" aria-labelledby="settings-themes" sx={{ display: 'grid', gap: 2 }}>
          <Typography id="settings-themes" variant="h3" sx={panelHeadingSx}>
            Themes
          </Typography>
          {THEME_REGIONS.map((region) => (
            <ThemeSwatchPicker
              key={region}
              label={REGION_LABELS[region]}
              value={settings.theme[region]}
              options={region === 'main' ? THEME_NAMES : [...DERIVED_THEMES, ...THEME_NAMES]}
              main={settings.theme.main}
              onChange={(name) => update((s) => setRegionTheme(s, region, name))}
            />
          ))}
        </Box>
        <Divider />
        <CustomScrollbarsSwitch
          sx={{ m: 0, justifyContent: 'space-between', flexDirection: 'row-reverse' }}
        />
      </Box>
    </SidePanel>
  );
}
