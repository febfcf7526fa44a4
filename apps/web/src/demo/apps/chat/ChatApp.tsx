import ArrowBack from '@mui/icons-material/ArrowBack';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { demoApi } from '../../mock';
import type { ChatContact, ChatStatus } from '../../mock/chat';
import { AppFrame } from '../shared/AppFrame';
import { shortWhen } from '../shared/format';

const STATUS_COLOR: Record<ChatStatus, string> = {
  online: '#4caf50',
  away: '#ffc107',
  'do-not-disturb': '#f44336',
  offline: '#9e9e9e',
};

/** /apps/chat: contacts, a contact's chat (the mock creates one on demand), and sending a message. */
export default function ChatApp() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [contactId, setContactId] = useState<string | null>(null);
  const contacts = useQuery({
    queryKey: ['demo', 'chat', 'contacts'],
    queryFn: () => demoApi.get('/api/chat/contacts'),
  });
  const user = useQuery({ queryKey: ['demo', 'chat', 'user'], queryFn: () => demoApi.get('/api/chat/user') });
  const lastTime = new Map((user.data?.chatList ?? []).map((c) => [c.contactId, c.lastMessageTime]));
  const ordered = [...(contacts.data ?? [])].sort((a, b) =>
    (lastTime.get(b.id) ?? '').localeCompare(lastTime.get(a.id) ?? ''),
  );
  const contact = contacts.data?.find((c) => c.id === contactId);
  const showList = wide || !contact;
  return (
    <AppFrame
      title="Chat"
      description="Talk with the demo's contacts; a chat starts the first time you open one."
    >
      {contacts.isError ? <Alert severity="error">The contacts could not be read.</Alert> : null}
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          height: { xs: 'calc(100vh - 260px)', md: 'calc(100vh - 240px)' },
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        {showList ? (
          <Box
            sx={{
              width: { xs: '100%', md: 320 },
              borderRight: { md: 1 },
              borderColor: 'divider',
              overflowY: 'auto',
            }}
          >
            <List aria-label="Contacts" disablePadding>
              {ordered.map((c) => (
                <ListItemButton
                  key={c.id}
                  selected={c.id === contactId}
                  onClick={() => setContactId(c.id)}
                  divider
                >
                  <ListItemAvatar>
                    <Badge
                      overlap="circular"
                      variant="dot"
                      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                      sx={{ '& .MuiBadge-dot': { bgcolor: STATUS_COLOR[c.status] } }}
                    >
                      <Avatar src={c.avatar} alt="" />
                    </Badge>
                  </ListItemAvatar>
                  <ListItemText
                    primary={c.name}
                    secondary={
                      lastTime.has(c.id) ? `Last message ${shortWhen(lastTime.get(c.id) ?? '')}` : c.mood
                    }
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                  {c.unread > 0 ? <Badge color="secondary" badgeContent={c.unread} sx={{ mr: 1 }} /> : null}
                </ListItemButton>
              ))}
            </List>
          </Box>
        ) : null}
        {contact ? (
          <Conversation
            key={contact.id}
            contact={contact}
            userId={user.data?.id ?? ''}
            onBack={wide ? undefined : () => setContactId(null)}
          />
        ) : wide ? (
          <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', color: 'text.secondary', p: 2 }}>
            <Typography>Choose a contact to start chatting.</Typography>
          </Box>
        ) : null}
      </Paper>
    </AppFrame>
  );
}

function Conversation({
  contact,
  userId,
  onBack,
}: {
  contact: ChatContact;
  userId: string;
  onBack?: () => void;
}) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const chat = useQuery({
    queryKey: ['demo', 'chat', 'chat', contact.id],
    queryFn: () => demoApi.get('/api/chat/get-chat', { contactId: contact.id, userId }),
  });
  const send = useMutation({
    mutationFn: (message: string) =>
      demoApi.post('/api/chat/send-message', {
        chatId: chat.data?.chat.id ?? '',
        message,
        contactId: contact.id,
      }),
    onSuccess: () => {
      setText('');
      void client.invalidateQueries({ queryKey: ['demo', 'chat'] });
    },
  });
  const dialog = chat.data?.chat.dialog ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) send.mutate(text.trim());
  };
  return (
    <Box
      component="section"
      aria-label={`Chat with ${contact.name}`}
      sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {onBack ? (
          <IconButton aria-label="Back to contacts" onClick={onBack}>
            <ArrowBack />
          </IconButton>
        ) : null}
        <Avatar src={contact.avatar} alt="" />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{contact.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {contact.status.replace(/-/g, ' ')} · {contact.mood}
          </Typography>
        </Box>
      </Box>
      <Box
        role="log"
        aria-label="Messages"
        sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {chat.data && dialog.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 4 }}>
            No messages yet. Say hello!
          </Typography>
        ) : null}
        {dialog.map((m, i) => {
          const mine = m.who === userId;
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: a dialog only grows at its end, so a message's index is its identity.
              key={i}
              sx={{
                alignSelf: mine ? 'flex-end' : 'flex-start',
                maxWidth: '78%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: mine ? 'primary.main' : 'action.selected',
                color: mine ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {m.message}
              </Typography>
              <Typography sx={{ fontSize: '0.68rem', opacity: 0.8, textAlign: 'right' }}>
                {shortWhen(m.time)}
              </Typography>
            </Box>
          );
        })}
        {/* Remounted with each new message, so the newest one is scrolled into view. */}
        <div key={dialog.length} ref={(el) => el?.scrollIntoView?.({ block: 'end' })} />
      </Box>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          fullWidth
          size="small"
          label="Type your message"
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={!chat.data}
        />
        <IconButton
          type="submit"
          aria-label="Send"
          color="primary"
          disabled={!text.trim() || send.isPending || !chat.data}
        >
          <Send />
        </IconButton>
      </Box>
    </Box>
  );
}
