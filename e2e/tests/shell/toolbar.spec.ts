import { accountButton, DEMO_BUREAU, openAccountMenu, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test, type WebSocketRoute } from '../../fixtures/test';

const WAGE_ACCESS = 'Demo Wage Access';
const BLOCKED =
  'Files are currently importing. Please wait until the imports have completed to switch tenants.';

/**
 * Passes the page's socket.io traffic through and lets the test push server events of its own, once
 * the page's socket has joined (the server's namespace-connect packet '40' has gone by).
 */
async function interceptSocket(page: Page): Promise<(event: string, payload: unknown) => Promise<void>> {
  let socket: WebSocketRoute | null = null;
  let connected = false;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      ws.send(message);
      if (typeof message === 'string' && message.startsWith('40')) connected = true;
    });
    socket = ws;
  });
  return async (event, payload) => {
    await expect.poll(() => connected, { message: 'the page socket connects' }).toBe(true);
    // engine.io message (4) carrying a socket.io event (2).
    (socket as WebSocketRoute | null)?.send(`42${JSON.stringify([event, payload])}`);
  };
}

/** ops lands on the management dashboard, which names the organisation in the account button. */
const organisationRegion = (page: Page) => accountButton(page);

/**
 * Makes the server's activity log agree with a pushed import: until the routes are removed, every load
 * of the log lists it In Progress. The page reloads the log on each status event and believes the log,
 * so an import that only the socket knows about is cleared as soon as that reload answers.
 */
async function listRunningImport(page: Page, entry: { _id: string; fileName: string }) {
  await page.route(/\/api\/bankRec\/items\/fileActivityLogs/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown[]; total: number };
    body.data.unshift({
      ...entry,
      msg: 'In Progress',
      errorFlag: false,
      createdAt: new Date().toISOString(),
      status: 'In Progress',
      kind: 'statement',
      format: 'bai2',
      counts: { imported: 0, updated: 0, unchanged: 0, warnings: 0, errors: 0 },
      createdBy: 'e2e',
      createdByName: null,
      firstIssue: null,
    });
    await route.fulfill({ response, json: { ...body, total: body.total + 1 } });
  });
}

test.describe('toolbar', () => {
  test('ops switches to Demo Wage Access and back', async ({ page }) => {
    await signIn(page, USERS.ops);
    await page.getByRole('button', { name: `Organisation: ${DEMO_BUREAU}` }).click();
    await page.getByRole('menuitemradio', { name: WAGE_ACCESS }).click();
    await expect(page.getByRole('button', { name: `Organisation: ${WAGE_ACCESS}` })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/rPRec\/rPRecD$/);
    await expect(organisationRegion(page)).toHaveAccessibleName(new RegExp(WAGE_ACCESS));
    await expect(accountButton(page)).toHaveAccessibleName(`Account: Olivia Parker, ${WAGE_ACCESS}`);

    // Back through the account menu's organisation list.
    await openAccountMenu(page);
    await page.getByRole('menuitemradio', { name: DEMO_BUREAU }).click();
    await expect(organisationRegion(page)).toHaveAccessibleName(new RegExp(DEMO_BUREAU));
    await expect(page.getByRole('button', { name: `Organisation: ${DEMO_BUREAU}` })).toBeVisible();
  });

  test('a running import blocks the switch with the Alert dialog; agent updates raise the count and a toast', async ({
    page,
  }) => {
    const push = await interceptSocket(page);
    const notificationsLoaded = page.waitForResponse((r) =>
      r.url().endsWith('/api/rec/items/agent/notification'),
    );
    await signIn(page, USERS.ops);
    const before = ((await (await notificationsLoaded).json()) as { unread: number }).unread;
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const unread = async () =>
      Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    await expect.poll(unread).toBe(before);

    // The events carry the server's whole payload: the page drops an event that does not parse.
    const running = { importId: 'e2e-import', fileName: 'operating.bai', errorFlag: false };
    await listRunningImport(page, { _id: running.importId, fileName: running.fileName });
    await push('showStatus', { ...running, status: 'In Progress', msg: 'In Progress', progress: 40 });
    await page.getByRole('button', { name: `Organisation: ${DEMO_BUREAU}` }).click();
    await page.getByRole('menuitemradio', { name: WAGE_ACCESS }).click();
    const alert = page.getByRole('alertdialog', { name: 'Alert' });
    await expect(alert).toContainText(BLOCKED);
    await expect(alert.getByRole('button')).toHaveText(['Ok']);
    await alert.getByRole('button', { name: 'Ok' }).click();
    await expect(alert).toHaveCount(0);
    await expect(organisationRegion(page)).toHaveAccessibleName(new RegExp(DEMO_BUREAU));

    // The import completes: the block is lifted and the count rises.
    // The server's log shows the file done from now on (the loads under way finish first).
    await page.unrouteAll({ behavior: 'wait' });
    await push('showStatus', { ...running, status: 'Completed', msg: '12 records imported', progress: 100 });
    await expect.poll(unread).toBe(before + 1);

    await push('updateFromAgent', {
      _id: 'e2e-1',
      updatedAt: new Date().toISOString(),
      details: 'Agent lost the SFTP connection.',
      dirty: true,
    });
    const toast = page.getByText('Agent lost the SFTP connection.');
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box && box.x > 700 && box.y < 200).toBe(true);
    await expect.poll(unread).toBe(before + 2);

    // Opening the drawer clears the count (and shows the server's list; the pushed test event is not stored).
    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.getByText('Nightly BAI2 pickup completed for 3 accounts.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAccessibleName('Notifications');
    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications');
  });

  test('the quick panel shows the bureau its bank-rec task list and the help names the user areas', async ({
    page,
  }) => {
    await signIn(page, USERS.bankrec);
    await page.getByRole('button', { name: 'Quick panel' }).click();
    const quick = page.getByRole('dialog', { name: 'Quick panel' });
    await expect(quick.getByRole('heading', { name: 'Bank Rec Tasks' })).toBeVisible();
    // Only tasks whose page (or dialog) exists are listed; a page task opens it and closes the panel.
    const tasks = quick.getByRole('link');
    const hrefs = await tasks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.every((href) => href.startsWith('/app/bankRec/'))).toBe(true);
    if (hrefs.length > 0) {
      await tasks.first().click();
      await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
      await expect(quick).toHaveCount(0);
      await page.getByRole('button', { name: 'Quick panel' }).click();
    }
    // A dialog task (Transfer Money, once its dialog is lent by the bank-rec feature) opens its dialog.
    const transfer = quick.getByRole('button', { name: 'Transfer Money' });
    if ((await transfer.count()) > 0) {
      await transfer.click();
      await expect(quick).toHaveCount(0);
      // The dialog's code is a lazy chunk: give it time on a busy machine.
      const title = page.getByRole('heading', { name: 'Transfer Money' });
      await expect(title).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(title).toHaveCount(0);
    } else {
      await page.keyboard.press('Escape');
    }

    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Help' });
    await expect(help.getByText('Bank reconciliation', { exact: true })).toBeVisible();
    await expect(help.getByText('Administration', { exact: true })).toHaveCount(0);
  });
});
