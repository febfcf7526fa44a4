import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { FILE_ACTIVITY_PATH } from '../../../shared/lib/import-activity';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useFileActivity, useLiveImportUpdates } from '../api/imports-api';
import { type ActivityEntry, ActivityTable, PAGE_SIZES } from '../components/ActivityTable';
import { UnimportDialog } from '../components/UnimportDialog';
import { canUnimport } from '../model/activity-view';

/** /app/bankRec/importLogs: the imports, each completed one with an Un-import action. */
export default function ImportLogsPage() {
  const { me } = useAuth();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZES[1] ?? 25);
  const [target, setTarget] = useState<ActivityEntry | null>(null);
  const activity = useFileActivity(page, limit);
  useLiveImportUpdates();

  return (
    <PageFrame maxWidth={1360}>
      <PageHeader
        title="Un-import files"
        description={
          <>
            Un-importing a file removes exactly the rows it brought in and dissolves their matches; the file
            can then be imported again. New files are imported on the{' '}
            <Link component={RouterLink} to={FILE_ACTIVITY_PATH}>
              activity log
            </Link>
            .
          </>
        }
      />
      {activity.isError ? (
        <Typography role="alert" sx={{ color: 'tone.error', mb: 2 }}>
          The imports could not be loaded. They are tried again shortly.
        </Typography>
      ) : null}
      <ActivityTable
        label="Imports"
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
        actions={{
          title: 'Action',
          render: (entry) =>
            canUnimport(entry.status) ? (
              <Button
                size="small"
                variant="outlined"
                color="error"
                sx={{ color: 'tone.error', borderColor: 'tone.error' }}
                onClick={() => setTarget(entry)}
                aria-label={`Un-import ${entry.fileName}`}
              >
                Un-import
              </Button>
            ) : null,
        }}
      />
      <UnimportDialog entry={target} onClose={() => setTarget(null)} />
    </PageFrame>
  );
}
