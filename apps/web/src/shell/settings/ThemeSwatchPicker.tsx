import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { resolveThemeDefinition, swatchColours } from '../theme/derived-themes';
import { type RegionThemeName, THEME_LABELS, type ThemeName } from '../theme/themes';
import { RadioCard } from './RadioCard';

/**
 * A row of theme swatches (design/themes.md: primary, secondary, error and paper colours per theme).
 * A radio group: each swatch is a radio named after its theme.
 */
export function ThemeSwatchPicker({
  label,
  value,
  options,
  main,
  onChange,
}: {
  label: string;
  value: RegionThemeName;
  options: readonly RegionThemeName[];
  main: ThemeName;
  onChange: (name: RegionThemeName) => void;
}) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, fontSize: '0.875rem', mb: 1 }}>{label}</Typography>
      <Box
        role="radiogroup"
        aria-label={`${label} theme`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(68px, 1fr))', gap: 1 }}
      >
        {options.map((name) => {
          const colours = swatchColours(resolveThemeDefinition(name, main));
          const selected = name === value;
          return (
            <RadioCard
              key={name}
              selected={selected}
              onSelect={() => onChange(name)}
              ring="outline"
              padding={0.5}
              ariaLabel={THEME_LABELS[name]}
            >
              <Box
                aria-hidden="true"
                sx={{
                  position: 'relative',
                  height: 36,
                  borderRadius: 1,
                  overflow: 'hidden',
                  bgcolor: colours.paper,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ height: 12, bgcolor: colours.primary }} />
                <Box sx={{ position: 'absolute', right: 6, bottom: 5, display: 'flex', gap: 0.5 }}>
                  <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colours.secondary }} />
                  <Box sx={{ width: 8, height: 8, mt: '2px', borderRadius: '50%', bgcolor: colours.error }} />
                </Box>
                {selected ? (
                  <Check
                    sx={{ position: 'absolute', left: 4, bottom: 2, fontSize: 16, color: colours.secondary }}
                  />
                ) : null}
              </Box>
              <Typography
                component="span"
                sx={{ display: 'block', mt: 0.5, fontSize: '0.6875rem', fontWeight: 600, lineHeight: 1.2 }}
                noWrap
              >
                {THEME_LABELS[name]}
              </Typography>
            </RadioCard>
          );
        })}
      </Box>
    </Box>
  );
}
