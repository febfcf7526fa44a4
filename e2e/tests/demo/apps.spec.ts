import { signIn, USERS } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import { boardCards, boardList, collectErrors, drag, openDemo } from './demo-helpers';

/**
 * Issue 20 item 2: each demo app's main action works against the in-browser mock backend, signed in as
 * management (the demo routes' role), without a browser error.
 */
// Each test signs in and loads the demo chunks in a fresh page: slow on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

let errors: string[] = [];
test.beforeEach(async ({ page }) => {
  errors = collectErrors(page);
  await signIn(page, USERS.ops);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('mail: the bare path opens the inbox; a composed mail is sent and shows under Sent', async ({
  page,
}) => {
  await openDemo(page, '/apps/mail', 'Mail');
  await expect(page).toHaveURL(/\/apps\/mail\/inbox$/);
  await expect(page.getByRole('list', { name: 'Inbox messages' }).getByRole('link')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Compose' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByLabel('To').fill('auditor@example.com');
  await dialog.getByLabel('Subject').fill('March statement reconciled');
  await dialog.getByLabel('Message').fill('All accounts are at a zero difference.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your mail was sent')).toBeVisible();
  await page.getByRole('link', { name: 'Sent' }).click();
  await expect(page).toHaveURL(/\/apps\/mail\/sent$/);
  const sent = page.getByRole('list', { name: 'Sent messages' }).getByRole('link').first();
  await expect(sent).toContainText('March statement reconciled');
  await sent.click();
  await expect(page.getByRole('article', { name: 'March statement reconciled' })).toContainText(
    'zero difference',
  );
});

test('to-do: the bare path opens all; a new task is added; label and filter routes list theirs', async ({
  page,
}) => {
  await openDemo(page, '/apps/todo', 'To-Do');
  await expect(page).toHaveURL(/\/apps\/todo\/all$/);
  await page.getByRole('button', { name: 'Add task' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Title').fill('Call the bank about the March fee');
  await dialog.getByRole('button', { name: 'API' }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Task added')).toBeVisible();
  const tasks = page.getByRole('list', { name: 'All tasks' });
  await expect(tasks.getByText('Call the bank about the March fee')).toBeVisible();
  await page.getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/apps\/todo\/label\/api$/);
  await expect(
    page.getByRole('list', { name: 'API tasks' }).getByText('Call the bank about the March fee'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Starred' }).click();
  await expect(page).toHaveURL(/\/apps\/todo\/filter\/starred$/);
  await expect(
    page.getByRole('list', { name: 'Starred tasks' }).getByText('Call the bank about the March fee'),
  ).toHaveCount(0);
});

test('scrumboard: a card dragged to another list lands there, and a card edit is saved', async ({ page }) => {
  await openDemo(page, '/apps/scrumboard', 'Scrumboard');
  await expect(page).toHaveURL(/\/apps\/scrumboard\/boards$/);
  await page.getByRole('link', { name: 'ACME Frontend Application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ACME Frontend Application' })).toBeVisible();
  const from = boardList(page, 'New');
  const to = boardList(page, 'Complete');
  const moving = boardCards(from).first();
  const name = await moving.getAttribute('data-card-name');
  const before = await boardCards(to).count();
  await drag(page, moving, to);
  await expect(boardCards(to)).toHaveCount(before + 1);
  await expect(to.locator(`[data-card-name="${name}"]`)).toBeVisible();
  await expect(from.locator(`[data-card-name="${name}"]`)).toHaveCount(0);

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Open card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Card' });
  await dialog.getByLabel('Name').fill('Ship the login page');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(to.locator('[data-card-name="Ship the login page"]')).toBeVisible();
});

test('e-commerce: a product is edited and saved; an order shows its status history newest first', async ({
  page,
}) => {
  await openDemo(page, '/apps/e-commerce', 'Products');
  await expect(page).toHaveURL(/\/apps\/e-commerce\/products$/);
  const products = page.getByRole('table', { name: 'Products' });
  await expect(products.getByRole('row')).toHaveCount(21);
  await products.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/apps\/e-commerce\/products\/product-01\//);
  await page.getByLabel('Name').fill('Ledger Book Deluxe');
  await page.getByLabel('Price (tax excluded)').fill('20');
  await expect(page.getByText('With 10 % tax: $22.00')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
  await page.getByRole('link', { name: 'Products' }).first().click();
  await expect(products.getByRole('row', { name: /Ledger Book Deluxe/ })).toContainText('$22.00');

  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(21);
  await page.getByRole('table', { name: 'Orders' }).getByRole('link').first().click();
  const history = page.getByRole('list', { name: 'Status history, newest first' }).getByRole('listitem');
  await expect(history.first()).toBeVisible();
  const times = await history.evaluateAll((items) =>
    items.map((i) => Date.parse(i.querySelector('p')?.textContent ?? '')),
  );
  expect(times).toEqual([...times].sort((a, b) => b - a));
});

test('chat: opening a contact without a chat starts one, and a message is sent into it', async ({ page }) => {
  await openDemo(page, '/apps/chat', 'Chat');
  const contacts = page.getByRole('list', { name: 'Contacts' }).getByRole('button');
  await expect(contacts).toHaveCount(10);
  const stranger = contacts.last();
  const name = (await stranger.locator('.MuiListItemText-primary').textContent()) ?? '';
  await stranger.click();
  const chat = page.getByRole('region', { name: `Chat with ${name}` });
  await expect(chat.getByText('No messages yet. Say hello!')).toBeVisible();
  await chat.getByLabel('Type your message').fill('Is the March file in?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log', { name: 'Messages' })).toContainText('Is the March file in?');
  await expect(chat.getByLabel('Type your message')).toHaveValue('');
});

test('contacts, file manager, calendar and analytics answer from the mock', async ({ page }) => {
  await openDemo(page, '/apps/contacts', 'Contacts');
  await expect(page).toHaveURL(/\/apps\/contacts\/all$/);
  await expect(page.getByRole('table', { name: 'Contacts' }).getByRole('row')).toHaveCount(25);
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.getByRole('dialog', { name: 'New contact' }).getByLabel('First name').fill('Zelda');
  await page.getByRole('dialog', { name: 'New contact' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Contacts' }).getByRole('row')).toHaveCount(26);

  await openDemo(page, '/apps/file-manager', 'File Manager');
  const folder = page.getByRole('list', { name: 'Files' }).getByRole('link').first();
  const folderName = (await folder.textContent())?.replace(/Folder$/, '') ?? '';
  await folder.click();
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText(folderName);

  await openDemo(page, '/apps/calendar', 'Calendar');
  await page.getByRole('button', { name: 'Add event' }).click();
  await page.getByRole('dialog', { name: 'New event' }).getByLabel('Title').fill('Quarter close review');
  await page.getByRole('dialog', { name: 'New event' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Quarter close review' })).toBeVisible();

  await openDemo(page, '/apps/dashboards/analytics', 'Analytics Dashboard');
  await expect(page.getByRole('region', { name: 'Visitors', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '2015' }).click();
  await expect(page.getByText('Per month in 2015')).toBeVisible();
  await page.getByLabel('Period').click();
  await page.getByRole('option', { name: 'Last 90 days' }).click();
  await expect(page.getByRole('region', { name: 'Devices' })).toContainText('Last 90 days');
});
