import type { AdminUserRow } from '@clearline/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useSetRoles } from '../api/users-admin-api';
import { RolePicker } from './RolePicker';

/** Change a member's role ids; the server refuses to demote the last administrator and says why. */
export function RolesDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const [roleIds, setRoleIds] = useState<number[]>(user.roles.map((r) => r.id));
  const save = useSetRoles();
  return (
    <ConfirmDialog
      open
      title={`Roles of ${user.email}`}
      description="The roles decide which areas and pages this member sees in the organisation."
      confirmLabel="Save roles"
      pendingLabel="Saving…"
      pending={save.isPending}
      confirmDisabled={roleIds.length === 0}
      error={save.isError ? errorMessage(save.error) : null}
      onCancel={onClose}
      onConfirm={() => save.mutate({ id: user.id, roleIds }, { onSuccess: onClose })}
    >
      <RolePicker
        value={roleIds}
        onChange={setRoleIds}
        error={roleIds.length === 0 ? 'Give at least one role' : undefined}
      />
    </ConfirmDialog>
  );
}
