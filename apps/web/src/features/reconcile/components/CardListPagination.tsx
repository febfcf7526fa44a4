import Paper from '@mui/material/Paper';
import type { Paging } from '../../../shared/lib/use-paging';
import { ServerPagination } from '../../../shared/ui/ServerPagination';

export const CARD_PAGE_SIZES = [10, 25, 50];

/**
 * The pager under the matched and suggestion cards: their totals are exact counts, so it shows the last
 * page too. Hidden while there is nothing to page through.
 */
export function CardListPagination({
  paging,
  total,
  rowCount,
  noun,
}: {
  paging: Paging;
  total: number | undefined;
  rowCount: number;
  noun: string;
}) {
  if (!total) return null;
  return (
    <Paper variant="outlined" sx={{ mt: 1.5, borderRadius: 3, overflow: 'hidden' }}>
      <ServerPagination
        page={paging.page}
        limit={paging.limit}
        rowCount={rowCount}
        total={total}
        totalExact
        hasNext={paging.page * paging.limit < total}
        limits={CARD_PAGE_SIZES}
        noun={noun}
        onPageChange={paging.setPage}
        onLimitChange={paging.setLimit}
      />
    </Paper>
  );
}
