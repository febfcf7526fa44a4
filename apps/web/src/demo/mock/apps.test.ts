import { describe, expect, it } from 'vitest';
import { testBackend } from './test-helpers';

describe('mock apps: each main action', () => {
  it('sends a mail: it lands in Sent, newest first, and a bad address is refused', async () => {
    const { get, post } = testBackend();
    const sent = await post('/api/mail-app/send', {
      to: 'ann@example.com',
      subject: 'Statement',
      content: 'Hello',
    });
    expect(sent.status).toBe(200);
    const inSent = (await get('/api/mail-app/mails', { folder: 'sent' })).body;
    expect(inSent[0]).toMatchObject({ id: sent.body.id, subject: 'Statement', folder: 'sent' });
    expect((await post('/api/mail-app/send', { to: 'not-an-address', subject: 'x' })).body.error).toMatch(
      /recipient/,
    );
    const inbox = (await get('/api/mail-app/mails')).body;
    expect(inbox.every((m: { folder: string }) => m.folder === 'inbox')).toBe(true);
    const starred = await post('/api/mail-app/update-mails', {
      ids: [inbox[0].id],
      patch: { starred: true },
    });
    expect(starred.body[0].starred).toBe(true);
    const filtered = (await get('/api/mail-app/mails', { filter: 'starred' })).body;
    expect(filtered.map((m: { id: string }) => m.id)).toContain(inbox[0].id);
  });

  it('adds a to-do, merges an update, and removes it to the Deleted folder', async () => {
    const { get, post } = testBackend();
    expect((await post('/api/todo-app/new-todo', { todo: { title: ' ' } })).status).toBe(400);
    const added = (
      await post('/api/todo-app/new-todo', { todo: { title: 'Reconcile March', labels: ['api'] } })
    ).body;
    expect((await get('/api/todo-app/todos', { label: 'api' })).body[0].id).toBe(added.id);
    const updated = (await post('/api/todo-app/update-todo', { todo: { id: added.id, completed: true } }))
      .body;
    expect(updated).toMatchObject({ title: 'Reconcile March', completed: true });
    expect(
      (await get('/api/todo-app/todos', { folder: 'completed' })).body.map((t: { id: string }) => t.id),
    ).toContain(added.id);
    await post('/api/todo-app/remove-todo', { id: added.id });
    expect((await get('/api/todo-app/todos')).body.map((t: { id: string }) => t.id)).not.toContain(added.id);
    expect(
      (await get('/api/todo-app/todos', { folder: 'deleted' })).body.map((t: { id: string }) => t.id),
    ).toContain(added.id);
  });

  it('creates a chat on demand for a contact without one, and sends a message into it', async () => {
    const { get, post } = testBackend();
    const user = (await get('/api/chat/user')).body;
    const contacts = (await get('/api/chat/contacts')).body;
    const stranger = contacts.find(
      (c: { id: string }) => !user.chatList.some((e: { contactId: string }) => e.contactId === c.id),
    );
    const opened = (await get('/api/chat/get-chat', { contactId: stranger.id, userId: user.id })).body;
    expect(opened.chat.dialog).toEqual([]);
    expect(opened.userChatData.chatList.some((e: { contactId: string }) => e.contactId === stranger.id)).toBe(
      true,
    );
    const again = (await get('/api/chat/get-chat', { contactId: stranger.id })).body;
    expect(again.chat.id).toBe(opened.chat.id);

    const sent = (
      await post('/api/chat/send-message', {
        chatId: opened.chat.id,
        message: 'Hi there',
        contactId: stranger.id,
      })
    ).body;
    expect(sent.message).toMatchObject({ who: user.id, message: 'Hi there' });
    const entry = sent.userChatData.chatList.find((e: { chatId: string }) => e.chatId === opened.chat.id);
    expect(entry.lastMessageTime).toBe(sent.message.time);
    expect((await get('/api/chat/get-chat', { contactId: stranger.id })).body.chat.dialog).toHaveLength(1);
    expect(
      (await post('/api/chat/send-message', { chatId: 'nope', message: 'x', contactId: stranger.id })).status,
    ).toBe(404);
  });

  it('adds, updates, stars and removes a contact; adds and moves a calendar event; lists a folder', async () => {
    const { get, post } = testBackend();
    const contact = (
      await post('/api/contacts-app/add-contact', { contact: { name: 'Nora', email: 'n@example.com' } })
    ).body;
    expect(
      (await post('/api/contacts-app/update-contact', { contact: { id: contact.id, company: 'Zeam' } })).body,
    ).toMatchObject({
      name: 'Nora',
      company: 'Zeam',
    });
    expect(
      (await post('/api/contacts-app/toggle-starred', { contactId: contact.id })).body.starred,
    ).toContain(contact.id);
    await post('/api/contacts-app/remove-contact', { contactId: contact.id });
    expect(
      (await get('/api/contacts-app/contacts')).body.some((c: { id: string }) => c.id === contact.id),
    ).toBe(false);

    const event = {
      title: 'Close',
      allDay: false,
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      desc: '',
    };
    const created = (await post('/api/calendar-app/add-event', { event })).body;
    const moved = (
      await post('/api/calendar-app/update-event', {
        event: { id: created.id, start: '2026-12-02T09:00:00.000Z', end: '2026-12-02T10:00:00.000Z' },
      })
    ).body;
    expect(moved).toMatchObject({ title: 'Close', start: '2026-12-02T09:00:00.000Z' });
    expect(
      (await post('/api/calendar-app/add-event', { event: { ...event, end: '2026-11-30T00:00:00.000Z' } }))
        .status,
    ).toBe(400);

    const root = (await get('/api/file-manager-app')).body;
    const folder = root.items.find((i: { type: string }) => i.type === 'folder');
    const inside = (await get('/api/file-manager-app', { folderId: folder.id })).body;
    expect(inside.path.map((p: { id: string }) => p.id)).toEqual([folder.id]);
    expect(inside.items.every((i: { folderId: string }) => i.folderId === folder.id)).toBe(true);
  });
});
