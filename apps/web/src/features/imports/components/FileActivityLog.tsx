import Typography from '@mui/material/Typography';
import { useAuth } from '../../../shared/auth/auth-context';
import { usePaging } from '../../../shared/lib/use-paging';
import { useFileActivity } from '../api/imports-api';
import { type ActivityActions, ActivityTable, PAGE_SIZES } from './ActivityTable';

interface Props {
  /** Accessible name of the table. */
  label: string;
  /** Said when the log cannot be loaded (it is fetched again on its own). */
  loadError: string;
  /** Space under the load error where the page does not lay it out in a grid. */
  errorGap?: number;
  actions?: ActivityActions;
}

/** The organisation's file-activity log, server-paged: the activity log and the un-import page both show it. */
export function FileActivityLog({ label, loadError, errorGap = 0, actions }: Props) {
  const { me } = useAuth();
  const { page, limit, setPage, setLimit } = usePaging(PAGE_SIZES[1] ?? 25);
  const activity = useFileActivity(page, limit);
  return (
    <>
      {activity.isError ? (
        <Typography role="alert" sx={{ color: 'tone.error', mb: errorGap }}>
          {loadError}
        </Typography>
      ) : null}
      <ActivityTable
        label={label}
        empty="No files have been imported yet."
        entries={activity.data?.data ?? []}
        total={activity.data?.total ?? 0}
        page={page}
        limit={limit}
        onPage={setPage}
        onLimit={setLimit}
        loading={activity.isFetching && !activity.data}
        currentUserId={me?.userDetails.id ?? null}
        actions={actions}
      />
    </>
  );
}
