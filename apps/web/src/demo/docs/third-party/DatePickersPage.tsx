import { formatUsDate, MAX_YEAR, MIN_YEAR, validateDateInput } from '@clearline/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MonthPicker } from '../../../shared/ui/MonthPicker';
import { Code, DocPage, DocSection, Example, Mono } from '../kit/DocPage';

const PROBLEMS = {
  required: 'A date is required',
  invalid: 'Not a date',
  yearOutOfRange: `The year must be between ${MIN_YEAR} and ${MAX_YEAR}`,
} as const;

/**
 * /components-third-party/date-pickers: the product picks dates with the browser's own date input inside
 * an MUI TextField (no picker library: it is accessible, localised and free), checked by the domain rule.
 */
export default function DatePickersPage() {
  const [date, setDate] = useState('2026-10-31');
  const [month, setMonth] = useState('2026-10');
  const problem = validateDateInput(date);
  return (
    <DocPage
      title="Date pickers"
      area="Third-party components"
      description="MUI's TextField with the browser's date input, and the domain's date rule."
    >
      <DocSection title="A date field">
        <Typography>
          <Mono>{'<TextField type="date">'}</Mono> gives every browser's own calendar, keyboard entry and
          locale. The value is always <Mono>YYYY-MM-DD</Mono>; <Mono>validateDateInput</Mono> from{' '}
          <Mono>@clearline/domain</Mono> checks it the same way the server does (spec §9: years {MIN_YEAR} to{' '}
          {MAX_YEAR}).
        </Typography>
        <Example label="A transaction date, checked as the dialogs check it">
          <TextField
            type="date"
            label="Transaction date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={problem !== null}
            helperText={problem ? PROBLEMS[problem] : `Shown as ${formatUsDate(date, 'MM/DD/YYYY')}`}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2100-12-31' } }}
            sx={{ width: 240 }}
          />
        </Example>
        <Code>
          {[
            '<TextField type="date" label="Transaction date" value={date}',
            '  onChange={(e) => setDate(e.target.value)}',
            "  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2100-12-31' } }} />",
          ].join('\n')}
        </Code>
      </DocSection>
      <DocSection title="A month">
        <Typography>
          Pages that show one month (the reconciliation panel, the dashboards) use the shared{' '}
          <Mono>MonthPicker</Mono>: previous, the month field, next.
        </Typography>
        <Example label={`The month: ${month}`}>
          <MonthPicker month={month} onChange={setMonth} />
        </Example>
      </DocSection>
    </DocPage>
  );
}
