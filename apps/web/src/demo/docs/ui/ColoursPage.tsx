import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { backgroundOf } from '../../../shell/theme/derived-themes';
import {
  THEME_DEFINITIONS,
  THEME_LABELS,
  THEME_NAMES,
  type ThemeDefinition,
} from '../../../shell/theme/themes';
import { DocPage, DocSection, Mono } from '../kit/DocPage';

/** One colour: a swatch and its hex value (text, so it can be copied and read by a screen reader). */
function Swatch({ name, hex }: { name: string; hex: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 28,
          height: 28,
          borderRadius: 1,
          bgcolor: hex,
          border: 1,
          borderColor: 'divider',
          flex: 'none',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', lineHeight: 1.2 }}>
          {name}
        </Typography>
        <Mono>{hex.toUpperCase()}</Mono>
      </Box>
    </Box>
  );
}

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' };

function ThemeColours({ def }: { def: ThemeDefinition }) {
  const background = backgroundOf(def);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {def.mode === 'dark' ? 'Dark' : 'Light'} mode
      </Typography>
      <Box sx={grid}>
        <Swatch name="primary.light" hex={def.primary.light} />
        <Swatch name="primary.main" hex={def.primary.main} />
        <Swatch name="primary.dark" hex={def.primary.dark} />
        <Swatch name="secondary.light" hex={def.secondary.light} />
        <Swatch name="secondary.main" hex={def.secondary.main} />
        <Swatch name="secondary.dark" hex={def.secondary.dark} />
        <Swatch name="error.main" hex={def.error.main} />
        <Swatch name="background.default" hex={background.default} />
        <Swatch name="background.paper" hex={background.paper} />
      </Box>
      {def.primary.ramp ? (
        <Box sx={grid}>
          {Object.entries(def.primary.ramp).map(([step, hex]) => (
            <Swatch key={step} name={`primary ${step}`} hex={hex} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** /ui/colors: the nine themes of the settings panel, each palette as the theme code defines it. */
export default function ColoursPage() {
  return (
    <DocPage
      title="Colours"
      area="User interface"
      description="The nine themes a user can pick in the settings panel, straight from shell/theme/themes.ts."
    >
      <DocSection title="Using colours">
        <Typography>
          Name colours by their palette path in <Mono>sx</Mono> (<Mono>{"color: 'primary.main'"}</Mono>,{' '}
          <Mono>{"bgcolor: 'background.paper'"}</Mono>), never by hex: the user's theme, and the navbar's and
          toolbar's own themes, decide the value. For text that must stay readable on every theme use the
          tones <Mono>tone.success</Mono>, <Mono>tone.warning</Mono>, <Mono>tone.error</Mono>,{' '}
          <Mono>tone.info</Mono> and <Mono>tone.negative</Mono> (4.5:1 on paper in all nine).
        </Typography>
        <Typography>
          Besides the nine, a region can use the main theme forced to dark or to light; by default the navbar
          and footer use the dark one and the toolbar the light one.
        </Typography>
      </DocSection>
      {THEME_NAMES.map((name) => (
        <DocSection key={name} title={`${THEME_LABELS[name]} (${name})`}>
          <ThemeColours def={THEME_DEFINITIONS[name]} />
        </DocSection>
      ))}
    </DocPage>
  );
}
