import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId } from 'react';
import { useNavigate } from 'react-router';
import { formatMinutesSeconds } from '../../shared/lib/countdown';
import { LOGIN_PATH } from '../../shared/lib/navigation';
import { useIdleSettings } from './use-idle-settings';
import { useIdleTimer } from './use-idle-timer';

/**
 * The idle timeout (spec §4): the warning 'Are you done ?' with an m:ss countdown; 'Stay signed in'
 * resets every tab; 'Sign me out' or the countdown running out signs out everywhere (the logout page
 * ends the session and forgets the token; the other tabs follow).
 */
export function IdleTimeout() {
  const settings = useIdleSettings();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const timer = useIdleTimer(settings, {
    onExpire: () => signOutEverywhere(),
    onSignedOutElsewhere: () => navigate(LOGIN_PATH, { replace: true }),
  });
  const { announceSignOut } = timer;
  const signOutEverywhere = useCallback(() => {
    announceSignOut();
    navigate('/logout', { replace: true });
  }, [announceSignOut, navigate]);

  return (
    <Dialog
      open={timer.phase === 'warning'}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>Are you done ?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          You have been inactive for a while. For your security you will be signed out in
        </DialogContentText>
        <Box
          role="timer"
          aria-label="Time left before signing out"
          sx={{
            mt: 1.5,
            fontSize: '2.25rem',
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            textAlign: 'center',
          }}
        >
          {formatMinutesSeconds(timer.remainingMs)}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={signOutEverywhere}>Sign me out</Button>
        <Button variant="contained" onClick={timer.stay} autoFocus>
          Stay signed in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
