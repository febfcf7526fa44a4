import type { FileActivityEntry } from '@clearline/contracts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import {
  fileActivityPath,
  formatFileLogTime,
  type ImportSource,
  IN_PROGRESS,
  importActivity,
  importOutcome,
} from '../../shared/lib/import-activity';
import { ImportIssuesLink } from '../../shared/ui/ImportIssuesLink';
import { PanelCard, PanelCardList } from '../layout/PanelCards';

type Entry = z.infer<typeof FileActivityEntry>;

function Progress({ entry }: { entry: Entry }) {
  const progress = useSyncExternalStore(
    importActivity.subscribe,
    () => importActivity.lastEvent(entry._id)?.progress,
    () => undefined,
  );
  return progress ? (
    <LinearProgress
      color="secondary"
      variant="determinate"
      value={progress}
      aria-label={`Progress of ${entry.fileName}`}
    />
  ) : (
    <LinearProgress color="secondary" aria-label={`${entry.fileName} is importing`} />
  );
}

/**
 * The drawer's file imports (spec §4): In Progress first, each message classified as spec §8 says
 * (success; the warning icon and the 'Warnings / Errors' link; errors in red), times in the user's zone.
 */
export function FileActivityList({
  area,
  entries,
  onNavigate,
}: {
  /** The help mode's area: its activity log and issues pages are linked. */
  area: ImportSource;
  entries: Entry[];
  onNavigate: () => void;
}) {
  if (entries.length === 0) {
    return (
      <Typography variant="body2" sx={{ px: 1.5, color: 'text.secondary' }}>
        No file imports yet.
      </Typography>
    );
  }
  return (
    <PanelCardList aria-label="File imports">
      {entries.map((entry) => {
        const running = entry.status === IN_PROGRESS;
        const outcome = importOutcome(entry);
        const error = !running && outcome.kind === 'error';
        return (
          <PanelCard
            key={entry._id}
            data-testid="drawer-activity"
            data-tone={running ? 'progress' : error ? 'error' : outcome.withIssues ? 'warning' : outcome.kind}
            sx={{ display: 'grid', gap: 0.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {entry.fileName}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75 }}>
              {error ? (
                <ErrorOutline fontSize="small" sx={{ color: 'tone.error' }} aria-hidden="true" />
              ) : null}
              {!running && outcome.kind === 'success' && !outcome.withIssues ? (
                <CheckCircleOutline fontSize="small" sx={{ color: 'tone.success' }} aria-hidden="true" />
              ) : null}
              {outcome.withIssues ? (
                <WarningAmber fontSize="small" sx={{ color: 'tone.warning' }} titleAccess="With warnings" />
              ) : null}
              <Typography
                variant="body2"
                sx={{ overflowWrap: 'anywhere', ...(error ? { color: 'tone.error', fontWeight: 600 } : {}) }}
              >
                {running ? IN_PROGRESS : entry.msg}
              </Typography>
            </Box>
            {running ? <Progress entry={entry} /> : null}
            {outcome.withIssues ? (
              <ImportIssuesLink
                area={area}
                importId={entry._id}
                fileName={entry.fileName}
                createdAt={entry.createdAt}
                onClick={onNavigate}
              />
            ) : null}
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {formatFileLogTime(entry.createdAt)}
            </Typography>
          </PanelCard>
        );
      })}
      <Box component="li" sx={{ px: 0.5 }}>
        <Link component={RouterLink} to={fileActivityPath(area)} variant="body2" onClick={onNavigate}>
          Open the activity log
        </Link>
      </Box>
    </PanelCardList>
  );
}
