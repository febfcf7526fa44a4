import { REPORT_FORMATS, type ReportFormat } from '@clearline/contracts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

const LABELS: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };

/** CSV / Excel / PDF: each starts an export job (a report's on Reports, the query's on Query). */
export function ExportButtons({
  onExport,
  pending,
  disabled,
  label = 'Export as',
}: {
  onExport: (format: ReportFormat) => void;
  /** The format whose request is on its way. */
  pending: ReportFormat | null;
  disabled: boolean;
  /** The group's accessible name. */
  label?: string;
}) {
  return (
    <ButtonGroup variant="outlined" aria-label={label} sx={{ flexWrap: 'wrap' }}>
      {REPORT_FORMATS.map((format) => (
        <Button
          key={format}
          onClick={() => onExport(format)}
          disabled={disabled || pending !== null}
          startIcon={<FileDownloadOutlined fontSize="small" />}
          aria-label={`Export as ${LABELS[format]}`}
          sx={{ color: 'text.primary', borderColor: 'divider' }}
        >
          {pending === format ? 'Exporting…' : LABELS[format]}
        </Button>
      ))}
    </ButtonGroup>
  );
}
