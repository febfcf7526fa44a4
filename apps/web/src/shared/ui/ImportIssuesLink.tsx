import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import {
  type ImportIssuesLinkState,
  type ImportSource,
  ISSUES_LINK_TEXT,
  ISSUES_PAGE_MESSAGE,
  importIssuesPath,
} from '../lib/import-activity';

/**
 * The 'Warnings / Errors' link of an import (spec §8): it opens the import's line issues and carries
 * the file's name, time and message, so that the page can head itself before it has loaded.
 */
export function ImportIssuesLink({
  area = 'bankRec',
  importId,
  fileName,
  createdAt,
  message = ISSUES_PAGE_MESSAGE,
  text = ISSUES_LINK_TEXT,
  ariaLabel,
  onClick,
}: {
  /** The import's area: its issues page is that area's. */
  area?: ImportSource;
  importId: string;
  fileName: string;
  createdAt: string;
  /** What the issues page says about the file (a failed file: its own message). */
  message?: string;
  text?: string;
  ariaLabel?: string;
  onClick?: () => void;
}) {
  const state: ImportIssuesLinkState = { fileName, createdAt, message };
  return (
    <Link
      component={RouterLink}
      to={importIssuesPath(importId, area)}
      state={state}
      variant="body2"
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {text}
    </Link>
  );
}
