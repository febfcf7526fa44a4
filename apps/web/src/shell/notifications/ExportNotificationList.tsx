import Download from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../shared/lib/api-client';
import { formatUsDateTime } from '../../shared/lib/date-time';
import { downloadPath } from '../../shared/lib/file-download';
import { areaPath } from '../../shared/lib/ledger-area';
import { PanelCard, PanelCardList } from '../layout/PanelCards';
import type { DrawerExport } from './export-notifications';

/** One finished export: its report, when, and its download through the authorised route. */
function ExportCard({ entry }: { entry: DrawerExport }) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await downloadPath(entry.blobStorageURL, entry.reportName);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'The file could not be downloaded.'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <PanelCard data-testid="drawer-export" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {entry.reportName}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {formatUsDateTime(entry.createdAt, Intl.DateTimeFormat().resolvedOptions().timeZone)}
        </Typography>
        <Button
          size="small"
          startIcon={<Download fontSize="small" />}
          onClick={save}
          disabled={busy}
          aria-label={`Download ${entry.reportName}`}
          sx={{ color: 'text.primary' }}
        >
          {busy ? 'Downloading…' : 'Download'}
        </Button>
      </Box>
    </PanelCard>
  );
}

/** The drawer's finished exports (spec §7 exportNotification), newest first, each with its download. */
export function ExportNotificationList({
  entries,
  area,
  onNavigate,
}: {
  entries: DrawerExport[];
  /** The area whose Exports page is linked. */
  area: DrawerExport['area'];
  onNavigate: () => void;
}) {
  return (
    <PanelCardList aria-label="Finished exports">
      {entries.length === 0 ? (
        <Box component="li" sx={{ px: 0.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No finished exports yet.
          </Typography>
        </Box>
      ) : (
        entries.map((entry) => <ExportCard key={`${entry.area}-${entry._id}`} entry={entry} />)
      )}
      <Box component="li" sx={{ px: 0.5 }}>
        <Link
          component={RouterLink}
          to={areaPath(area, 'ReportsComponent')}
          variant="body2"
          onClick={onNavigate}
        >
          Open the exports
        </Link>
      </Box>
    </PanelCardList>
  );
}
