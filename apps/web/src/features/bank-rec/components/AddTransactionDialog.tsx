import { quarterOptions, todayIso } from '@clearline/domain/dates';
import {
  applyAccountChoice,
  type BankRecField,
  type BankRecLedgerTransaction,
  type BankRecLedgerTransactionDraft,
  emptyBankRecLedgerTransaction,
  isTaxAccount,
  resolveAccount,
  TAX_TYPES,
  type TaxType,
  validateBankRecLedgerTransaction,
} from '@clearline/domain/ledger';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { ReadableAccent } from '../../../shared/ui/ReadableAccent';
import { useAddLedgerTransaction, useLedgerSetup } from '../api/bank-rec-api';
import { useRecordsArea } from '../api/records-area';
import { AccountSelect } from './AccountSelect';
import { type CustomerOption, CustomerSearchBox } from './CustomerSearchBox';
import { EwaTransactionDialogContent } from './EwaTransactionDialog';
import { Cell, TransactionDialogFrame } from './TransactionDialogFrame';
import {
  AmountCell,
  TextInput,
  TransactionDateCell,
  type TransactionDialogProps,
  TransactionTypeCell,
} from './TransactionFields';
import { useTransactionForm } from './use-transaction-form';

const TAX_TYPE_OPTIONS = TAX_TYPES.map((type) => ({ value: type, label: type }));

/**
 * The bank-rec Add Ledger Transaction dialog (spec §2, §3, §4, §5). The domain decides: Save needs
 * amount, details, date, a customer and an account (else it is disabled with the hover hint 'Please
 * fill out the required (*) fields'); the tax fields exist only for a Tax account and are cleared by
 * choosing another (applyAccountChoice); the reconciling types hide the reserved ones; 'Current
 * Quarter' resolves to the current quarter. Save posts; success closes, resets and tells the parent;
 * failure keeps the dialog open without a message (spec §4).
 */
function AddTransactionDialogContent({ open, onClose, onSaved }: TransactionDialogProps) {
  const setup = useLedgerSetup();
  const save = useAddLedgerTransaction();
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const form = useTransactionForm<
    BankRecLedgerTransactionDraft,
    BankRecField,
    BankRecLedgerTransaction,
    { data: { coName: string } }
  >({
    open,
    empty: () => emptyBankRecLedgerTransaction(todayIso(new Date())),
    onClose,
    onSaved,
    save,
    savedMessage: (answer) => `Transaction added to the ledger for ${answer.data.coName}.`,
    onReset: () => setCustomer(null),
  });

  const { draft, setDraft, touch, set } = form;
  const config = setup.data?.config;
  const timeZone = setup.data?.timeZone;
  const now = new Date();
  const validation = validateBankRecLedgerTransaction(draft, {
    ...(config ? { config } : {}),
    now,
    ...(timeZone ? { timeZone } : {}),
  });
  const quarters = useMemo(() => quarterOptions(new Date(), timeZone), [timeZone]);
  const tax = config ? isTaxAccount(resolveAccount(config, draft.account)) : false;
  const account = setup.data?.accounts.find((a) => a.accountName === draft.account);

  const shows = (field: BankRecField) => form.shows(field, validation.fieldErrors);

  const chooseAccount = (name: string) => {
    if (!config) return;
    setDraft((d) => {
      const next = applyAccountChoice(d, name, config);
      // The confirmation number belongs to the tax fields: it goes with them.
      return isTaxAccount(resolveAccount(config, name)) ? next : { ...next, taxConfirmation: '' };
    });
    touch('account');
  };

  const dateError = validation.fieldErrors.transactionDate;

  return (
    <TransactionDialogFrame
      open={open}
      subtitle="A manual entry on the book side of the bank reconciliation."
      setup={setup}
      form={form}
      validation={validation}
    >
      <Cell span={6}>
        <CustomerSearchBox
          value={customer}
          onChange={(option) => {
            setCustomer(option);
            set('coName', option?.coId ?? '');
          }}
          required
          error={shows('coName')}
        />
      </Cell>
      <Cell span={6}>
        <AccountSelect
          setup={setup.data}
          value={draft.account}
          onChange={chooseAccount}
          required
          error={shows('account')}
          helperText={
            account
              ? `Ledger ${account.ledger} · ${account.ledgerId} · account ···${account.accountId.slice(-4)}`
              : undefined
          }
        />
      </Cell>
      <TransactionDateCell
        value={draft.transactionDate}
        onChange={(value) => set('transactionDate', value)}
        error={dateError}
      />
      <AmountCell
        value={draft.amount}
        onChange={(text) => set('amount', text)}
        problem={shows('amount') ? (validation.fieldErrors.amount?.message ?? null) : null}
      />
      <TransactionTypeCell
        setup={setup.data}
        value={draft.transactionType}
        onChange={(value) => set('transactionType', value)}
        error={shows('transactionType')}
      />
      <Cell span={3}>
        <TextInput
          label="Check No"
          value={draft.checkNo}
          onChange={(value) => set('checkNo', value)}
          maxLength={40}
          numeric
        />
      </Cell>
      <Cell span={12}>
        <TextInput
          label="Details"
          required
          multiline
          value={draft.details}
          onChange={(value) => set('details', value)}
          error={shows('details')}
          maxLength={500}
        />
      </Cell>
      {tax ? (
        <Cell span={12}>
          <Box
            role="group"
            aria-label="Tax details"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
              p: 1.5,
              pt: 2,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
              position: 'relative',
            }}
          >
            <Typography
              component="span"
              sx={{
                position: 'absolute',
                top: -9,
                left: 12,
                px: 0.75,
                fontSize: '0.68rem',
                fontWeight: 800,
                letterSpacing: '0.1em',
                textTransform: 'uppercase',
                color: 'text.secondary',
                bgcolor: 'background.paper',
                borderRadius: 1,
              }}
            >
              Tax account
            </Typography>
            <FilterSelect
              label="Tax Type"
              anyLabel="None"
              value={draft.taxType}
              onChange={(value) => set('taxType', value as TaxType | '')}
              options={TAX_TYPE_OPTIONS}
            />
            <TextInput
              label="Tax Code"
              value={draft.taxCode}
              onChange={(value) => set('taxCode', value)}
              maxLength={40}
            />
            <TextInput
              label="Tax Confirmation"
              value={draft.taxConfirmation}
              onChange={(value) => set('taxConfirmation', value)}
              maxLength={80}
            />
          </Box>
        </Cell>
      ) : null}
      <Cell span={4}>
        <TextField
          select
          label="Quarter"
          size="small"
          value={draft.quarter}
          onChange={(e) => set('quarter', e.target.value)}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          <MenuItem value="" dense>
            <em>None</em>
          </MenuItem>
          {quarters.map((q) => (
            <MenuItem key={q.value} value={q.value} dense>
              {q.label}
            </MenuItem>
          ))}
        </TextField>
      </Cell>
      <Cell span={4}>
        <FormControlLabel
          sx={{ height: 40, ml: 0 }}
          control={
            <Checkbox
              size="small"
              checked={draft.manualCheck}
              onChange={(e) => {
                set('manualCheck', e.target.checked);
                if (!e.target.checked) set('recType', '');
              }}
            />
          }
          label="Reconciling Item?"
          slotProps={{ typography: { sx: { fontSize: '0.875rem', fontWeight: 600 } } }}
        />
      </Cell>
      <Cell span={4}>
        {draft.manualCheck ? (
          <FilterSelect
            label="Reconciling Type"
            anyLabel="None"
            value={draft.recType}
            onChange={(value) => set('recType', value)}
            error={shows('recType')}
            options={(setup.data?.recTypes ?? []).map((type) => ({ value: type, label: type }))}
          />
        ) : null}
      </Cell>
    </TransactionDialogFrame>
  );
}

/**
 * The dialog in the feature's readable accent (it also opens from the quick panel, outside the pages),
 * with the fields of its area: the bank-rec ones, or the employer-funds ones (spec §2: one per area).
 */
export default function AddTransactionDialog(props: TransactionDialogProps) {
  const { area } = useRecordsArea().descriptor;
  return (
    <ReadableAccent>
      {area === 'ewa' ? (
        <EwaTransactionDialogContent {...props} />
      ) : (
        <AddTransactionDialogContent {...props} />
      )}
    </ReadableAccent>
  );
}
