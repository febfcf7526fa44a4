/**
 * What a server-paged grid's footer says and allows. The server may give an exact total, a lower bound
 * (its count stopped at a cap), an estimate, or nothing; page numbers may stop before the end (a
 * bounded OFFSET), in which case the footer says so instead of offering a page the server refuses.
 */

export interface PageWindow {
  /** 1-based page number. */
  page: number;
  limit: number;
  /** Rows on this page. */
  rowCount: number;
  total: number | null;
  totalExact: boolean;
  /** The server has rows after this page. */
  hasNext: boolean;
  /** A total at or above this is a lower bound ("10,000+"). */
  totalCap?: number;
  /** Page paging stops when page * limit reaches this. */
  maxRows?: number;
}

export interface PageSummary {
  from: number;
  to: number;
  /** '1–50 of 1,874', '1–50 of 10,000+', '1–50 of about 12,300', 'No rows'. */
  label: string;
  canPrevious: boolean;
  canNext: boolean;
  /** The last page a button may jump to, when the total is exact. */
  lastPage: number | null;
  /** More rows exist but page numbers stop here. */
  stopsHere: boolean;
}

const count = (n: number) => n.toLocaleString('en-US');

export function pageSummary(window: PageWindow): PageSummary {
  const { page, limit, rowCount, total, totalExact, hasNext } = window;
  const from = rowCount === 0 ? 0 : (page - 1) * limit + 1;
  const to = rowCount === 0 ? 0 : from + rowCount - 1;
  const withinRows = window.maxRows === undefined || page * limit < window.maxRows;
  const canNext = hasNext && withinRows;
  const stopsHere = hasNext && !withinRows;
  let label: string;
  if (rowCount === 0) label = page > 1 ? 'No rows on this page' : 'No rows';
  else if (total !== null && totalExact) label = `${count(from)}–${count(to)} of ${count(total)}`;
  else if (total !== null && window.totalCap !== undefined && total >= window.totalCap)
    label = `${count(from)}–${count(to)} of ${count(window.totalCap)}+`;
  else if (total !== null && total > to) label = `${count(from)}–${count(to)} of about ${count(total)}`;
  else
    label = hasNext ? `${count(from)}–${count(to)} of more` : `${count(from)}–${count(to)} of ${count(to)}`;
  let lastPage: number | null = null;
  if (total !== null && totalExact) {
    lastPage = Math.max(1, Math.ceil(total / limit));
    if (window.maxRows !== undefined)
      lastPage = Math.min(lastPage, Math.max(1, Math.floor(window.maxRows / limit)));
  }
  return { from, to, label, canPrevious: page > 1, canNext, lastPage, stopsHere };
}
