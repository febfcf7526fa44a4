import { contracts, type GenerateOrgKeyBody, type PgpSettings } from '@clearline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useAuth } from '../../../shared/auth/auth-context';
import { call } from '../../../shared/lib/api-client';
import { saveFile } from '../../../shared/lib/file-download';

const routes = contracts.encryption;
const useOverviewKey = () => ['encryption', useAuth().organization?.id ?? 'none'] as const;

/** GET /api/rec/encryption: key pairs, bank keys, settings. */
export function useEncryption() {
  const key = useOverviewKey();
  return useQuery({ queryKey: key, queryFn: ({ signal }) => call(routes.overview, { signal }) });
}

/** A change: the overview is read again and a message says what happened. */
function useChange<T>(run: (input: T) => Promise<unknown>, done: string) {
  const client = useQueryClient();
  const key = useOverviewKey();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: key });
      enqueueSnackbar(done, { variant: 'default' });
    },
  });
}

export const useGenerateOrgKey = () =>
  useChange(
    (body: GenerateOrgKeyBody) => call(routes.generateOrgKey, { body }),
    'New key pair made; it is now current.',
  );
export const useDeleteOrgKey = () =>
  useChange((id: string) => call(routes.deleteOrgKey, { params: { id } }), 'Key pair deleted.');
export const useAddBankKey = () =>
  useChange(
    (body: { name: string; armoredKey: string }) => call(routes.addBankKey, { body }),
    'Bank key added.',
  );
export const useDeleteBankKey = () =>
  useChange((id: string) => call(routes.deleteBankKey, { params: { id } }), 'Bank key removed.');
export const useUpdateSettings = () =>
  useChange((body: PgpSettings) => call(routes.updateSettings, { body }), 'Encryption settings saved.');

/** Saves a key pair's armoured public key (to send to the banks). */
export async function downloadPublicKey(id: string): Promise<void> {
  const { data } = await call(routes.orgPublicKey, { params: { id } });
  saveFile(
    { blob: new Blob([data.armoredKey], { type: 'application/pgp-keys' }), fileName: data.fileName },
    'public-key.asc',
  );
}
