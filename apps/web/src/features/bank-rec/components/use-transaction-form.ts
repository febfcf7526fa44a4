import type { UseMutationResult } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { isApiError } from '../../../shared/lib/api-errors';
import { notify } from './snackbars';

/** The API's code for a change to a certified (locked) month. */
const PERIOD_LOCKED_CODE = 'period_locked';

/**
 * The life of an Add Ledger Transaction form, the same in both areas (spec §4 "Add-transaction
 * dialog"): a fresh draft each time it opens; fields marked touched as they change; Save sets a saving
 * flag and posts; success closes, resets and tells the parent; failure clears the flag and keeps the
 * dialog open without a message (spec §8: only logged), except a locked month's refusal, which says
 * which month is locked and how to reopen it; Cancel or close resets.
 */
export function useTransactionForm<D extends object, F extends string, P, A>({
  open,
  empty,
  onClose,
  onSaved,
  save,
  savedMessage,
  onReset,
}: {
  open: boolean;
  empty: () => D;
  onClose: () => void;
  onSaved: (() => void) | undefined;
  save: Pick<UseMutationResult<A, Error, P>, 'mutate'>;
  savedMessage: (answer: A) => string;
  /** More to reset with the draft (state the dialog keeps beside it). */
  onReset?: () => void;
}): {
  draft: D;
  setDraft: Dispatch<SetStateAction<D>>;
  touched: Partial<Record<F | (keyof D & string), boolean>>;
  touch: (field: F | (keyof D & string)) => void;
  set: <K extends keyof D & string>(field: K, value: D[K]) => void;
  /** Whether a field's error is shown: only once the person has touched it. */
  shows: (field: F, fieldErrors: Partial<Record<F, unknown>>) => boolean;
  saving: boolean;
  /** The server's refusal of a date in a locked (certified) month, shown in the dialog; null otherwise. */
  refusal: string | null;
  close: () => void;
  submit: (payload: P | null) => void;
} {
  const [draft, setDraft] = useState<D>(empty);
  const [touched, setTouched] = useState<Partial<Record<F | (keyof D & string), boolean>>>({});
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const reset = () => {
    setDraft(empty());
    setTouched({});
    setSaving(false);
    setRefusal(null);
    onReset?.();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) reset();
  }, [open]);

  const touch = (field: F | (keyof D & string)) => setTouched((t) => ({ ...t, [field]: true }));
  return {
    draft,
    setDraft,
    touched,
    touch,
    set: (field, value) => {
      setDraft((d) => ({ ...d, [field]: value }));
      touch(field);
      setRefusal(null);
    },
    shows: (field, fieldErrors) => Boolean(touched[field] && fieldErrors[field]),
    saving,
    refusal,
    close: () => {
      if (saving) return;
      reset();
      onClose();
    },
    submit: (payload) => {
      if (!payload || saving) return;
      setSaving(true);
      save.mutate(payload, {
        onSuccess: (answer) => {
          notify(savedMessage(answer), 'success');
          reset();
          onSaved?.();
          onClose();
        },
        onError: (error) => {
          console.error('Saving the ledger transaction failed', error);
          setSaving(false);
          if (isApiError(error) && error.code === PERIOD_LOCKED_CODE) setRefusal(error.message);
        },
      });
    },
  };
}
