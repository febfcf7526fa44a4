import { ORGANIZATION_KIND_LABELS, ORGANIZATION_KINDS, type OrganizationKind } from '@clearline/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useCreateOrganization } from '../api/organization-api';

/**
 * Management creates an organisation (issue 17): its name and kind decide the starter configuration
 * (menu, areas, ledgers, codes, reconciling types). The creator becomes its administrator (110) and
 * switches to it from the organisation list in the toolbar.
 */
export function NewOrganizationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<OrganizationKind>('bureau');
  const [touched, setTouched] = useState(false);
  const create = useCreateOrganization();
  const nameError = touched && name.trim() === '' ? 'A name is required' : undefined;
  const close = () => {
    setName('');
    setKind('bureau');
    setTouched(false);
    create.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title="New organization"
      description="It starts with the menu, areas, ledgers, transaction codes and reconciling types of its kind; add its bank accounts on the Ledger configuration tab. You become its administrator."
      confirmLabel="Create organization"
      pendingLabel="Creating…"
      pending={create.isPending}
      error={create.isError ? errorMessage(create.error) : null}
      onCancel={close}
      onConfirm={() => {
        setTouched(true);
        if (name.trim() === '') return;
        create.mutate(
          { name: name.trim(), kind },
          {
            onSuccess: (created) => {
              enqueueSnackbar(`${created.name} was created. Switch to it from the organisation list.`, {
                variant: 'default',
              });
              close();
            },
          },
        );
      }}
    >
      <TextField
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(nameError)}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: 120 } }}
        required
        autoFocus
        fullWidth
      />
      <FormControl>
        <FormLabel id="new-organization-kind">Kind</FormLabel>
        <RadioGroup
          aria-labelledby="new-organization-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as OrganizationKind)}
        >
          {ORGANIZATION_KINDS.map((k) => (
            <FormControlLabel key={k} value={k} control={<Radio />} label={ORGANIZATION_KIND_LABELS[k]} />
          ))}
        </RadioGroup>
      </FormControl>
    </ConfirmDialog>
  );
}
