import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { DocPage, DocSection, Mono } from '../kit/DocPage';

const VARIANTS: { variant: NonNullable<TypographyProps['variant']>; sample: string }[] = [
  { variant: 'h1', sample: 'Reconciliation Panel' },
  { variant: 'h2', sample: 'Open items by age' },
  { variant: 'h3', sample: 'Operating account' },
  { variant: 'h4', sample: 'October close' },
  { variant: 'h5', sample: 'Suggestions to decide' },
  { variant: 'h6', sample: 'Tax impound' },
  { variant: 'subtitle1', sample: 'Harbor Dental Group' },
  { variant: 'subtitle2', sample: 'Last import 2 hours ago' },
  { variant: 'body1', sample: 'The difference between the book balance and the bank balance is 0.00.' },
  { variant: 'body2', sample: '25 bank lines matched by the agency-batch rule.' },
  { variant: 'caption', sample: 'Imported 10/31/2026 09:14 AM EDT' },
  { variant: 'overline', sample: 'Bank reconciliation' },
  { variant: 'button', sample: 'Transfer money' },
];

/** /ui/typography: every text variant of the current theme, with its font, size and weight. */
export default function TypographyPage() {
  const theme = useTheme();
  return (
    <DocPage
      title="Typography"
      area="User interface"
      description="The text styles of the current theme; switch the theme in the settings panel to compare."
    >
      <DocSection title="Font">
        <Typography>
          <Mono>{theme.typography.fontFamily ?? ''}</Mono>
        </Typography>
        <Typography>
          Each page has one <Mono>h1</Mono> (the page header's); cards title their content with{' '}
          <Mono>h2</Mono>. Amounts use tabular digits (see Helper classes) so columns line up.
        </Typography>
      </DocSection>
      <DocSection title="Variants">
        {VARIANTS.map(({ variant, sample }) => {
          const style = theme.typography[variant as keyof typeof theme.typography] as
            | { fontSize?: string | number; fontWeight?: string | number }
            | undefined;
          return (
            <Box
              key={variant}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
                gap: { xs: 0.5, sm: 2 },
                alignItems: 'baseline',
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box>
                <Mono>{variant}</Mono>
                <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {String(style?.fontSize ?? '')} · {String(style?.fontWeight ?? '')}
                </Typography>
              </Box>
              <Typography variant={variant} component="p" sx={{ overflowWrap: 'anywhere' }}>
                {sample}
              </Typography>
            </Box>
          );
        })}
      </DocSection>
    </DocPage>
  );
}
