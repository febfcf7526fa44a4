import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { userTimeZone } from '../../../shared/lib/import-activity';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useFileActivity, useLiveImportUpdates } from '../api/imports-api';
import { ActivityTable, PAGE_SIZES } from '../components/ActivityTable';
import { ImportUploader } from '../components/ImportUploader';

/** /app/bankRec/FileImportActivity: the upload area and the file-activity log, live. */
export default function FileImportActivityPage() {
  const { me } = useAuth();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZES[1] ?? 25);
  const activity = useFileActivity(page, limit);
  useLiveImportUpdates();
  const logTitleId = 'activity-log-title';

  return (
    <PageFrame maxWidth={1360}>
      <PageHeader
        title="File import activity"
        description="Import bank statements and ledger files, and follow every file imported into this organisation."
      />
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
          {activity.isError ? (
            <Typography role="alert" sx={{ color: 'tone.error' }}>
              The activity log could not be loaded. It is tried again shortly.
            </Typography>
          ) : null}
          <ActivityTable
            label="File import activity"
            empty="No files have been imported yet."
            entries={activity.data?.data ?? []}
            total={activity.data?.total ?? 0}
            page={page}
            limit={limit}
            onPage={setPage}
            onLimit={(next) => {
              setLimit(next);
              setPage(1);
            }}
            loading={activity.isFetching && !activity.data}
            currentUserId={me?.userDetails.id ?? null}
          />
        </Box>
      </Box>
    </PageFrame>
  );
}
