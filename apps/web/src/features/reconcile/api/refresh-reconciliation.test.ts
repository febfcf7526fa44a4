import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { REC_COUNTS_KEY } from '../../../shared/lib/rec-counts-key';
import { reconcileKeys, refreshReconciliation } from './reconcile-api';

describe('refreshReconciliation', () => {
  it('reads the navigation badges again with the lists, after every matching change', async () => {
    const client = new QueryClient();
    const badges = [...REC_COUNTS_KEY, 'org-1'];
    client.setQueryData(badges, { data: [{ pendingResolve: 3 }] });
    client.setQueryData([...reconcileKeys.suggestions('org-1'), 'view'], { rows: [] });
    client.setQueryData([...REC_COUNTS_KEY, 'org-2'], { data: [] });
    await refreshReconciliation(client, 'org-1');
    expect(client.getQueryState(badges)?.isInvalidated).toBe(true);
    expect(client.getQueryState([...reconcileKeys.suggestions('org-1'), 'view'])?.isInvalidated).toBe(true);
    // Another organisation's badges are not this change's business.
    expect(client.getQueryState([...REC_COUNTS_KEY, 'org-2'])?.isInvalidated).toBe(false);
  });
});
