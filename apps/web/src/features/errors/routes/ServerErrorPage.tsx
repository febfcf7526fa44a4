import { DEFAULT_LANDING } from '@clearline/domain';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorCode, ErrorLayout } from '../components/ErrorLayout';

/** The 500 page (spec §2 /pages/errors/error-500), inside the shell. */
export default function ServerErrorPage() {
  return (
    <ErrorLayout minHeight="60vh">
      <ReportProblemOutlined sx={{ fontSize: 56, color: 'error.main' }} aria-hidden="true" />
      <ErrorCode code="500" fontSize={{ xs: '4.5rem', sm: '6rem' }} color="text.secondary" />
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
    </ErrorLayout>
  );
}
