import { bodyOf, fail, type Handler, mock, newId, ok, queryOf } from './http';
import { daysAgo, FIRST_NAMES, LAST_NAMES, paragraph, pictureUrl, type Random, sentence } from './random';

export interface MailFolder {
  id: string;
  handle: string;
  title: string;
  icon: string;
}
export interface MailLabel {
  id: string;
  handle: string;
  title: string;
  color: string;
}
export interface MailPerson {
  name: string;
  email: string;
  avatar: string;
}
export interface Mail {
  id: string;
  from: MailPerson;
  to: { name: string; email: string }[];
  cc: string[];
  subject: string;
  content: string;
  date: string;
  attachments: { name: string; size: number; type: string }[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  folder: string;
  labels: string[];
}
export interface MailState {
  me: MailPerson;
  folders: MailFolder[];
  filters: MailFolder[];
  labels: MailLabel[];
  mails: Mail[];
}

const entry = (handle: string, title: string, icon: string): MailFolder => ({
  id: handle,
  handle,
  title,
  icon,
});

export function generateMail(random: Random, now: number): MailState {
  const me = { name: 'Abbott Keller', email: 'admin@clearline.demo', avatar: pictureUrl('AK', 200) };
  const folders = [
    entry('inbox', 'Inbox', 'inbox'),
    entry('sent', 'Sent', 'send'),
    entry('drafts', 'Drafts', 'drafts'),
    entry('spam', 'Spam', 'report'),
    entry('trash', 'Trash', 'delete'),
  ];
  const filters = [entry('starred', 'Starred', 'star'), entry('important', 'Important', 'label_important')];
  const labels = [
    { id: 'notes', handle: 'notes', title: 'Notes', color: 'blue' },
    { id: 'paypal', handle: 'paypal', title: 'Paypal', color: 'purple' },
    { id: 'invoices', handle: 'invoices', title: 'Invoices', color: 'green' },
    { id: 'amazon', handle: 'amazon', title: 'Amazon', color: 'orange' },
  ];
  const mails = Array.from({ length: 30 }, (_, i): Mail => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const folder = i < 18 ? 'inbox' : random.pick(['sent', 'drafts', 'spam', 'trash']);
    return {
      id: `mail-${i + 1}`,
      from: {
        name,
        email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
        avatar: pictureUrl(name, i * 23),
      },
      to: [{ name: me.name, email: me.email }],
      cc: [],
      subject: sentence(random, 3, 7).replace(/\.$/, ''),
      content: paragraph(random, 5),
      date: daysAgo(random, now, i * 0.7),
      attachments: random.bool(0.2)
        ? [{ name: 'statement.pdf', size: random.int(20, 900) * 1024, type: 'application/pdf' }]
        : [],
      starred: random.bool(0.25),
      important: random.bool(0.2),
      unread: random.bool(0.4),
      folder,
      labels: random.some(labels, random.int(0, 2)).map((l) => l.id),
    };
  });
  return { me, folders, filters, labels, mails };
}

/**
 * /api/mail-app: folders, filters and labels; the mails of one folder, filter or label (newest first,
 * optionally searched); one mail; sending (it lands in Sent); and flag or folder changes on some mails.
 */
export function mailHandlers(state: MailState, clock: () => number): Handler[] {
  const base = '/api/mail-app';
  return [
    mock.get(`${base}/folders`, () => ok(state.folders)),
    mock.get(`${base}/filters`, () => ok(state.filters)),
    mock.get(`${base}/labels`, () => ok(state.labels)),
    mock.get(`${base}/mails`, ({ request }) => {
      const query = queryOf(request);
      const filter = query.get('filter');
      const label = query.get('label');
      const folder = query.get('folder') ?? (filter || label ? null : 'inbox');
      const search = (query.get('search') ?? '').trim().toLowerCase();
      const found = state.mails.filter(
        (mail) =>
          (!folder || mail.folder === folder) &&
          (!label || mail.labels.includes(label)) &&
          (filter !== 'starred' || mail.starred) &&
          (filter !== 'important' || mail.important) &&
          (!search || `${mail.subject} ${mail.from.name} ${mail.content}`.toLowerCase().includes(search)),
      );
      return ok([...found].sort((a, b) => b.date.localeCompare(a.date)));
    }),
    mock.get(`${base}/mail`, ({ request }) => {
      const mail = state.mails.find((m) => m.id === queryOf(request).get('mailId'));
      return mail ? ok(mail) : fail(404, 'Requested mail does not exist.');
    }),
    mock.post(`${base}/send`, async ({ request }) => {
      const body = await bodyOf<{ to: string; cc: string; subject: string; content: string }>(request);
      const to = (body.to ?? '').split(/[,;\s]+/).filter(Boolean);
      if (to.length === 0 || to.some((address) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)))
        return fail(400, 'Enter the e-mail address of at least one recipient');
      const mail: Mail = {
        id: newId('mail'),
        from: state.me,
        to: to.map((email) => ({ name: email, email })),
        cc: (body.cc ?? '').split(/[,;\s]+/).filter(Boolean),
        subject: body.subject?.trim() || '(no subject)',
        content: body.content ?? '',
        date: new Date(clock()).toISOString(),
        attachments: [],
        starred: false,
        important: false,
        unread: false,
        folder: 'sent',
        labels: [],
      };
      state.mails.push(mail);
      return ok(mail);
    }),
    mock.post(`${base}/update-mails`, async ({ request }) => {
      const body = await bodyOf<{
        ids: string[];
        patch: Partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;
      }>(request);
      const ids = new Set(body.ids ?? []);
      const { starred, important, unread, folder, labels } = body.patch ?? {};
      if (folder !== undefined && !state.folders.some((f) => f.handle === folder))
        return fail(400, 'Unknown folder');
      const patch = Object.fromEntries(
        Object.entries({ starred, important, unread, folder, labels }).filter(([, v]) => v !== undefined),
      );
      const changed = state.mails.filter((m) => ids.has(m.id));
      for (const mail of changed) Object.assign(mail, patch);
      return ok(changed);
    }),
  ];
}
