import { useState } from 'react';

/**
 * What a filter form edits before it is applied: a draft of the applied filters, started again from them
 * whenever they change from outside (Back, a shared link, Reset). `key` says when two are the same.
 */
export function useFilterDraft<V>(applied: V, key: (filters: V) => string) {
  const [draft, setDraft] = useState(applied);
  const [lastApplied, setLastApplied] = useState(applied);
  if (key(lastApplied) !== key(applied)) {
    setLastApplied(applied);
    setDraft(applied);
  }
  return [draft, setDraft] as const;
}
