import { REPORT_FORMATS, type ReportFormat } from '@clearline/contracts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { formatLabel } from '../model/export-status';

/** CSV / Excel / PDF: each posts an export of the report with the form's parameters. */
export function ExportButtons({
  onExport,
  pending,
  disabled,
}: {
  onExport: (format: ReportFormat) => void;
  /** The format whose request is on its way. */
  pending: ReportFormat | null;
  disabled: boolean;
}) {
  return (
    <ButtonGroup variant="outlined" aria-label="Export as" sx={{ flexWrap: 'wrap' }}>
      {REPORT_FORMATS.map((format) => (
        <Button
          key={format}
          onClick={() => onExport(format)}
          disabled={disabled || pending !== null}
          startIcon={<FileDownloadOutlined fontSize="small" />}
          aria-label={`Export as ${formatLabel(format)}`}
          sx={{ color: 'text.primary', borderColor: 'divider' }}
        >
          {pending === format ? 'Exporting…' : formatLabel(format)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
