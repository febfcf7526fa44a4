import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { fileActivityPath } from '../../../shared/lib/import-activity';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useLiveImportUpdates } from '../api/imports-api';
import { useImportsArea } from '../api/imports-area';
import type { ActivityEntry } from '../components/ActivityTable';
import { FileActivityLog } from '../components/FileActivityLog';
import { UnimportDialog } from '../components/UnimportDialog';
import { canUnimport } from '../model/activity-view';

/** /app/bankRec/importLogs and /app/ewa/importLogs: the area's imports, each completed one with an Un-import action. */
export default function ImportLogsPage() {
  const [target, setTarget] = useState<ActivityEntry | null>(null);
  useLiveImportUpdates();
  const { area, label } = useImportsArea();

  return (
    <PageFrame maxWidth={1360}>
      <PageHeader
        area={label}
        title="Un-import files"
        description={
          <>
            Un-importing a file removes exactly the rows it brought in and dissolves their matches; the file
            can then be imported again. New files are imported on the{' '}
            <Link component={RouterLink} to={fileActivityPath(area)}>
              activity log
            </Link>
            .
          </>
        }
      />
      <FileActivityLog
        label="Imports"
        loadError="The imports could not be loaded. They are tried again shortly."
        errorGap={2}
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
