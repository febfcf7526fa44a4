import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IN_PROGRESS } from '../../../shared/lib/import-activity';
import { ImportIssuesLink } from '../../../shared/ui/ImportIssuesLink';
import { useImportStatus, useLastImportEvent } from '../api/imports-api';
import { useImportsArea } from '../api/imports-area';
import { type ImportStatus, rowTone } from '../model/activity-view';
import { liveProgress } from '../model/progress';

export interface StartedImport {
  importId: string;
  fileName: string;
  status: ImportStatus;
  msg: string;
}

/**
 * One upload after it was sent: a progress bar fed by the socket `showStatus` / `showEwaStatus` events and the status
 * call, then the result classified as spec §8 says.
 */
export function ImportProgress({ started }: { started: StartedImport }) {
  const status = useImportStatus(started.importId);
  const { area } = useImportsArea();
  const event = useLastImportEvent(started.importId);
  const live = liveProgress(started, status.data?.data, event);
  const running = live.status === IN_PROGRESS;
  const view = rowTone({ msg: live.msg, errorFlag: live.errorFlag, status: live.status });

  return (
    <Box
      role="region"
      aria-label={`Import of ${started.fileName}`}
      data-testid="import-progress"
      data-status={live.status}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
          {started.fileName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {running ? `${IN_PROGRESS} · ${live.progress}%` : live.status}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={live.progress}
        aria-label={`Progress of ${started.fileName}`}
        color={
          view.tone === 'error'
            ? 'error'
            : view.tone === 'warning'
              ? 'warning'
              : view.tone === 'success'
                ? 'success'
                : 'secondary'
        }
        sx={{ height: 8, borderRadius: 4 }}
      />
      {running ? null : (
        <Alert
          severity={view.tone === 'error' ? 'error' : view.tone === 'warning' ? 'warning' : 'success'}
          variant="outlined"
          role="status"
          icon={
            view.tone === 'error' ? (
              <ErrorOutline />
            ) : view.tone === 'warning' ? (
              <WarningAmber />
            ) : (
              <CheckCircleOutline />
            )
          }
          data-testid="import-result"
          data-tone={view.tone}
          sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
        >
          <Typography
            variant="body2"
            sx={{
              fontWeight: 600,
              overflowWrap: 'anywhere',
              ...(view.tone === 'error' ? { color: 'tone.error' } : {}),
            }}
          >
            {live.msg}
          </Typography>
          {view.withIssues ? (
            <ImportIssuesLink
              area={area}
              importId={started.importId}
              fileName={started.fileName}
              createdAt={status.data?.data.createdAt ?? new Date().toISOString()}
            />
          ) : null}
        </Alert>
      )}
    </Box>
  );
}
