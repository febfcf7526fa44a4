import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { visuallyHidden } from '../../../shared/ui/PageLoader';
import { demoApi, MockApiError } from '../../mock';
import type { Contact } from '../../mock/contacts';
import { AppFrame, SideNav } from '../shared/AppFrame';
import { initials } from '../shared/format';

const VIEWS = [
  { id: 'all', label: 'All contacts' },
  { id: 'frequent', label: 'Frequently contacted' },
  { id: 'starred', label: 'Starred contacts' },
];

/** /apps/contacts/:id (all, frequent, starred): the contacts, star one, add and remove. */
export default function ContactsApp() {
  const { id = 'all' } = useParams();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const contacts = useQuery({
    queryKey: ['demo', 'contacts', 'list'],
    queryFn: () => demoApi.get('/api/contacts-app/contacts'),
  });
  const user = useQuery({
    queryKey: ['demo', 'contacts', 'user'],
    queryFn: () => demoApi.get('/api/contacts-app/user'),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['demo', 'contacts'] });
  const star = useMutation({
    mutationFn: (contactId: string) => demoApi.post('/api/contacts-app/toggle-starred', { contactId }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (contactId: string) => demoApi.post('/api/contacts-app/remove-contact', { contactId }),
    onSettled: refresh,
  });
  const starred = new Set(user.data?.starred ?? []);
  const frequent = new Set(user.data?.frequentContacts ?? []);
  const term = search.trim().toLowerCase();
  const shown = (contacts.data ?? []).filter(
    (c) =>
      (id !== 'starred' || starred.has(c.id)) &&
      (id !== 'frequent' || frequent.has(c.id)) &&
      (!term || `${c.name} ${c.lastName} ${c.email} ${c.company}`.toLowerCase().includes(term)),
  );
  const view = VIEWS.find((v) => v.id === id) ?? VIEWS[0];
  return (
    <AppFrame
      title="Contacts"
      description={`${view?.label}: ${shown.length} shown.`}
      sidebar={
        <SideNav
          sections={[{ items: VIEWS.map((v) => ({ to: `/apps/contacts/${v.id}`, label: v.label })) }]}
        />
      }
      actions={
        <>
          <TextField
            size="small"
            label="Search contacts"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            Add contact
          </Button>
        </>
      }
    >
      {contacts.isError ? <Alert severity="error">The contacts could not be read.</Alert> : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Contacts">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>E-mail</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Company</TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Phone</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((c) => (
              <TableRow key={c.id} hover>
                <TableCell>
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Avatar src={c.avatar || undefined} alt="" sx={{ width: 32, height: 32 }}>
                      {initials(`${c.name} ${c.lastName}`)}
                    </Avatar>
                    {c.name} {c.lastName}
                  </Box>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{c.email}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{c.company}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{c.phone}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    aria-label={`${starred.has(c.id) ? 'Unstar' : 'Star'} ${c.name} ${c.lastName}`}
                    onClick={() => star.mutate(c.id)}
                  >
                    {starred.has(c.id) ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
                  </IconButton>
                  <IconButton
                    aria-label={`Remove ${c.name} ${c.lastName}`}
                    onClick={() => remove.mutate(c.id)}
                  >
                    <Delete />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {adding ? (
        <AddContactDialog
          onClose={() => setAdding(false)}
          onAdded={() => void refresh().then(() => setAdding(false))}
        />
      ) : null}
    </AppFrame>
  );
}

function AddContactDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const [contact, setContact] = useState<Partial<Contact> & { name: string }>({ name: '' });
  const add = useMutation({
    mutationFn: () => demoApi.post('/api/contacts-app/add-contact', { contact }),
    onSuccess: onAdded,
  });
  const field = (key: keyof Contact, label: string) => (
    <TextField
      label={label}
      value={contact[key] ?? ''}
      onChange={(e) => setContact({ ...contact, [key]: e.target.value })}
      required={key === 'name'}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-title">
      <DialogTitle id="contact-title">New contact</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {add.error ? (
          <Alert severity="error">
            {add.error instanceof MockApiError ? add.error.message : 'Not saved.'}
          </Alert>
        ) : null}
        {field('name', 'First name')}
        {field('lastName', 'Last name')}
        {field('email', 'E-mail')}
        {field('company', 'Company')}
        {field('phone', 'Phone')}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!contact.name.trim() || add.isPending}
          onClick={() => add.mutate()}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
