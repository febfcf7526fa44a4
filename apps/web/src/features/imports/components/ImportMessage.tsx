import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ISSUES_LINK_TEXT, ISSUES_PAGE_MESSAGE } from '../../../shared/lib/import-activity';
import { ImportIssuesLink } from '../../../shared/ui/ImportIssuesLink';
import { useImportsArea } from '../api/imports-area';
import { type ImportStatus, linksFailurePage, rowTone } from '../model/activity-view';

export interface MessageEntry {
  _id: string;
  fileName: string;
  msg: string;
  errorFlag: boolean;
  createdAt: string;
  status: ImportStatus;
  firstIssue?: { line: number; message: string } | null;
}

/** The link of a failed file to its page (its message and every line issue). */
export const FAILED_LINK_TEXT = 'Why it failed';

/**
 * A file log message classified as spec §8 says: a success; a success with the warning icon and the
 * 'Warnings / Errors' link to its issues page (carrying the file name, creation time and message); or
 * an error in red.
 */
export function ImportMessage({ entry }: { entry: MessageEntry }) {
  const view = rowTone(entry);
  const { area } = useImportsArea();
  const failed = linksFailurePage(entry);
  const linkText = failed ? FAILED_LINK_TEXT : ISSUES_LINK_TEXT;
  const icon =
    view.tone === 'error' ? (
      <ErrorOutline fontSize="small" sx={{ color: 'tone.error' }} aria-hidden="true" />
    ) : view.tone === 'warning' ? (
      <WarningAmber fontSize="small" sx={{ color: 'tone.warning' }} titleAccess="With warnings" />
    ) : view.tone === 'success' ? (
      <CheckCircleOutline fontSize="small" sx={{ color: 'tone.success' }} aria-hidden="true" />
    ) : null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, minWidth: 0 }}
      data-testid="import-message"
      data-tone={view.tone}
    >
      {icon ? <Box sx={{ display: 'flex', pt: '1px', flex: 'none' }}>{icon}</Box> : null}
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{
            overflowWrap: 'anywhere',
            fontWeight: view.tone === 'error' ? 600 : 500,
            ...(view.tone === 'error' ? { color: 'tone.error' } : {}),
          }}
        >
          {entry.msg}
        </Typography>
        {failed && entry.firstIssue ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="first-reason">
            Line {entry.firstIssue.line}: {entry.firstIssue.message}
          </Typography>
        ) : null}
        {view.withIssues || failed ? (
          <ImportIssuesLink
            area={area}
            importId={entry._id}
            fileName={entry.fileName}
            createdAt={entry.createdAt}
            message={failed ? entry.msg : ISSUES_PAGE_MESSAGE}
            text={linkText}
            ariaLabel={`${linkText} of ${entry.fileName}`}
          />
        ) : null}
      </Box>
    </Box>
  );
}
