import type { MatchRuleInput } from '@clearline/contracts';
import { minorToDecimalString, parseDecimalToMinor } from '@clearline/domain/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { draftIssues, FIELD_NAMES, KIND_CHOICES } from './rules-model';

type Rule = MatchRuleInput;
type NumberField =
  | 'dateWindowDays'
  | 'toleranceBps'
  | 'autoConfirmThreshold'
  | 'suggestThreshold'
  | 'ambiguityMargin'
  | 'maxSuggestionsPerLine'
  | 'maxItems'
  | 'maxBankItems'
  | 'stepsPerLine';

/** What the person typed in each field, so a half-typed value stays on screen while it is refused. */
type Texts = Partial<Record<NumberField | 'tolerance' | 'groupBy' | 'keys', string>>;

const REQUIRED_NUMBERS: readonly NumberField[] = ['dateWindowDays', 'autoConfirmThreshold'];

/** A number field's value for the rule: a number when it is one, else the text (the contract words the refusal). */
function numberOf(text: string): number | string {
  return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : text;
}

const listOf = (text: string) =>
  text
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

const textsOf = (rule: Rule): Texts => ({
  tolerance: rule.toleranceMinor === undefined ? '' : minorToDecimalString(rule.toleranceMinor),
  groupBy: (rule.groupBy ?? []).join(', '),
  keys: (rule.keys ?? []).join(', '),
});

/** The rule with one typed value put in (blank optional fields fall back to the engine's defaults). */
function withText(rule: Rule, field: keyof Texts, text: string): Rule {
  const next = { ...rule } as Record<string, unknown>;
  if (field === 'tolerance') {
    const parsed = parseDecimalToMinor(text.trim(), 2);
    if (text.trim() === '') delete next.toleranceMinor;
    else next.toleranceMinor = parsed.ok ? parsed.minor : text;
  } else if (field === 'groupBy' || field === 'keys') {
    const list = listOf(text);
    if (list.length === 0) delete next[field];
    else next[field] = list;
  } else if (text.trim() === '' && !REQUIRED_NUMBERS.includes(field)) delete next[field];
  else next[field] = numberOf(text);
  return next as Rule;
}

/**
 * Edits one rule of the draft. Every field is checked as the server will check it (the contract's
 * MatchRuleList over the whole draft, so a name used twice is caught too) and its message shows under it.
 */
export function RuleEditorDialog({
  rule,
  index,
  rules,
  onApply,
  onCancel,
}: {
  rule: Rule;
  /** Its place in `rules` (the list's length for a new rule). */
  index: number;
  rules: readonly Rule[];
  onApply: (rule: Rule) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState<Rule>(rule);
  const [texts, setTexts] = useState<Texts>(() => textsOf(rule));
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const listWith = [...rules.slice(0, index), value, ...rules.slice(index + 1)];
  const issues = draftIssues(listWith).rules.get(index) ?? new Map<string, string>();
  const put = (patch: Partial<Rule>) => setValue((v) => ({ ...v, ...patch }));
  const type = (field: keyof Texts, text: string) => {
    setTexts((t) => ({ ...t, [field]: text }));
    setValue((v) => withText(v, field, text));
  };
  const shown = (field: NumberField) =>
    texts[field] ?? (value[field] === undefined ? '' : String(value[field]));
  const grouped = value.kind === 'one-to-many' || value.kind === 'many-to-one';
  const subset = value.kind === 'many-to-many';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (issues.size === 0) onApply(value);
  };

  const numberField = (field: NumberField, label: string, hint: string) => (
    <TextField
      label={label}
      value={shown(field)}
      onChange={(e) => type(field, e.target.value)}
      error={issues.has(field)}
      helperText={issues.get(field) ?? hint}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `rule-${field}` } }}
      size="small"
    />
  );

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {index < rules.length ? `Edit rule ${index + 1}` : 'Add a rule'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Name"
              value={value.id}
              onChange={(e) => put({ id: e.target.value })}
              error={issues.has('id')}
              helperText={issues.get('id') ?? 'Recorded on every match this rule makes'}
              required
              size="small"
            />
            <TextField
              select
              label="Shape"
              value={value.kind}
              onChange={(e) => put({ kind: e.target.value as Rule['kind'] })}
              error={issues.has('kind')}
              helperText={issues.get('kind')}
              size="small"
            >
              {KIND_CHOICES.map((k) => (
                <MenuItem key={k.value} value={k.value}>
                  {k.label}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField
            label="Description"
            value={value.description ?? ''}
            onChange={(e) => put({ description: e.target.value })}
            error={issues.has('description')}
            helperText={issues.get('description') ?? 'What it finds, for the people reviewing its matches'}
            size="small"
          />

          <Section title="What it matches on">
            <TextField
              select
              label="References"
              value={value.reference}
              onChange={(e) => put({ reference: e.target.value as Rule['reference'] })}
              error={issues.has('reference')}
              helperText={
                issues.get('reference') ??
                (value.reference === 'required'
                  ? 'Only lines whose references (or grouping fields) agree'
                  : 'Found by amount; references add points')
              }
              size="small"
            >
              <MenuItem value="required">Must agree</MenuItem>
              <MenuItem value="scored">Scored</MenuItem>
            </TextField>
            {value.kind === 'one-to-one' && value.reference === 'required' ? (
              <Box>
                <FormGroup row>
                  {(['checkNo', 'reference'] as const).map((f) => {
                    const fields = value.referenceFields ?? ['checkNo', 'reference'];
                    return (
                      <FormControlLabel
                        key={f}
                        label={f === 'checkNo' ? 'Check number' : 'Reference'}
                        control={
                          <Checkbox
                            checked={fields.includes(f)}
                            onChange={(e) =>
                              put({
                                referenceFields: e.target.checked
                                  ? [...fields, f]
                                  : fields.filter((x) => x !== f),
                              })
                            }
                          />
                        }
                      />
                    );
                  })}
                </FormGroup>
                <FormHelperText error={issues.has('referenceFields')}>
                  {issues.get('referenceFields') ?? 'Which references join a bank line to a ledger line'}
                </FormHelperText>
              </Box>
            ) : null}
            {grouped || value.groupBy ? (
              <TextField
                label="Group by"
                value={texts.groupBy ?? ''}
                onChange={(e) => type('groupBy', e.target.value)}
                error={issues.has('groupBy')}
                helperText={
                  issues.get('groupBy') ?? `Comma-separated: ${FIELD_NAMES.slice(0, 7).join(', ')}…`
                }
                size="small"
              />
            ) : null}
            <TextField
              label="Compared fields"
              value={texts.keys ?? ''}
              onChange={(e) => type('keys', e.target.value)}
              error={issues.has('keys')}
              helperText={issues.get('keys') ?? 'Agreement adds points; a disagreement never confirms'}
              size="small"
            />
          </Section>

          <Section title="Amounts and dates">
            <TextField
              label="Tolerance ($)"
              value={texts.tolerance ?? ''}
              onChange={(e) => type('tolerance', e.target.value)}
              error={issues.has('toleranceMinor')}
              helperText={issues.get('toleranceMinor') ?? 'Blank: the exact amount'}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'rule-tolerance' } }}
              size="small"
            />
            {numberField(
              'toleranceBps',
              'Tolerance (basis points)',
              'Of the bank amount; the larger applies',
            )}
            {numberField('dateWindowDays', 'Date window (days)', 'Largest gap between bank and ledger dates')}
          </Section>

          <Section title="Decision">
            {numberField('autoConfirmThreshold', 'Confirm from score', '0-100; 101 never confirms')}
            {numberField('suggestThreshold', 'Suggest from score', 'Blank: 50')}
            {numberField('ambiguityMargin', 'Ambiguity margin', 'Blank: 10; a closer rival only suggests')}
            <FormControlLabel
              label="Only suggest, never confirm"
              control={
                <Switch
                  checked={value.suggestOnly === true}
                  onChange={(e) => put({ suggestOnly: e.target.checked || undefined })}
                />
              }
            />
          </Section>

          <Section title="Limits">
            {numberField('maxSuggestionsPerLine', 'Suggestions per line', 'Blank: 3')}
            {grouped || subset
              ? numberField(
                  'maxItems',
                  subset ? 'Lines per match' : 'Lines per group',
                  subset ? 'Blank: 4' : 'Blank: 1,000',
                )
              : null}
            {subset ? numberField('maxBankItems', 'Bank lines per match', 'Blank: 2') : null}
            {subset ? numberField('stepsPerLine', 'Search steps per line', 'Blank: 2,000') : null}
          </Section>
          {issues.get('') ? (
            <Typography role="alert" sx={{ color: 'tone.error' }}>
              {issues.get('')}
            </Typography>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} sx={{ color: 'text.primary' }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={issues.size > 0}>
            Apply to the draft
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}
