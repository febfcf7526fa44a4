import { todayIso } from '@clearline/domain/dates';
import {
  applyEwaAccountChoice,
  type EwaField,
  type EwaLedgerTransaction,
  type EwaLedgerTransactionDraft,
  emptyEwaLedgerTransaction,
  validateEwaLedgerTransaction,
} from '@clearline/domain/ledger';
import { useAddEwaLedgerTransaction, useLedgerSetup } from '../api/bank-rec-api';
import { AccountSelect } from './AccountSelect';
import { EMPLOYER_SEARCH, type EmployerOption } from './EmployerSearch';
import { PARTNER_SEARCH, type PartnerOption } from './PartnerSearch';
import { RecordSearchBox } from './RecordSearchBox';
import { Cell, DateField, TransactionDialogFrame } from './TransactionDialogFrame';
import {
  AmountCell,
  TextInput,
  TransactionDateCell,
  type TransactionDialogProps,
  TransactionTypeCell,
} from './TransactionFields';
import { useTransactionForm } from './use-transaction-form';

/**
 * The employer-funds Add Ledger Transaction dialog (spec §2, §3, §5): Save needs amount, transaction
 * date, employer, account and partner (validateEwaLedgerTransaction), else it is disabled with the
 * hover hint. Choosing an employer brings its partner; 'Add New' in the employer box opens the
 * employer dialog. Save posts; success closes, resets and tells the parent; failure keeps the dialog
 * open without a message (spec §4).
 */
export function EwaTransactionDialogContent({ open, onClose, onSaved }: TransactionDialogProps) {
  const setup = useLedgerSetup();
  const save = useAddEwaLedgerTransaction();
  const form = useTransactionForm<
    EwaLedgerTransactionDraft,
    EwaField,
    EwaLedgerTransaction,
    { data: { employer: string } }
  >({
    open,
    empty: () => emptyEwaLedgerTransaction(todayIso(new Date())),
    onClose,
    onSaved,
    save,
    savedMessage: (answer) => `Transaction added to the ledger for ${answer.data.employer}.`,
  });

  const { draft, setDraft, touch } = form;
  const config = setup.data?.config;
  const validation = validateEwaLedgerTransaction(draft, config ? { config } : {});
  const shows = (field: EwaField) => form.shows(field, validation.fieldErrors);
  const change = (next: Partial<EwaLedgerTransactionDraft>, field?: EwaField) => {
    setDraft((d) => ({ ...d, ...next }));
    if (field) touch(field);
  };

  const employer: EmployerOption | null = draft.employer
    ? {
        employer: draft.employer,
        employerName: draft.employerName,
        partner: draft.partner,
        partnerName: draft.partnerName,
      }
    : null;
  const partner: PartnerOption | null = draft.partner
    ? { partner: draft.partner, partnerName: draft.partnerName }
    : null;

  return (
    <TransactionDialogFrame
      open={open}
      subtitle="A manual entry in the employer-funds ledger."
      setup={setup}
      form={form}
      validation={validation}
    >
      <Cell span={6}>
        <RecordSearchBox
          kind={EMPLOYER_SEARCH}
          value={employer}
          onChange={(option) =>
            change(
              option
                ? {
                    employer: option.employer,
                    employerName: option.employerName,
                    // An employer offers EWA through one partner: choosing it brings the partner.
                    ...(option.partner ? { partner: option.partner, partnerName: option.partnerName } : {}),
                  }
                : { employer: '', employerName: '' },
              // The box's first-load report of "no single employer" is not the person's doing.
              option || draft.employer ? 'employer' : undefined,
            )
          }
          required
          error={shows('employer')}
        />
      </Cell>
      <Cell span={6}>
        <RecordSearchBox
          kind={PARTNER_SEARCH}
          value={partner}
          onChange={(option) =>
            change({ partner: option?.partner ?? '', partnerName: option?.partnerName ?? '' }, 'partner')
          }
          required
          error={shows('partner')}
        />
      </Cell>
      <Cell span={6}>
        <AccountSelect
          setup={setup.data}
          value={draft.accountName}
          onChange={(name) => {
            if (!config) return;
            setDraft((d) => applyEwaAccountChoice(d, name, config));
            touch('accountName');
          }}
          required
          error={shows('accountName')}
        />
      </Cell>
      <Cell span={6}>
        <TextInput
          label="Customer"
          value={draft.customer}
          onChange={(value) => change({ customer: value })}
          helperText="The payroll customer the money concerns (optional)"
          maxLength={40}
        />
      </Cell>
      <TransactionDateCell
        value={draft.transactionDate}
        onChange={(value) => change({ transactionDate: value }, 'transactionDate')}
        error={validation.fieldErrors.transactionDate}
      />
      <Cell span={3}>
        <DateField
          label="Source Date"
          value={draft.sourceDate ?? ''}
          onChange={(value) => change({ sourceDate: value }, 'sourceDate')}
          error={validation.fieldErrors.sourceDate}
        />
      </Cell>
      <AmountCell
        value={draft.amount}
        onChange={(text) => change({ amount: text }, 'amount')}
        problem={shows('amount') ? (validation.fieldErrors.amount?.message ?? null) : null}
      />
      <TransactionTypeCell
        setup={setup.data}
        value={draft.transactionType}
        onChange={(value) => change({ transactionType: value }, 'transactionType')}
        error={shows('transactionType')}
      />
      <Cell span={12}>
        <TextInput
          label="Details"
          multiline
          value={draft.details}
          onChange={(value) => change({ details: value })}
          maxLength={500}
        />
      </Cell>
      <Cell span={12}>
        <TextInput
          label="Notes"
          value={draft.memo}
          onChange={(value) => change({ memo: value })}
          maxLength={500}
        />
      </Cell>
    </TransactionDialogFrame>
  );
}
