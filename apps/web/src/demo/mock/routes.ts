import type { AnalyticsWidgets } from './analytics';
import type { PublicUser } from './auth';
import type { CalendarEvent } from './calendar';
import type { Chat, ChatContact, ChatMessage, ChatUser } from './chat';
import type { Contact, ContactsUser } from './contacts';
import type { Order, Product } from './ecommerce-data';
import type { FaqEntry } from './faq';
import type { FileItem } from './file-manager';
import type { IconEntry } from './icons';
import type { Invoice } from './invoices';
import type { KnowledgeBaseCategory } from './knowledge-base';
import type { Mail, MailFolder, MailLabel } from './mail';
import type { Profile } from './profile';
import type { BoardCard, BoardSettings, ScrumBoard } from './scrumboard';
import type { SearchResult } from './search';
import type { Todo, TodoEntry, TodoLabel } from './todo';

/**
 * Every call the mock answers, with its query or body and its answer: the demo client (client.ts) is
 * typed from this map, so a page cannot call a path the mock does not serve. Amounts are in cents.
 */
type Q<T = undefined> = T;
type Auth = { user: PublicUser; access_token: string };
type OnBoard<T = object> = { boardId: string } & T;
type Lists = { lists: { id: string; idCards: string[] }[] };

export interface MockGetRoutes {
  '/api/auth': { query: Q<{ email: string; password: string }>; response: Auth };
  '/api/auth/access-token': { query: Q<{ access_token?: string }>; response: Auth };
  '/api/scrumboard-app/boards': {
    query: Q;
    response: Pick<ScrumBoard, 'id' | 'name' | 'uri' | 'settings'>[];
  };
  '/api/scrumboard-app/board': { query: Q<{ boardId: string }>; response: ScrumBoard };
  '/api/e-commerce-app/products': { query: Q; response: Product[] };
  '/api/e-commerce-app/product': { query: Q<{ productId: string }>; response: Product };
  '/api/e-commerce-app/orders': { query: Q; response: Order[] };
  '/api/e-commerce-app/order': { query: Q<{ orderId: string }>; response: Order };
  '/api/mail-app/folders': { query: Q; response: MailFolder[] };
  '/api/mail-app/filters': { query: Q; response: MailFolder[] };
  '/api/mail-app/labels': { query: Q; response: MailLabel[] };
  '/api/mail-app/mails': {
    query: Q<{ folder?: string; filter?: string; label?: string; search?: string }>;
    response: Mail[];
  };
  '/api/mail-app/mail': { query: Q<{ mailId: string }>; response: Mail };
  '/api/todo-app/folders': { query: Q; response: TodoEntry[] };
  '/api/todo-app/filters': { query: Q; response: TodoEntry[] };
  '/api/todo-app/labels': { query: Q; response: TodoLabel[] };
  '/api/todo-app/todos': {
    query: Q<{ folder?: string; filter?: string; label?: string; search?: string }>;
    response: Todo[];
  };
  '/api/contacts-app/contacts': { query: Q; response: Contact[] };
  '/api/contacts-app/user': { query: Q; response: ContactsUser };
  '/api/file-manager-app': {
    query: Q<{ folderId?: string }>;
    response: { items: FileItem[]; path: FileItem[] };
  };
  '/api/calendar-app/events': { query: Q; response: CalendarEvent[] };
  '/api/chat/contacts': { query: Q; response: ChatContact[] };
  '/api/chat/user': { query: Q; response: ChatUser };
  '/api/chat/get-chat': {
    query: Q<{ contactId: string; userId?: string }>;
    response: { chat: Chat; userChatData: ChatUser };
  };
  '/api/invoices': { query: Q; response: Invoice };
  '/api/profile': { query: Q; response: Profile };
  '/api/search': {
    query: Q<{ q: string }>;
    response: { query: string; total: number; results: SearchResult[] };
  };
  '/api/faq': { query: Q; response: FaqEntry[] };
  '/api/knowledge-base': { query: Q; response: KnowledgeBaseCategory[] };
  '/api/icons': { query: Q<{ search?: string }>; response: IconEntry[] };
  '/api/analytics-dashboard-app/widgets': { query: Q; response: AnalyticsWidgets };
}

export interface MockPostRoutes {
  '/api/auth/register': { body: { displayName: string; password: string; email: string }; response: Auth };
  '/api/scrumboard-app/board/new': { body: { board?: { name?: string } }; response: ScrumBoard };
  '/api/scrumboard-app/board/rename': { body: OnBoard<{ boardTitle: string }>; response: ScrumBoard };
  '/api/scrumboard-app/board/settings/update': {
    body: OnBoard<{ settings: Partial<BoardSettings> }>;
    response: ScrumBoard;
  };
  '/api/scrumboard-app/board/delete': { body: OnBoard; response: { boardId: string } };
  '/api/scrumboard-app/list/new': { body: OnBoard<{ data: { name: string } }>; response: ScrumBoard };
  '/api/scrumboard-app/list/rename': {
    body: OnBoard<{ listId: string; listTitle: string }>;
    response: ScrumBoard;
  };
  '/api/scrumboard-app/list/remove': { body: OnBoard<{ listId: string }>; response: ScrumBoard };
  '/api/scrumboard-app/card/new': {
    body: OnBoard<{ listId: string; data: Partial<BoardCard> & { name: string } }>;
    response: ScrumBoard;
  };
  '/api/scrumboard-app/card/update': {
    body: OnBoard<{ card: Partial<BoardCard> & { id: string } }>;
    response: BoardCard;
  };
  '/api/scrumboard-app/card/remove': { body: OnBoard<{ cardId: string }>; response: ScrumBoard };
  '/api/scrumboard-app/card/order': { body: OnBoard<Lists>; response: ScrumBoard };
  '/api/scrumboard-app/list/order': { body: OnBoard<{ lists: { id: string }[] }>; response: ScrumBoard };
  '/api/e-commerce-app/product/save': { body: Partial<Product> & { name: string }; response: Product };
  '/api/mail-app/send': {
    body: { to: string; cc?: string; subject: string; content: string };
    response: Mail;
  };
  '/api/mail-app/update-mails': {
    body: {
      ids: string[];
      patch: Partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;
    };
    response: Mail[];
  };
  '/api/todo-app/new-todo': { body: { todo: Partial<Todo> & { title: string } }; response: Todo };
  '/api/todo-app/update-todo': { body: { todo: Partial<Todo> & { id: string } }; response: Todo };
  '/api/todo-app/remove-todo': { body: { id: string }; response: Todo };
  '/api/contacts-app/add-contact': {
    body: { contact: Partial<Contact> & { name: string } };
    response: Contact;
  };
  '/api/contacts-app/update-contact': {
    body: { contact: Partial<Contact> & { id: string } };
    response: Contact;
  };
  '/api/contacts-app/remove-contact': { body: { contactId: string }; response: { contactId: string } };
  '/api/contacts-app/toggle-starred': { body: { contactId: string }; response: ContactsUser };
  '/api/calendar-app/add-event': { body: { event: Omit<CalendarEvent, 'id'> }; response: CalendarEvent };
  '/api/calendar-app/update-event': {
    body: { event: Partial<CalendarEvent> & { id: string } };
    response: CalendarEvent;
  };
  '/api/calendar-app/remove-event': { body: { eventId: string }; response: { eventId: string } };
  '/api/chat/user/data': { body: Partial<Pick<ChatUser, 'status' | 'mood' | 'name'>>; response: ChatUser };
  '/api/chat/send-message': {
    body: { chatId: string; message: string; contactId: string };
    response: { message: ChatMessage; userChatData: ChatUser };
  };
}
