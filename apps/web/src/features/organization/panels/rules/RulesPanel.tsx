import type { DryRunResponse, MatchRuleInput } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../../shared/lib/api-client';
import { formatUsDateTime } from '../../../../shared/lib/date-time';
import { ChoiceToggle } from '../../../../shared/ui/ChoiceToggle';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { LoadError } from '../../../../shared/ui/LoadError';
import { PageLoader } from '../../../../shared/ui/PageLoader';
import { StatusChip } from '../../../../shared/ui/StatusChip';
import { DryRunResult } from './DryRunResult';
import { useChangeMatchRules, useDryRun, useMatchRules } from './match-rules-api';
import { RuleEditorDialog } from './RuleEditorDialog';
import {
  AREA_CHOICES,
  type DraftIssues,
  decisionText,
  draftIssues,
  issueCount,
  KIND_LABEL,
  matchesOn,
  moved,
  newRule,
  sameRules,
  serverIssues,
  toleranceText,
  uniqueKeys,
  windowText,
} from './rules-model';

type Rule = MatchRuleInput;

/**
 * The organisation's matching rules (issue 17), one ledger area at a time: the ordered passes auto-match
 * runs, edited as a draft (fields, order, add, remove), dry-run on last month beside the current rules,
 * then saved (or reset to the area's defaults). Matches made before never change.
 */
export default function RulesPanel() {
  const [area, setArea] = useState<LedgerArea>('bankRec');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ChoiceToggle label="Ledger area" value={area} choices={AREA_CHOICES} onChange={setArea} />
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 640 }}>
          Auto-match runs these passes in order; a line confirmed by one pass is not offered to the next.
        </Typography>
      </Box>
      {/* One editor per area, so switching areas keeps neither draft nor dry run of the other. */}
      <AreaRules key={area} area={area} />
    </Box>
  );
}

function AreaRules({ area }: { area: LedgerArea }) {
  const state = useMatchRules(area);
  const change = useChangeMatchRules(area);
  const dryRun = useDryRun(area);
  const [draft, setDraft] = useState<Rule[] | null>(null);
  const [editing, setEditing] = useState<{ index: number; rule: Rule } | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [tried, setTried] = useState<{ rules: Rule[]; result: DryRunResponse } | null>(null);

  if (state.isError) return <LoadError query={state} fallback="The matching rules could not be loaded." />;
  if (!state.data) return <PageLoader />;
  const saved = state.data.rules;
  const rules = draft ?? saved;
  const unsaved = draft !== null && !sameRules(draft, saved);
  const local = draftIssues(rules);
  const refused = change.error ?? dryRun.error;
  const fromServer: DraftIssues | null =
    refused && isApiError(refused) && refused.details.length > 0 ? serverIssues(refused.details) : null;
  const issues = issueCount(local) > 0 ? local : (fromServer ?? local);
  const count = issueCount(issues);
  const keys = uniqueKeys(rules, (r) => r.id);
  const edit = (next: Rule[]) => {
    change.reset();
    dryRun.reset();
    setDraft(next);
  };
  const runDry = () => dryRun.mutate(rules, { onSuccess: (result) => setTried({ rules, result }) });
  const save = () => change.mutate(rules, { onSuccess: () => setDraft(null) });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
        data-testid="rules-status"
      >
        {unsaved ? (
          <StatusChip label="Unsaved changes" tone="warning" />
        ) : (
          <StatusChip
            label={state.data.isDefault ? 'Defaults' : 'Saved'}
            tone={state.data.isDefault ? 'info' : 'success'}
          />
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {state.data.savedAt
            ? `${state.data.isDefault ? 'Reset to the defaults' : 'Saved'} by ${state.data.savedBy ?? 'a former member'} on ${formatUsDateTime(state.data.savedAt, Intl.DateTimeFormat().resolvedOptions().timeZone)}`
            : 'The area’s default rules; never changed in this organisation.'}
        </Typography>
      </Box>

      <Box
        component="ol"
        aria-label="Matching rules in the order they run"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}
      >
        {rules.map((rule, index) => (
          <RuleItem
            key={keys[index]}
            rule={rule}
            index={index}
            last={index === rules.length - 1}
            issues={issues.rules.get(index)}
            onMove={(delta) => edit(moved(rules, index, delta))}
            onEdit={() => setEditing({ index, rule })}
            onRemove={() => edit(rules.filter((_, i) => i !== index))}
          />
        ))}
      </Box>
      {issues.list.map((message) => (
        <Alert key={message} severity="error">
          The rule list {message}.
        </Alert>
      ))}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button
          startIcon={<Add />}
          onClick={() => setEditing({ index: rules.length, rule: newRule(rules.map((r) => r.id)) })}
        >
          Add rule
        </Button>
        <Button
          onClick={() => setConfirmReset(true)}
          disabled={state.data.isDefault && !unsaved}
          sx={{ color: 'text.primary' }}
        >
          Reset to defaults
        </Button>
        <Box sx={{ flex: 1 }} />
        {unsaved ? (
          <Button onClick={() => edit(saved)} sx={{ color: 'text.primary' }}>
            Discard changes
          </Button>
        ) : null}
        <Button
          variant="outlined"
          startIcon={<PlayArrow />}
          onClick={runDry}
          disabled={count > 0 || dryRun.isPending}
          loading={dryRun.isPending}
        >
          Dry run on last month
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={!unsaved || count > 0}
          loading={change.isPending}
        >
          Save rules
        </Button>
      </Box>
      {count > 0 ? (
        <Alert severity="error" data-testid="rules-issues">
          {count === 1 ? 'One setting needs' : `${count} settings need`} correcting before a dry run or a
          save.
        </Alert>
      ) : null}
      {refused && !fromServer ? <Alert severity="error">{errorMessage(refused)}</Alert> : null}

      {tried ? <DryRunResult result={tried.result} stale={!sameRules(tried.rules, rules)} /> : null}

      {editing ? (
        <RuleEditorDialog
          rule={editing.rule}
          index={editing.index}
          rules={rules}
          onCancel={() => setEditing(null)}
          onApply={(rule) => {
            const next = [...rules];
            next[editing.index] = rule;
            edit(next);
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmReset}
        title="Reset to the default rules?"
        description="The next auto-match of this area runs the defaults again. Matches made before stay as they are; your draft is dropped."
        confirmLabel="Reset to defaults"
        pending={change.isPending}
        error={change.isError ? errorMessage(change.error) : null}
        danger
        focusCancel
        onCancel={() => setConfirmReset(false)}
        onConfirm={() =>
          change.mutate(null, {
            onSuccess: () => {
              setDraft(null);
              setConfirmReset(false);
            },
          })
        }
      />
    </Box>
  );
}

function RuleItem({
  rule,
  index,
  last,
  issues,
  onMove,
  onEdit,
  onRemove,
}: {
  rule: Rule;
  index: number;
  last: boolean;
  issues: Map<string, string> | undefined;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const facts = [matchesOn(rule), toleranceText(rule), windowText(rule), decisionText(rule)];
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="rule-row"
      data-rule={rule.id}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
        alignItems: 'start',
        borderColor: issues ? 'error.main' : 'divider',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 28,
          height: 28,
          borderRadius: '50%',
          bgcolor: 'action.selected',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 14,
        }}
      >
        {index + 1}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {rule.id}
          </Typography>
          <Typography
            component="span"
            variant="caption"
            sx={{ fontWeight: 700, px: 0.75, borderRadius: 1, bgcolor: 'action.selected' }}
          >
            {KIND_LABEL[rule.kind]}
          </Typography>
        </Box>
        {rule.description ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {rule.description}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {facts.join(' · ')}
        </Typography>
        {issues
          ? [...issues.entries()].map(([field, message]) => (
              <Typography key={field} variant="body2" sx={{ color: 'tone.error' }}>
                {field ? `${field} ${message}` : message}
              </Typography>
            ))
          : null}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 0.5,
          gridColumn: { xs: '1 / -1', md: 'auto' },
          justifyContent: 'flex-end',
        }}
      >
        <IconButton
          size="small"
          aria-label={`Move ${rule.id} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Move ${rule.id} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Edit ${rule.id}`} onClick={onEdit}>
          <Edit fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Remove ${rule.id}`} onClick={onRemove}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Box>
    </Paper>
  );
}
