import type { ReportDefinition } from '@clearline/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { alpha, useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

interface CatalogueProps {
  reports: readonly ReportDefinition[];
  chosen: string | null;
  onChoose: (id: string) => void;
}

/**
 * The area's reports as a list of choices (the catalogue is data): the chosen one is marked and
 * announced (aria-current), each says what it holds. On a phone, one select (the chosen report's
 * description is over its form).
 */
export function ReportCatalogue(props: CatalogueProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  return phone ? <CatalogueSelect {...props} /> : <CatalogueList {...props} />;
}

function CatalogueSelect({ reports, chosen, onChoose }: CatalogueProps) {
  return (
    <TextField
      select
      size="small"
      label="Report"
      value={chosen ?? ''}
      onChange={(event) => onChoose(event.target.value)}
      fullWidth
    >
      {reports.map((report) => (
        <MenuItem key={report.id} value={report.id}>
          {report.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function CatalogueList({ reports, chosen, onChoose }: CatalogueProps) {
  return (
    <Paper variant="outlined" component="nav" aria-label="Report catalogue" sx={{ borderRadius: 3, p: 1 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {reports.map((report) => {
          const selected = report.id === chosen;
          return (
            <li key={report.id}>
              <ButtonBase
                onClick={() => onChoose(report.id)}
                aria-current={selected ? 'true' : undefined}
                data-testid="report-choice"
                sx={{
                  width: '100%',
                  display: 'block',
                  textAlign: 'left',
                  borderRadius: 2,
                  px: 1.5,
                  py: 1.25,
                  border: 1,
                  borderColor: selected ? 'secondary.main' : 'transparent',
                  bgcolor: (t) => (selected ? alpha(t.palette.secondary.main, 0.1) : 'transparent'),
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'secondary.main', outlineOffset: 1 },
                }}
              >
                <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 700 }}>
                  {report.name}
                </Typography>
                <Typography
                  component="span"
                  variant="caption"
                  sx={{
                    color: 'text.secondary',
                    mt: 0.25,
                    // Two lines here: the whole description is over the chosen report's form.
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {report.description}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Paper>
  );
}
