import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { demoApi } from '../../mock';
import { AppFrame, LabelDot, SideNav } from '../shared/AppFrame';
import { longWhen, shortWhen } from '../shared/format';
import { ComposeDialog } from './ComposeDialog';

/** Where the list comes from: /apps/mail/:folderHandle, /label/:labelHandle or /filter/:filterHandle. */
function useMailPlace() {
  const { folderHandle, labelHandle, filterHandle, mailId } = useParams();
  const base = labelHandle
    ? `/apps/mail/label/${labelHandle}`
    : filterHandle
      ? `/apps/mail/filter/${filterHandle}`
      : `/apps/mail/${folderHandle}`;
  const query = labelHandle
    ? { label: labelHandle }
    : filterHandle
      ? { filter: filterHandle }
      : { folder: folderHandle ?? 'inbox' };
  return { base, query, mailId, name: labelHandle ?? filterHandle ?? folderHandle ?? 'inbox' };
}

/** The mail app (spec §2): folders, filters and labels; a list; one mail; compose and send. */
export default function MailApp() {
  const place = useMailPlace();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [composing, setComposing] = useState(false);
  const folders = useQuery({
    queryKey: ['demo', 'mail', 'folders'],
    queryFn: () => demoApi.get('/api/mail-app/folders'),
  });
  const filters = useQuery({
    queryKey: ['demo', 'mail', 'filters'],
    queryFn: () => demoApi.get('/api/mail-app/filters'),
  });
  const labels = useQuery({
    queryKey: ['demo', 'mail', 'labels'],
    queryFn: () => demoApi.get('/api/mail-app/labels'),
  });
  const mails = useQuery({
    queryKey: ['demo', 'mail', 'mails', place.query],
    queryFn: () => demoApi.get('/api/mail-app/mails', place.query),
  });
  const update = useMutation({
    mutationFn: (input: { ids: string[]; patch: { starred?: boolean; unread?: boolean; folder?: string } }) =>
      demoApi.post('/api/mail-app/update-mails', input),
    onSettled: () => client.invalidateQueries({ queryKey: ['demo', 'mail', 'mails'] }),
  });
  const open = mails.data?.find((m) => m.id === place.mailId);
  const title =
    [...(folders.data ?? []), ...(filters.data ?? []), ...(labels.data ?? [])].find(
      (e) => e.handle === place.name,
    )?.title ?? 'Mail';

  const sidebar = (
    <SideNav
      header={
        <Button fullWidth variant="contained" startIcon={<Edit />} onClick={() => setComposing(true)}>
          Compose
        </Button>
      }
      sections={[
        {
          title: 'Folders',
          items: (folders.data ?? []).map((f) => ({ to: `/apps/mail/${f.handle}`, label: f.title })),
        },
        {
          title: 'Filters',
          items: (filters.data ?? []).map((f) => ({ to: `/apps/mail/filter/${f.handle}`, label: f.title })),
        },
        {
          title: 'Labels',
          items: (labels.data ?? []).map((l) => ({
            to: `/apps/mail/label/${l.handle}`,
            label: l.title,
            icon: <LabelDot color={l.color} />,
          })),
        },
      ]}
    />
  );

  return (
    <AppFrame
      title="Mail"
      description={`${title}: the demo mailbox, answered by the mock backend in this page.`}
      sidebar={sidebar}
    >
      {mails.isError ? <Alert severity="error">The mails could not be read.</Alert> : null}
      {open ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="article" aria-label={open.subject}>
          <Button component={Link} to={place.base} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
            Back to {title}
          </Button>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1.5 }}>
            {open.subject}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
            <Avatar src={open.from.avatar} alt="" />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{open.from.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                to {open.to.map((t) => t.email).join(', ')} · {longWhen(open.date)}
              </Typography>
            </Box>
          </Box>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{open.content}</Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              onClick={() =>
                update.mutate(
                  { ids: [open.id], patch: { folder: 'trash' } },
                  { onSuccess: () => navigate(place.base) },
                )
              }
            >
              Move to Trash
            </Button>
            <Button
              variant="outlined"
              onClick={() =>
                update.mutate(
                  { ids: [open.id], patch: { unread: true } },
                  { onSuccess: () => navigate(place.base) },
                )
              }
            >
              Mark as unread
            </Button>
          </Box>
        </Paper>
      ) : (
        <Paper variant="outlined">
          {mails.data?.length === 0 ? (
            <Typography sx={{ p: 3, color: 'text.secondary' }}>There are no messages here.</Typography>
          ) : null}
          <List aria-label={`${title} messages`} disablePadding>
            {(mails.data ?? []).map((mail) => (
              <Box
                key={mail.id}
                sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
              >
                <IconButton
                  aria-label={mail.starred ? `Unstar ${mail.subject}` : `Star ${mail.subject}`}
                  onClick={() => update.mutate({ ids: [mail.id], patch: { starred: !mail.starred } })}
                  sx={{ ml: 0.5 }}
                >
                  {mail.starred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
                </IconButton>
                <ListItemButton
                  component={Link}
                  to={`${place.base}/${mail.id}`}
                  onClick={() =>
                    mail.unread ? update.mutate({ ids: [mail.id], patch: { unread: false } }) : undefined
                  }
                  sx={{ minWidth: 0 }}
                >
                  <ListItemAvatar sx={{ display: { xs: 'none', sm: 'block' } }}>
                    <Avatar src={mail.from.avatar} alt="" />
                  </ListItemAvatar>
                  <ListItemText
                    primary={
                      <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                        <Box
                          component="span"
                          sx={{
                            fontWeight: mail.unread ? 700 : 500,
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                            whiteSpace: 'nowrap',
                          }}
                        >
                          {mail.folder === 'sent'
                            ? `To: ${mail.to.map((t) => t.email).join(', ')}`
                            : mail.from.name}
                        </Box>
                        <Box
                          component="span"
                          sx={{ color: 'text.secondary', fontSize: '0.8rem', flexShrink: 0 }}
                        >
                          {shortWhen(mail.date)}
                        </Box>
                      </Box>
                    }
                    secondary={
                      <Box
                        component="span"
                        sx={{
                          display: 'block',
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        <Box
                          component="span"
                          sx={{ fontWeight: mail.unread ? 700 : 400, color: 'text.primary' }}
                        >
                          {mail.subject}
                        </Box>{' '}
                        — {mail.content}
                      </Box>
                    }
                  />
                </ListItemButton>
              </Box>
            ))}
          </List>
        </Paper>
      )}
      {composing ? (
        <ComposeDialog
          onClose={() => setComposing(false)}
          onSent={() => {
            setComposing(false);
            enqueueSnackbar('Your mail was sent', { variant: 'success' });
            void client.invalidateQueries({ queryKey: ['demo', 'mail', 'mails'] });
          }}
        />
      ) : null}
    </AppFrame>
  );
}
