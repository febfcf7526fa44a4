import type { ReportDefinition, ReportFormat } from '@clearline/contracts';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../shared/lib/api-client';
import { selectAreaBankAccounts, useLedgerConfig } from '../../../shared/lib/ledger-config';
import { ExportButtons } from '../../../shared/ui/ExportButtons';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import {
  type PreviewRequest,
  useCatalogue,
  useExportRecipients,
  useExportReport,
  usePreview,
} from '../api/reports-api';
import { useReportsArea } from '../api/reports-area';
import { ParameterFields } from '../components/ParameterFields';
import { ReportCatalogue } from '../components/ReportCatalogue';
import { PREVIEW_LIMITS, ReportPreviewGrid } from '../components/ReportPreviewGrid';
import {
  hasErrors,
  initialValues,
  type ParameterErrors,
  type ParameterValues,
  requestParameters,
  serverFieldErrors,
  validateValues,
} from '../model/parameter-form';

/**
 * /app/bankRec/Reports and /app/ewa/Reports: the area's report catalogue; the chosen report's
 * parameters as a form drawn from the catalogue's data; a preview on screen (its heading figures, the
 * totals of all rows and the rows a page at a time); and exports as CSV, Excel or PDF, which answer at
 * once (spec §8) and are followed on the Exports page and in the notifications drawer.
 */
export default function ReportsPage() {
  const { label, paths } = useReportsArea();
  const catalogue = useCatalogue();
  const [params, setParams] = useSearchParams();
  const reports = catalogue.data ?? [];
  const chosenId = params.get('report');
  const chosen = reports.find((r) => r.id === chosenId) ?? reports[0] ?? null;

  return (
    <PageFrame>
      <PageHeader
        area={label}
        title="Reports"
        description="Choose a report, set its parameters, preview it on screen and export it as CSV, Excel or PDF."
        actions={
          <Button
            component={RouterLink}
            to={paths.exports}
            startIcon={<ListAltOutlined />}
            sx={{ color: 'text.primary' }}
          >
            Exports
          </Button>
        }
      />
      <LoadError query={catalogue} fallback="The reports could not be loaded." sx={{ mb: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '300px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {catalogue.data ? (
          <ReportCatalogue
            reports={reports}
            chosen={chosen?.id ?? null}
            onChoose={(id) => setParams({ report: id }, { replace: true })}
          />
        ) : catalogue.isLoading ? (
          <Skeleton variant="rounded" height={260} aria-hidden="true" />
        ) : null}
        {/* A new report starts its own form: the key drops the last report's values and preview. */}
        {chosen ? <ChosenReport key={chosen.id} report={chosen} /> : null}
      </Box>
    </PageFrame>
  );
}

const refusalErrors = (error: unknown): ParameterErrors =>
  isApiError(error) ? serverFieldErrors(error.details) : {};

/** The chosen report: its parameters, Preview, the export buttons, and the preview once asked for. */
function ChosenReport({ report }: { report: ReportDefinition }) {
  const { area } = useReportsArea();
  const accounts = useLedgerConfig({ select: selectAreaBankAccounts(area) });
  const [values, setValues] = useState<ParameterValues | null>(null);
  const [names, setNames] = useState<ParameterValues>({});
  const [errors, setErrors] = useState<ParameterErrors>({});
  const [request, setRequest] = useState<PreviewRequest | null>(null);
  const [pending, setPending] = useState<ReportFormat | null>(null);
  const preview = usePreview(request);
  const exporter = useExportReport();
  const recipients = useExportRecipients().data ?? [];
  const [encryptTo, setEncryptTo] = useState('');
  // A refusal naming parameters (a 400 on `parameters.<name>`) shows by those fields too.
  const showRefusal = (error: unknown) => setErrors((old) => ({ ...old, ...refusalErrors(error) }));
  const previewError = preview.error;
  useEffect(() => {
    if (previewError) setErrors((old) => ({ ...old, ...refusalErrors(previewError) }));
  }, [previewError]);

  // First values wait for the accounts, so a single account is chosen for the person.
  const accountIds = (accounts.data ?? []).map((a) => a.accountId);
  // A link may fill the parameters (?report=…&accountId=…&month=…: a reconciliation task's statement).
  const [params] = useSearchParams();
  const linked = Object.fromEntries(report.parameters.map((p) => [p.name, params.get(p.name) ?? '']));
  const shown = values ?? initialValues(report.parameters, new Date(), linked, accountIds);

  const change = (name: string, value: string, shownName?: string) => {
    setValues({ ...shown, [name]: value });
    if (shownName !== undefined) setNames({ ...names, [name]: shownName });
    if (errors[name]) {
      const { [name]: _fixed, ...rest } = errors;
      setErrors(rest);
    }
  };

  /** The form's checks; the parameters to send, or null when something is to be fixed first. */
  const checked = (): ParameterValues | null => {
    const found = validateValues(report.parameters, shown, new Date());
    setErrors(found);
    return hasErrors(found) ? null : requestParameters(report.parameters, shown);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parameters = checked();
    if (parameters)
      setRequest({ reportId: report.id, parameters, page: 1, limit: request?.limit ?? PREVIEW_LIMITS[0] });
  };

  const exportAs = (format: ReportFormat) => {
    const parameters = checked();
    if (!parameters) return;
    setPending(format);
    exporter.mutate(
      { reportId: report.id, parameters, format, ...(encryptTo ? { encryptTo } : {}) },
      { onError: showRefusal, onSettled: () => setPending(null) },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Paper
        component="form"
        variant="outlined"
        aria-labelledby="report-title"
        noValidate
        onSubmit={submit}
        sx={{ borderRadius: 3, p: { xs: 1.5, sm: 2 } }}
      >
        <Typography id="report-title" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {report.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {report.description}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'flex-start',
            '& > *': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
          }}
        >
          <ParameterFields
            area={area}
            specs={report.parameters}
            values={shown}
            names={names}
            errors={errors}
            onChange={change}
          />
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
            justifyContent: 'space-between',
            mt: 1.5,
          }}
        >
          <Button type="submit" variant="contained" disabled={preview.isFetching}>
            {preview.isFetching ? 'Loading preview…' : 'Preview'}
          </Button>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            {/* Issue 19: an export may go out encrypted to a bank's OpenPGP key. */}
            {recipients.length > 0 ? (
              <TextField
                select
                size="small"
                label="Encrypt to"
                value={encryptTo}
                onChange={(e) => setEncryptTo(e.target.value)}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">Not encrypted</MenuItem>
                {recipients.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.name} (…{r.fingerprint.slice(-8).toUpperCase()})
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <ExportButtons onExport={exportAs} pending={pending} disabled={false} />
          </Box>
        </Box>
      </Paper>
      {preview.data && request ? (
        <ReportPreviewGrid
          preview={preview.data}
          fetching={preview.isFetching}
          error={preview.isError ? errorMessage(preview.error, 'The preview could not be loaded.') : null}
          onPageChange={(page) => setRequest({ ...request, page })}
          onLimitChange={(limit) => setRequest({ ...request, limit, page: 1 })}
        />
      ) : (
        <LoadError query={preview} fallback="The preview could not be loaded." />
      )}
    </Box>
  );
}
