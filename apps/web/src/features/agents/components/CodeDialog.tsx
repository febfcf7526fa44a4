import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { agentCommand } from '../model/agent-view';

/** The one-time activation code, shown once: it is never stored readable, so it cannot be shown again. */
export function CodeDialog({
  answer,
  onClose,
}: {
  answer: { agentName: string; code: string; expiresAt: string } | null;
  onClose: () => void;
}) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Dialog
      open={answer !== null}
      onClose={onClose}
      aria-labelledby="agent-code-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="agent-code-title">Activation code for {answer?.agentName}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Give this code to the agent. It works once, until{' '}
          {answer ? formatUsDateTime(answer.expiresAt, zone) : ''}, and is not shown again.
        </Typography>
        <Box
          data-testid="activation-code"
          sx={{
            fontFamily: 'monospace',
            fontSize: { xs: 22, sm: 28 },
            letterSpacing: 2,
            textAlign: 'center',
            py: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            userSelect: 'all',
          }}
        >
          {answer?.code}
        </Box>
        <Typography variant="body2" sx={{ mt: 2, mb: 0.5 }}>
          Start the reference agent beside the bank&apos;s drop folder with:
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1,
            fontSize: 13,
            bgcolor: 'action.hover',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {answer ? agentCommand(window.location.origin, answer.code) : ''}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => void navigator.clipboard?.writeText(answer?.code ?? '').catch(() => undefined)}
        >
          Copy code
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
