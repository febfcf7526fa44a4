import { DEFAULT_LANDING } from '@clearline/domain';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The 500 page (spec §2 /pages/errors/error-500), inside the shell. */
export default function ServerErrorPage() {
  return (
    <Box
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <ReportProblemOutlined sx={{ fontSize: 56, color: 'error.main' }} aria-hidden="true" />
      <Typography
        component="p"
        aria-hidden="true"
        sx={{
          fontSize: { xs: '4.5rem', sm: '6rem' },
          fontWeight: 800,
          lineHeight: 1,
          color: 'text.secondary',
          letterSpacing: '-0.04em',
        }}
      >
        500
      </Typography>
      <Typography variant="h1">Something went wrong on our side</Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 460 }}>
        The server could not finish your request. It has been logged; please try again in a moment.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.history.back()}>
          Go back
        </Button>
        <Button component={RouterLink} to={DEFAULT_LANDING} variant="outlined">
          Go to the start page
        </Button>
      </Box>
    </Box>
  );
}
