import { contracts, type LedgerConfigKind } from '@clearline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useAuth } from '../../../../../shared/auth/auth-context';
import { call } from '../../../../../shared/lib/api-client';
import { invalidateLedgerConfig } from '../../../../../shared/lib/ledger-config';

const routes = contracts.ledgerConfigAdmin;
const adminKey = (organizationId: string | null) => ['ledger-config-admin', organizationId] as const;

/** GET /api/admin/ledgerConfig: every kind of row with its id, for the editor. */
export function useLedgerConfigAdmin() {
  const organizationId = useAuth().organization?.id ?? null;
  return useQuery({
    queryKey: adminKey(organizationId),
    queryFn: ({ signal }) => call(routes.get, { signal }),
    enabled: organizationId !== null,
  });
}

export type ConfigChange =
  | { action: 'add'; kind: LedgerConfigKind; body: Record<string, string> }
  | { action: 'update'; kind: LedgerConfigKind; id: string; body: Record<string, string> }
  | { action: 'remove'; kind: LedgerConfigKind; id: string };

/** One call per change; the bodies were built by the kind's spec from the form (the server validates). */
function send(change: ConfigChange): Promise<unknown> {
  const kind = routes[change.kind] as unknown as Record<
    'add' | 'update' | 'remove',
    Parameters<typeof call>[0]
  >;
  if (change.action === 'add') return call(kind.add, { body: change.body } as never);
  if (change.action === 'update')
    return call(kind.update, { params: { id: change.id }, body: change.body } as never);
  return call(kind.remove, { params: { id: change.id } } as never);
}

/**
 * A change to the configuration. On success the editor and every screen built on the configuration
 * (useLedgerConfig, bank-rec's dialogs, the reconciling types) read it again, and a message says so.
 */
export function useConfigChange() {
  const client = useQueryClient();
  const organizationId = useAuth().organization?.id ?? null;
  return useMutation({
    mutationFn: send,
    onSuccess: async (_answer, change) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKey(organizationId) }),
        invalidateLedgerConfig(client, organizationId),
      ]);
      const done = { add: 'Added.', update: 'Saved.', remove: 'Removed.' }[change.action];
      // 'default': white on dark grey keeps 4.5:1 (notistack's success green does not).
      enqueueSnackbar(done, { variant: 'default' });
    },
  });
}
