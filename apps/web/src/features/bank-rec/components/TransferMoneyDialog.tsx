import { todayIso } from '@clearline/domain/dates';
import {
  addToRow,
  canRemoveToRow,
  NEGATIVE_AMOUNT_MESSAGE,
  newTransferDraft,
  removeToRow,
  switchTransferMode,
  TRANSFER_BUTTON_LABEL,
  TRANSFER_SUBMITTING_LABEL,
  type TransferDraft,
  type TransferMode,
  type TransferRowDraft,
  type TransferValidation,
  validateTransfer,
} from '@clearline/domain/ledger';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { AmountField } from '../../../shared/ui/AmountField';
import { ReadableAccent } from '../../../shared/ui/ReadableAccent';
import { useEwaTransferMoney, useLedgerSetup, useTransferMoney } from '../api/bank-rec-api';
import { useRecordsArea } from '../api/records-area';
import {
  buildEwaTransferRequest,
  buildTransferRequest,
  chooseRowAccount,
  setRowField,
  type TransferRowRef,
  toEwaTransferDraft,
} from '../model/transfer-request';
import { AccountSelect } from './AccountSelect';
import { DialogHeader, ON_TRANSFER_BRAND, TRANSFER_BRAND, TRANSFER_BRAND_DARK } from './DialogHeader';
import { type PartyPick, PartySearchBox } from './PartySearchBox';
import { notify } from './snackbars';
import { SetupErrorAlert } from './TransactionDialogFrame';
import { money, RowExtraCell, RowGrid, Section, Totals } from './TransferParts';

const DATE_MESSAGES: Partial<Record<TransferValidation['formErrors'][number], string>> = {
  dateInvalid: 'Enter a real date',
  dateYearOutOfRange: 'The year must be from 1900 to 2100',
};

/** The two transfer modes (spec §5), as the radio group shows them. */
const TRANSFER_MODES = [
  ['banking', 'Banking Transfer'],
  ['nonBanking', 'Non-Banking Transfer'],
] as const;

export interface TransferMoneyDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a posted transfer (the grid behind refreshes itself through the query cache). */
  onTransferred?: () => void;
}

/**
 * The Transfer Money dialog (spec §2, §4 "Transfer mode", §5). Modal: the backdrop and Escape do not
 * close it, the close icon and Cancel do. Every rule is the domain's: validateTransfer enables
 * Transfer, switchTransferMode / addToRow / removeToRow shape the rows, buildTransferLines and the
 * documented SHA-256 make the request. A failure is only logged (spec §8) and Transfer comes back.
 */
function TransferMoneyDialogContent({ open, onClose, onTransferred }: TransferMoneyDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const setup = useLedgerSetup();
  const { descriptor } = useRecordsArea();
  const employerFunds = descriptor.area === 'ewa';
  const bankRecTransfer = useTransferMoney();
  const ewaTransfer = useEwaTransferMoney();
  const [draft, setDraft] = useState<TransferDraft>(() => newTransferDraft(todayIso(new Date())));
  // The chosen parties by id: their names (and an employer's partner) for the boxes and the lines.
  const [names, setNames] = useState<Record<string, PartyPick>>({});
  const [submitting, setSubmitting] = useState(false);

  const reset = () => {
    setDraft(newTransferDraft(todayIso(new Date())));
    setNames({});
    setSubmitting(false);
  };
  // Every opening starts afresh, dated today.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) reset();
  }, [open]);

  const validation = validateTransfer(draft);
  const config = setup.data?.config;
  const canTransfer = validation.canSubmit && Boolean(config) && !submitting;
  const banking = draft.mode === 'banking';

  const close = () => {
    if (submitting) return;
    reset();
    onClose();
  };

  const chooseParty = (row: TransferRowRef, option: PartyPick | null) => {
    if (option) setNames((n) => ({ ...n, [option.id]: option }));
    setDraft((d) => setRowField(d, row, 'customer', option?.id ?? ''));
  };

  // An employer-funds row's extra (its payroll customer) stays when its account changes; a bank-rec
  // row's tax code follows its account (chooseRowAccount).
  const chooseAccount = (row: TransferRowRef, name: string) => {
    if (!config) return;
    setDraft((d) =>
      employerFunds ? setRowField(d, row, 'account', name) : chooseRowAccount(d, row, name, config),
    );
  };

  /** Posts the draft through the area's call; the answer says whether it was a replay. */
  const post = async (): Promise<{ replayed: boolean } | null> => {
    if (!config) return null;
    if (employerFunds) {
      const picks = Object.fromEntries(
        Object.values(names).map((p) => [
          p.id,
          { employerName: p.name, partner: p.partner ?? '', partnerName: p.partnerName ?? '' },
        ]),
      );
      const request = await buildEwaTransferRequest(toEwaTransferDraft(draft, picks), config);
      if (!request.ok) throw new Error(`The transfer could not be built: ${request.reason}`);
      return (await ewaTransfer.mutateAsync(request.body)).data;
    }
    const request = await buildTransferRequest(draft, config);
    if (!request.ok) throw new Error(`The transfer could not be built: ${request.reason}`);
    return (await bankRecTransfer.mutateAsync(request.body)).data;
  };

  const submit = async () => {
    if (!config || !canTransfer) return;
    setSubmitting(true);
    try {
      const answer = await post();
      if (!answer) return;
      const amount = money(validation.totals.fromCents);
      notify(
        answer.replayed
          ? `This transfer of ${amount} was already posted; nothing new was written.`
          : `Transfer of ${amount} posted.`,
        answer.replayed ? 'info' : 'success',
      );
      onTransferred?.();
      // Spec §4: on success the dialog closes and the date resets to today.
      reset();
      onClose();
    } catch (error) {
      // Spec §8: transfer failures are only logged; the dialog stays and the button comes back.
      console.error('The transfer failed', error);
      setSubmitting(false);
    }
  };

  const dateError = validation.formErrors.map((e) => DATE_MESSAGES[e]).find(Boolean);

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // Spec §2: the backdrop and Escape do not close it.
        if (reason === 'backdropClick' || reason === 'escapeKeyDown') return;
        close();
      }}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      data-testid="transfer-money-dialog"
    >
      <DialogHeader
        id={titleId}
        title="Transfer Money"
        subtitle={`Move funds between ${descriptor.labels.parties.toLowerCase()} and accounts as linked ledger entries.`}
        icon={<SwapHoriz />}
        onClose={close}
        closeDisabled={submitting}
        brand
      />
      {setup.isLoading ? <LinearProgress aria-label="Loading the ledger configuration" /> : null}
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '20px !important', pb: 1 }}>
        <SetupErrorAlert setup={setup} />

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'auto 180px 1fr' },
            alignItems: 'start',
          }}
        >
          <RadioGroup
            row
            aria-label="Transfer type"
            value={draft.mode ?? ''}
            onChange={(event) => setDraft((d) => switchTransferMode(d, event.target.value as TransferMode))}
            sx={{
              flexWrap: 'nowrap',
              gap: 0.5,
              '& .MuiRadio-root.Mui-checked': {
                color: theme.palette.mode === 'dark' ? TRANSFER_BRAND : TRANSFER_BRAND_DARK,
              },
            }}
          >
            {TRANSFER_MODES.map(([value, label]) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio size="small" />}
                label={label}
                slotProps={{
                  typography: { sx: { fontSize: '0.875rem', fontWeight: 600, whiteSpace: 'nowrap' } },
                }}
              />
            ))}
          </RadioGroup>
          <TextField
            type="date"
            label="Transaction Date"
            required
            size="small"
            value={draft.transactionDate}
            onChange={(event) => setDraft((d) => ({ ...d, transactionDate: event.target.value }))}
            error={Boolean(dateError)}
            helperText={dateError}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2100-12-31' } }}
          />
          <TextField
            label="Details"
            required
            size="small"
            value={draft.details}
            onChange={(event) => setDraft((d) => ({ ...d, details: event.target.value }))}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Box>

        <Section title="From">
          <RowGrid banking label="From" actions={null}>
            <AccountSelect
              setup={setup.data}
              value={draft.from.account}
              onChange={(name) => chooseAccount('from', name)}
              required
            />
            <PartySearchBox
              value={partyValue(draft.from, names)}
              onChange={(option) => chooseParty('from', option)}
              required
              helperText={partnerLine(draft.from, names)}
            />
            <AmountField
              label="Amount"
              required
              size="small"
              value={draft.from.amount}
              onChange={(text) => setDraft((d) => setRowField(d, 'from', 'amount', text))}
              flagged={validation.fromErrors.amount?.code === 'negative'}
            />
            <RowExtraCell setup={setup.data} draft={draft} row="from" onChange={setDraft} />
          </RowGrid>
        </Section>

        <Section
          title="To"
          aside={
            banking ? undefined : (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Non-banking: every line posts to the from account.
              </Typography>
            )
          }
        >
          <Box sx={{ display: 'grid', gap: { xs: 2, md: 1.5 } }}>
            {draft.to.map((row, index) => {
              const last = index === draft.to.length - 1;
              return (
                <RowGrid
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; their position is it
                  key={index}
                  banking={banking}
                  label={`To row ${index + 1}`}
                  actions={
                    <>
                      {canRemoveToRow(index) ? (
                        <Tooltip title="Remove this row">
                          <IconButton
                            size="small"
                            aria-label={`Remove to row ${index + 1}`}
                            onClick={() => setDraft((d) => removeToRow(d, index))}
                          >
                            <RemoveCircleOutline fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                      {last ? (
                        <Tooltip title="Add a row">
                          <IconButton
                            size="small"
                            aria-label="Add a to row"
                            onClick={() => setDraft((d) => addToRow(d))}
                            sx={{
                              color: theme.palette.mode === 'dark' ? TRANSFER_BRAND : TRANSFER_BRAND_DARK,
                            }}
                          >
                            <AddCircleOutline fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                    </>
                  }
                >
                  {banking ? (
                    <AccountSelect
                      setup={setup.data}
                      value={row.account}
                      onChange={(name) => chooseAccount(index, name)}
                      required
                    />
                  ) : null}
                  <PartySearchBox
                    value={partyValue(row, names)}
                    onChange={(option) => chooseParty(index, option)}
                    required
                    helperText={partnerLine(row, names)}
                  />
                  <AmountField
                    label="Amount"
                    required
                    size="small"
                    value={row.amount}
                    onChange={(text) => setDraft((d) => setRowField(d, index, 'amount', text))}
                    flagged={validation.rowErrors[index]?.amount?.code === 'negative'}
                  />
                  <RowExtraCell setup={setup.data} draft={draft} row={index} onChange={setDraft} />
                </RowGrid>
              );
            })}
          </Box>
        </Section>

        <Totals validation={validation} />
        {validation.negativeAmount ? (
          <Typography
            role="alert"
            sx={{
              color: 'tone.error',
              fontWeight: 700,
              fontSize: '0.875rem',
              mt: -1,
            }}
          >
            {NEGATIVE_AMOUNT_MESSAGE}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5, gap: 1 }}>
        <Button onClick={close} disabled={submitting}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!canTransfer}
          startIcon={<SwapHoriz />}
          sx={{
            minWidth: 140,
            bgcolor: TRANSFER_BRAND,
            color: ON_TRANSFER_BRAND,
            '&:hover': { bgcolor: TRANSFER_BRAND_DARK, color: '#fff' },
          }}
        >
          {submitting ? TRANSFER_SUBMITTING_LABEL : TRANSFER_BUTTON_LABEL}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function partyValue(row: TransferRowDraft, names: Record<string, PartyPick>): PartyPick | null {
  return row.customer ? (names[row.customer] ?? { id: row.customer, name: '' }) : null;
}

/** Under an employer: the partner the line will carry (an employer has one partner). */
function partnerLine(row: TransferRowDraft, names: Record<string, PartyPick>): string | undefined {
  const partner = names[row.customer]?.partner;
  return partner ? `Partner ${partner} · ${names[row.customer]?.partnerName ?? ''}` : undefined;
}

/** The dialog in the feature's readable accent (it also opens from the quick panel, outside the pages). */
export default function TransferMoneyDialog(props: TransferMoneyDialogProps) {
  return (
    <ReadableAccent>
      <TransferMoneyDialogContent {...props} />
    </ReadableAccent>
  );
}
