import { bodyOf, fail, type Handler, mock, newId, ok } from './http';
import {
  COMPANIES,
  FIRST_NAMES,
  LAST_NAMES,
  paragraph,
  pictureUrl,
  type Random,
  titleCase,
  words,
} from './random';

export interface Contact {
  id: string;
  name: string;
  lastName: string;
  avatar: string;
  nickname: string;
  company: string;
  jobTitle: string;
  email: string;
  phone: string;
  address: string;
  birthday: string;
  notes: string;
}
export interface ContactsUser {
  id: string;
  name: string;
  avatar: string;
  starred: string[];
  frequentContacts: string[];
}
export interface ContactsState {
  contacts: Contact[];
  user: ContactsUser;
}

export function generateContacts(random: Random): ContactsState {
  const contacts = Array.from({ length: 24 }, (_, i): Contact => {
    const name = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Alex';
    const lastName = random.pick(LAST_NAMES);
    return {
      id: `contact-${i + 1}`,
      name,
      lastName,
      avatar: pictureUrl(`${name[0]}${lastName[0]}`, i * 15),
      nickname: titleCase(words(random, 1)),
      company: random.pick(COMPANIES),
      jobTitle: titleCase(words(random, 2)),
      email: `${name.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
      phone: `+1-${random.int(200, 999)}-${random.int(100, 999)}-${random.int(1000, 9999)}`,
      address: `${random.int(10, 999)} ${titleCase(words(random, 1))} Avenue`,
      birthday: `19${random.int(60, 99)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      notes: paragraph(random, 1),
    };
  });
  return {
    contacts,
    user: {
      id: 'contacts-user',
      name: 'Abbott Keller',
      avatar: pictureUrl('AK', 200),
      starred: random.some(contacts, 5).map((c) => c.id),
      frequentContacts: random.some(contacts, 6).map((c) => c.id),
    },
  };
}

/** /api/contacts-app: the contacts and the user's starred and frequent lists; add, update, remove, star. */
export function contactsHandlers(state: ContactsState): Handler[] {
  const base = '/api/contacts-app';
  const valid = (contact: Partial<Contact>) => Boolean(contact.name?.trim());
  return [
    mock.get(`${base}/contacts`, () => ok(state.contacts)),
    mock.get(`${base}/user`, () => ok(state.user)),
    mock.post(`${base}/add-contact`, async ({ request }) => {
      const { contact } = await bodyOf<{ contact: Partial<Contact> }>(request);
      if (!contact || !valid(contact)) return fail(400, 'Enter a name');
      const created: Contact = {
        lastName: '',
        avatar: '',
        nickname: '',
        company: '',
        jobTitle: '',
        email: '',
        phone: '',
        address: '',
        birthday: '',
        notes: '',
        ...contact,
        name: contact.name?.trim() ?? '',
        id: newId('contact'),
      };
      state.contacts.push(created);
      return ok(created);
    }),
    mock.post(`${base}/update-contact`, async ({ request }) => {
      const { contact } = await bodyOf<{ contact: Partial<Contact> & { id: string } }>(request);
      const index = state.contacts.findIndex((c) => c.id === contact?.id);
      const current = state.contacts[index];
      if (!current || !contact) return fail(404, 'Requested contact does not exist.');
      if (contact.name !== undefined && !valid(contact)) return fail(400, 'Enter a name');
      state.contacts[index] = { ...current, ...contact, id: current.id };
      return ok(state.contacts[index]);
    }),
    mock.post(`${base}/remove-contact`, async ({ request }) => {
      const { contactId } = await bodyOf<{ contactId: string }>(request);
      if (!state.contacts.some((c) => c.id === contactId))
        return fail(404, 'Requested contact does not exist.');
      state.contacts = state.contacts.filter((c) => c.id !== contactId);
      state.user.starred = state.user.starred.filter((id) => id !== contactId);
      return ok({ contactId });
    }),
    mock.post(`${base}/toggle-starred`, async ({ request }) => {
      const { contactId } = await bodyOf<{ contactId: string }>(request);
      if (!contactId || !state.contacts.some((c) => c.id === contactId))
        return fail(404, 'Requested contact does not exist.');
      const starred = state.user.starred.includes(contactId);
      state.user.starred = starred
        ? state.user.starred.filter((id) => id !== contactId)
        : [...state.user.starred, contactId];
      return ok(state.user);
    }),
  ];
}
