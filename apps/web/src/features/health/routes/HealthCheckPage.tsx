import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AppLink } from '../../../shared/ui/AppLink';
import { EntryLayout } from '../../../shared/ui/EntryLayout';
import { useHealthChecks } from '../api/use-health-checks';
import { HEALTH_CHECKS, type HealthState } from '../model/health';

const CHIP: Record<HealthState, { color: 'success' | 'error' | 'default'; icon: typeof CheckCircle }> = {
  pass: { color: 'success', icon: CheckCircle },
  fail: { color: 'error', icon: ErrorOutline },
  unknown: { color: 'default', icon: HelpOutline },
};

function StatusChip({ state }: { state: HealthState }) {
  const { color, icon: Icon } = CHIP[state];
  return (
    <Chip
      size="small"
      color={color}
      icon={<Icon aria-hidden="true" />}
      label={state}
      variant={state === 'unknown' ? 'outlined' : 'filled'}
      sx={{
        minWidth: 76,
        // The darker shades keep the white label above 4.5:1 contrast in every theme.
        ...(state === 'fail' ? { bgcolor: 'error.dark' } : {}),
        ...(state === 'pass' ? { bgcolor: 'success.dark' } : {}),
      }}
    />
  );
}

export default function HealthCheckPage() {
  const { checks, running, run } = useHealthChecks();
  const allPass = checks.api === 'pass' && checks.mongodb === 'pass';
  const anyFail = checks.api === 'fail' || checks.mongodb === 'fail';

  return (
    <EntryLayout
      title="System health"
      subtitle="Whether the Clearline services answer right now."
      footer={
        <Typography variant="body2">
          <AppLink to="/login">Back to sign in</AppLink>
        </Typography>
      }
    >
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        <Table aria-label="Service checks" size="medium">
          <TableHead>
            <TableRow sx={{ bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="col">
                Service
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Status
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {HEALTH_CHECKS.map(({ name, description }) => (
              <TableRow
                key={name}
                data-state={checks[name]}
                sx={{ '&:last-child td, &:last-child th': { border: 0 } }}
              >
                <TableCell component="th" scope="row">
                  <Typography
                    component="span"
                    sx={{
                      display: 'block',
                      fontWeight: 700,
                      fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
                    }}
                  >
                    {name}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {description}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  <StatusChip state={checks[name]} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box
        sx={{
          mt: 3,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography role="status" aria-live="polite" variant="body2" sx={{ color: 'text.secondary' }}>
          {running
            ? 'Checking…'
            : allPass
              ? 'All services are up.'
              : anyFail
                ? 'Some services are not answering.'
                : ''}
        </Typography>
        <Button variant="outlined" startIcon={<Refresh />} onClick={() => void run()} loading={running}>
          Check again
        </Button>
      </Box>
    </EntryLayout>
  );
}
