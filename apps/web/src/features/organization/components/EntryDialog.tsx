import { type MenuItem, MenuItemType } from '@clearline/contracts';
import { APP_PAGES, ASSIGNABLE_ROLE_IDS, roleName } from '@clearline/domain';
import Autocomplete from '@mui/material/Autocomplete';
import MuiMenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';

type EntryType = MenuItem['type'];
type EntryArea = NonNullable<MenuItem['area']>;

const TYPE_LABELS: Record<EntryType, string> = {
  group: 'Group',
  collapse: 'Collapsible entry',
  item: 'Link',
  divider: 'Divider',
  subheader: 'Sub-header',
};
export const entryTypeLabel = (type: EntryType) => TYPE_LABELS[type];

const AREA_LABELS: Record<EntryArea, string> = {
  member: 'Every member',
  management: 'Management',
  bankRec: 'Bank reconciliation',
  ewa: 'Employer funds',
  admin: 'Administrators',
};
export const entryAreaLabel = (area: MenuItem['area']) => (area ? AREA_LABELS[area] : 'Every member');

/** Pages without a parameter, as a link's choices (a board link is typed: /app/rPRec/rPRecKa/2). */
const PAGE_CHOICES = APP_PAGES.filter((p) => !p.includes(':'));

/**
 * Adds or edits one menu entry: its kind, title, icon, the page a link opens, and who sees it (the area
 * its members' roles must open, and optionally only some role ids). The whole menu is checked on save.
 */
export function EntryDialog({
  entry,
  title,
  onCancel,
  onDone,
}: {
  entry: MenuItem;
  title: string;
  onCancel: () => void;
  onDone: (entry: MenuItem) => void;
}) {
  const [draft, setDraft] = useState<MenuItem>(entry);
  const set = (change: Partial<MenuItem>) => setDraft((d) => ({ ...d, ...change }));
  const isLink = draft.type === 'item';
  const hasTitle = draft.type !== 'divider';
  const done = () => {
    const { url, children, title: name, icon, auth, ...rest } = draft;
    const holds = draft.type === 'group' || draft.type === 'collapse';
    onDone({
      ...rest,
      ...(hasTitle && name ? { title: name.trim() } : {}),
      ...(icon ? { icon } : {}),
      ...(isLink && url ? { url: url.trim() } : {}),
      ...(auth && auth.length > 0 ? { auth } : {}),
      ...(holds ? { children: children ?? [] } : {}),
    });
  };
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel="Done"
      description="The menu is checked and saved for every member with Save menu."
      onCancel={onCancel}
      onConfirm={done}
    >
      <TextField
        select
        label="Kind"
        value={draft.type}
        onChange={(e) => set({ type: e.target.value as EntryType })}
      >
        {MenuItemType.options.map((type) => (
          <MuiMenuItem key={type} value={type}>
            {TYPE_LABELS[type]}
          </MuiMenuItem>
        ))}
      </TextField>
      {hasTitle ? (
        <TextField
          label="Title"
          value={draft.title ?? ''}
          onChange={(e) => set({ title: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          required
          autoFocus
        />
      ) : null}
      {isLink ? (
        <Autocomplete
          freeSolo
          options={PAGE_CHOICES}
          value={draft.url ?? ''}
          onInputChange={(_, value) => set({ url: value })}
          renderInput={(params) => (
            <TextField {...params} label="Page" required helperText="A page of the app" />
          )}
        />
      ) : null}
      {hasTitle && draft.type !== 'subheader' ? (
        <TextField
          label="Icon"
          value={draft.icon ?? ''}
          onChange={(e) => set({ icon: e.target.value.trim() })}
          helperText="A Material icon name, e.g. summarize (optional)"
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
      ) : null}
      <TextField
        select
        label="Who sees it"
        value={draft.area ?? 'member'}
        onChange={(e) => set({ area: e.target.value as EntryArea })}
        helperText="Members whose roles open this area"
      >
        {(Object.keys(AREA_LABELS) as EntryArea[]).map((area) => (
          <MuiMenuItem key={area} value={area}>
            {AREA_LABELS[area]}
          </MuiMenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        options={[...ASSIGNABLE_ROLE_IDS]}
        value={draft.auth ?? []}
        getOptionLabel={(id) => `${roleName(id)} · ${id}`}
        onChange={(_, ids) => set({ auth: ids })}
        renderInput={(params) => (
          <TextField {...params} label="Only these roles" helperText="Empty: every role of the area" />
        )}
      />
    </ConfirmDialog>
  );
}
