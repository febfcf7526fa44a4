import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * One item waiting for a decision in a dialog that a mutation carries out (unmatch, reject, accept with
 * an adjustment). `ask` opens the dialog with the last refusal cleared; `dialog` is its open, busy,
 * error and cancel; `decide` runs the mutation and closes the dialog once the server agrees, so that a
 * refusal stays on screen beside the user's input.
 */
export function useDialogDecision<Item, Input, Output>(
  mutation: Pick<UseMutationResult<Output, Error, Input>, 'reset' | 'isPending' | 'error' | 'mutate'>,
) {
  const [item, setItem] = useState<Item | null>(null);
  return {
    item,
    ask: (next: Item) => {
      mutation.reset();
      setItem(next);
    },
    dialog: {
      open: item !== null,
      busy: mutation.isPending,
      error: mutation.error,
      onCancel: () => setItem(null),
    },
    decide: (input: (item: Item) => Input, onDone: (output: Output) => void) => {
      if (!item) return;
      mutation.mutate(input(item), {
        onSuccess: (output) => {
          setItem(null);
          onDone(output);
        },
      });
    },
  };
}
