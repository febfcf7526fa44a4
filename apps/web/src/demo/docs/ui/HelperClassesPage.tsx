import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Amount, amountSx, tabular } from '../../../shared/ui/Amount';
import { visuallyHidden } from '../../../shared/ui/PageLoader';
import { toneText, toneTint } from '../../../shared/ui/tones';
import { Code, DocPage, DocSection, Example, Mono } from '../kit/DocPage';

const TONES = ['success', 'warning', 'error', 'info', 'neutral'] as const;

/**
 * /ui/helper-classes: the product styles with `sx` and a few shared style objects instead of CSS helper
 * classes; this page lists them with live samples.
 */
export default function HelperClassesPage() {
  return (
    <DocPage
      title="Helper classes"
      area="User interface"
      description="Clearline has no global helper classes: it styles with sx and these shared style objects."
    >
      <DocSection title="Spacing, layout and breakpoints in sx">
        <Typography>
          Spacing is in theme units of 8 px (<Mono>p: 2</Mono> is 16 px). A value per breakpoint makes a
          layout responsive: phones first, then <Mono>sm</Mono> (600 px), <Mono>md</Mono> (900 px),{' '}
          <Mono>lg</Mono> (1200 px, where the navbar stops being a drawer).
        </Typography>
        <Code>
          {"<Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>"}
        </Code>
        <Example label="Two columns from md up, one on a phone">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 2 }}>First</Box>
            <Box sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 2 }}>Second</Box>
          </Box>
        </Example>
      </DocSection>
      <DocSection title="tabular and amountSx (shared/ui/Amount)">
        <Typography>
          <Mono>tabular</Mono> gives digits one width so amounts line up; <Mono>amountSx(negative)</Mono> adds
          the negative tone for debits. The <Mono>Amount</Mono> component uses both.
        </Typography>
        <Example label="A column of amounts in tabular digits">
          <Box sx={{ display: 'grid', justifyItems: 'end', width: 160, ...tabular }}>
            <Amount value="1111.11" />
            <Amount value="-99.90" />
            <Box component="span" sx={amountSx(false)}>
              8,888.88
            </Box>
          </Box>
        </Example>
      </DocSection>
      <DocSection title="Tones (shared/ui/tones)">
        <Typography>
          <Mono>toneText(tone)</Mono> is the readable text colour of a tone, <Mono>toneTint(tone)</Mono> its
          faint background. They keep 4.5:1 contrast in every theme, which the plain palette colours do not.
        </Typography>
        <Example label="Each tone's text on its tint">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {TONES.map((tone) => (
              <Box
                key={tone}
                sx={{ px: 1.5, py: 0.5, borderRadius: 1, color: toneText(tone), bgcolor: toneTint(tone) }}
              >
                {tone}
              </Box>
            ))}
          </Box>
        </Example>
      </DocSection>
      <DocSection title="visuallyHidden (shared/ui/PageLoader)">
        <Typography>
          Text for screen readers only (a table's caption, an icon button's context). It stays in the page and
          in the accessibility tree but takes no room.
        </Typography>
        <Example label="The sentence after this colon is hidden from sight but read aloud:">
          <Typography>
            Visible text.
            <Box component="span" sx={visuallyHidden}>
              {' '}
              Read by screen readers only.
            </Box>
          </Typography>
        </Example>
      </DocSection>
    </DocPage>
  );
}
