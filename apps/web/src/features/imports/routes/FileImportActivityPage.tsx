import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { userTimeZone } from '../../../shared/lib/import-activity';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useLiveImportUpdates } from '../api/imports-api';
import { useImportsArea } from '../api/imports-area';
import { FileActivityLog } from '../components/FileActivityLog';
import { ImportUploader } from '../components/ImportUploader';

/**
 * /app/bankRec/FileImportActivity and /app/ewa/FileImportActivity: the area's upload area and its
 * file-activity log, live.
 */
export default function FileImportActivityPage() {
  useLiveImportUpdates();
  const { description, label } = useImportsArea();
  const logTitleId = 'activity-log-title';

  return (
    <PageFrame maxWidth={1360}>
      <PageHeader area={label} title="File import activity" description={description} />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
        <ImportUploader />
        <Box component="section" aria-labelledby={logTitleId} sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={logTitleId} variant="h2" sx={{ flex: 1 }}>
              Activity log
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Times in {userTimeZone().replace(/_/g, ' ')}
            </Typography>
          </Box>
          <FileActivityLog
            label="File import activity"
            loadError="The activity log could not be loaded. It is tried again shortly."
          />
        </Box>
      </Box>
    </PageFrame>
  );
}
