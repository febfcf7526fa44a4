import type { LedgerEntry } from '@clearline/contracts';
import { formatUsDate } from '@clearline/domain/dates';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useVoidLedgerEntry } from '../api/bank-rec-api';
import { entryAmountText } from './LedgerGrid';
import { notify } from './snackbars';

const REASON_MAX = 500;

/**
 * Voids one ledger entry with a reason (issue 10 item 13). Nothing is deleted or edited: the entry stays
 * in the ledger marked Voided, with who, when and why, and leaves balances, open items and matching; the
 * correction is a new entry. The server's refusal (a matched entry must be unmatched first) shows here.
 */
export function VoidEntryDialog({
  entry,
  onClose,
  onVoided,
}: {
  /** The entry to void; null keeps the dialog closed. */
  entry: LedgerEntry | null;
  onClose: () => void;
  onVoided?: () => void;
}) {
  const voidEntry = useVoidLedgerEntry();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // Keep the text while the dialog fades out.
  const last = useRef(entry);
  if (entry) last.current = entry;
  const shown = entry ?? last.current;

  const { reset } = voidEntry;
  useEffect(() => {
    if (!entry) return;
    setReason('');
    setTried(false);
    reset();
  }, [entry, reset]);

  const missing = reason.trim() === '';
  const close = () => {
    if (!voidEntry.isPending) onClose();
  };
  const confirm = () => {
    setTried(true);
    if (!entry || missing || voidEntry.isPending) return;
    voidEntry.mutate(
      { id: entry.id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          const lines = answer.data.entries.length;
          notify(
            lines > 1
              ? `The ${lines} lines of this transfer were voided. Add a new entry to correct it.`
              : 'The entry was voided. Add a new entry to correct it.',
            'success',
          );
          onVoided?.();
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={entry !== null}
      title="Void entry"
      summary={
        shown ? (
          <Box
            data-testid="void-entry-summary"
            sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', fontVariantNumeric: 'tabular-nums' }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: 700 }}>
              <span>
                {formatUsDate(shown.transactionDate)} · {shown.coName}
              </span>
              <span>{entryAmountText(shown)}</span>
            </Box>
            <Box sx={{ color: 'text.secondary', fontSize: '0.875rem', mt: 0.5 }}>
              {shown.account} · {shown.details}
            </Box>
          </Box>
        ) : null
      }
      description={
        <>
          The entry stays in the ledger marked Voided and no longer counts in balances, open items or
          matching. It cannot be edited: to correct it, add a new entry.
          {shown?.transferId ? ' Every line of its transfer is voided with it.' : ''}
        </>
      }
      error={voidEntry.isError ? errorMessage(voidEntry.error, 'The entry could not be voided.') : null}
      confirmLabel="Void entry"
      pending={voidEntry.isPending}
      danger
      onCancel={close}
      onConfirm={confirm}
    >
      <TextField
        label="Reason"
        required
        autoFocus
        multiline
        minRows={2}
        size="small"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={tried && missing}
        helperText={tried && missing ? 'Say why the entry is voided' : `${reason.length}/${REASON_MAX}`}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </ConfirmDialog>
  );
}
