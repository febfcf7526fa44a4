import { bodyOf, fail, type Handler, mock, newId, ok, queryOf } from './http';
import { DAY_MS, FIRST_NAMES, LAST_NAMES, pictureUrl, type Random, sentence } from './random';

export type ChatStatus = 'online' | 'away' | 'do-not-disturb' | 'offline';
export interface ChatContact {
  id: string;
  name: string;
  avatar: string;
  status: ChatStatus;
  mood: string;
  unread: number;
}
export interface ChatMessage {
  who: string;
  message: string;
  time: string;
}
export interface Chat {
  id: string;
  dialog: ChatMessage[];
}
export interface ChatUser {
  id: string;
  name: string;
  avatar: string;
  status: ChatStatus;
  mood: string;
  chatList: { chatId: string; contactId: string; lastMessageTime: string }[];
}
export interface ChatState {
  user: ChatUser;
  contacts: ChatContact[];
  chats: Chat[];
}

const STATUSES: ChatStatus[] = ['online', 'away', 'do-not-disturb', 'offline'];

/** Ten contacts; the user already talks with the first four (the others get a chat on demand). */
export function generateChat(random: Random, now: number): ChatState {
  const user: ChatUser = {
    id: 'chat-user',
    name: 'Abbott Keller',
    avatar: pictureUrl('AK', 200),
    status: 'online',
    mood: 'Closing the month',
    chatList: [],
  };
  const contacts = Array.from({ length: 10 }, (_, i): ChatContact => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    return {
      id: `chat-contact-${i + 1}`,
      name,
      avatar: pictureUrl(name, i * 36),
      status: random.pick(STATUSES),
      mood: sentence(random, 2, 5),
      unread: i < 4 ? random.int(0, 3) : 0,
    };
  });
  const chats = contacts.slice(0, 4).map((contact, i): Chat => {
    let time = now - (i + 1) * DAY_MS;
    const dialog = Array.from({ length: random.int(3, 8) }, () => {
      time += random.int(1, 60) * 60_000;
      return {
        who: random.bool() ? user.id : contact.id,
        message: sentence(random),
        time: new Date(time).toISOString(),
      };
    });
    user.chatList.push({
      chatId: `chat-${i + 1}`,
      contactId: contact.id,
      lastMessageTime: dialog.at(-1)?.time ?? '',
    });
    return { id: `chat-${i + 1}`, dialog };
  });
  return { user, contacts, chats };
}

/**
 * /api/chat (spec §7): contacts, the user, a contact's chat (created on demand when the user has none
 * with them, spec §4), the user's status and mood, and sending a message.
 */
export function chatHandlers(state: ChatState, clock: () => number): Handler[] {
  const base = '/api/chat';
  return [
    mock.get(`${base}/contacts`, () => ok(state.contacts)),
    mock.get(`${base}/user`, () => ok(state.user)),
    mock.get(`${base}/get-chat`, ({ request }) => {
      const contactId = queryOf(request).get('contactId');
      const contact = state.contacts.find((c) => c.id === contactId);
      if (!contact) return fail(404, 'Requested contact does not exist.');
      let entry = state.user.chatList.find((c) => c.contactId === contact.id);
      if (!entry) {
        const chat: Chat = { id: newId('chat'), dialog: [] };
        state.chats.push(chat);
        entry = { chatId: chat.id, contactId: contact.id, lastMessageTime: new Date(clock()).toISOString() };
        state.user.chatList.push(entry);
      }
      contact.unread = 0;
      const chat = state.chats.find((c) => c.id === entry.chatId);
      return ok({ chat, userChatData: state.user });
    }),
    mock.post(`${base}/user/data`, async ({ request }) => {
      const body = await bodyOf<Pick<ChatUser, 'status' | 'mood' | 'name'>>(request);
      if (body.status !== undefined && !STATUSES.includes(body.status)) return fail(400, 'Unknown status');
      const { status, mood, name } = body;
      Object.assign(
        state.user,
        Object.fromEntries(Object.entries({ status, mood, name }).filter(([, v]) => v !== undefined)),
      );
      return ok(state.user);
    }),
    mock.post(`${base}/send-message`, async ({ request }) => {
      const body = await bodyOf<{ chatId: string; message: string; contactId: string }>(request);
      const chat = state.chats.find((c) => c.id === body.chatId);
      const entry = state.user.chatList.find(
        (c) => c.chatId === body.chatId && c.contactId === body.contactId,
      );
      if (!chat || !entry) return fail(404, 'Requested chat does not exist.');
      const text = body.message?.trim();
      if (!text) return fail(400, 'Enter a message');
      const message = { who: state.user.id, message: text, time: new Date(clock()).toISOString() };
      chat.dialog.push(message);
      entry.lastMessageTime = message.time;
      return ok({ message, userChatData: state.user });
    }),
  ];
}
