import { monthsBack } from '../../fixtures/clock';
import {
  BANK_ACCOUNTS,
  fillLogin,
  inDarkTheme,
  signInAndOpen,
  USERS,
  uniqueRunId,
} from '../../fixtures/demo';
import { type Browser, expect, type Page, test } from '../../fixtures/test';
import { chooseOption, pickCustomer, SEARCH_LEDGER_PATH } from '../bank-rec/helpers';

/**
 * Month-end close (issue 16) with two people in two browser contexts: the preparer signs off a demo
 * account's month on My Reconciliation Tasks, the reviewer watching the month-end board sees its card move
 * to Ready for review live and certifies it there; the month is then locked (a back-dated entry is
 * refused with the month's name) until the reviewer reopens it with a reason, which tells them both.
 */
const MY_TASKS = '/app/bankRec/workflow';
const WORKFLOW = '/app/rPRec/rPRecWf';
const BOARD = '/app/rPRec/rPRecKa/1';
const boardList = (page: Page, name: string) =>
  page.locator(`[data-testid="board-list"][data-list-name="${name}"]`);
const taskCard = (page: Page, listName: string) =>
  boardList(page, listName).locator(`[data-testid="board-card"][data-card-name="Tax Impound · ${MONTH}"]`);
const REVIEWER = 'reviewer@demo.test';
const SHOTS = 'test-results/workflow';
/** A move re-reads the reconciliation statement (a second or two; more on a busy 2-core machine). */
const STATEMENT_MS = 30_000;

/** 'November 2026', as the lock's message names a month. */
const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Last month on the servers' clock: the demo statements cover it whole. */
const MONTH = monthsBack(1);
const taskRow = (page: Page) => page.getByTestId(`task-${BANK_ACCOUNTS.taxImpound}-${MONTH}`).first();
const taskDialog = (page: Page) => page.getByRole('dialog', { name: /^Tax Impound/ });

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await fillLogin(page, email, 'Clearline-demo-1');
  await page.waitForURL('**/app/**');
  await page.goto(path);
  return page;
}

async function openTask(page: Page): Promise<void> {
  await taskRow(page).getByRole('button').first().click();
  await expect(taskDialog(page).getByTestId('task-state')).toBeVisible({ timeout: 20_000 });
}

async function agentNotices(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByRole('heading', { name: 'Agent notifications' })).toBeVisible();
  const text = (await drawer.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

test.describe('month-end close: sign-off, certification, lock and reopen', () => {
  // Three people, an import and two themes in one story: about a minute on a quiet machine, past three
  // when the two cores are shared with other work.
  test.setTimeout(300_000);

  test('the preparer signs off, the reviewer certifies, the month refuses a late entry until it is reopened', async ({
    browser,
  }) => {
    const preparer = await signedIn(browser, USERS.bankrec, MY_TASKS);
    const toPrepare = preparer.getByRole('region', { name: 'To prepare' });
    await expect(toPrepare.getByTestId(`task-${BANK_ACCOUNTS.taxImpound}-${MONTH}`)).toContainText(
      'Not started',
      {
        timeout: 30_000,
      },
    );
    await preparer.screenshot({ path: `${SHOTS}/my-tasks-1440-light.png`, fullPage: true });
    // The reviewer watches the month-end board while the preparer works.
    const reviewer = await signedIn(browser, REVIEWER, BOARD);
    await expect(taskCard(reviewer, 'Not started')).toBeVisible({ timeout: 30_000 });
    await openTask(preparer);
    const dialog = taskDialog(preparer);
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(dialog.getByTestId('task-state')).toHaveText('In preparation', { timeout: STATEMENT_MS });
    await expect(dialog.getByRole('group', { name: 'Figures' })).toContainText('Unexplained difference');
    await expect(dialog.getByRole('link', { name: 'Reconciliation statement' })).toHaveAttribute(
      'href',
      `/app/bankRec/Reports?report=reconciliation-statement&accountId=${BANK_ACCOUNTS.taxImpound}&month=${MONTH}`,
    );
    await dialog.getByRole('button', { name: 'Sign off' }).click();
    await expect(dialog.getByTestId('task-state')).toHaveText('Ready for review', { timeout: STATEMENT_MS });
    await preparer.screenshot({ path: `${SHOTS}/task-dialog-1440-light.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The card moved on the reviewer's board without a reload; the reviewer certifies it from there.
    const ready = taskCard(reviewer, 'Ready for review');
    await expect(ready).toBeVisible({ timeout: 30_000 });
    await ready.getByRole('button', { name: `Actions for Tax Impound · ${MONTH}` }).click();
    await reviewer.getByRole('menuitem', { name: 'Move to Certified' }).click();
    await expect(taskCard(reviewer, 'Certified')).toBeVisible({ timeout: STATEMENT_MS });

    await reviewer.goto(WORKFLOW);
    await expect(taskRow(reviewer)).toContainText('Certified', { timeout: 30_000 });
    await reviewer.screenshot({ path: `${SHOTS}/rPRecWf-1440-light.png`, fullPage: true });

    // The month is locked: the preparer's back-dated entry is refused, naming the month and the way out.
    await preparer.goto(SEARCH_LEDGER_PATH);
    await preparer.getByRole('button', { name: 'Add Transaction' }).click();
    const add = preparer.getByRole('dialog', { name: 'Add Ledger Transaction' });
    await pickCustomer(preparer, add, 'B&J', 'B&J-01');
    await chooseOption(preparer, add, 'Account', 'Federal Tax');
    await add.getByLabel('Tax Code').fill('941');
    await chooseOption(preparer, add, 'Tax Type', 'Federal');
    await add.getByLabel('Transaction Date').fill(`${MONTH}-20`);
    await add.getByLabel('Amount').fill('-43.21');
    await add.getByRole('textbox', { name: 'Details' }).fill(`Late correction ${uniqueRunId()}`);
    await chooseOption(preparer, add, 'Transaction Type', '455');
    await chooseOption(preparer, add, 'Quarter', 'Current Quarter');
    await add.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(add.getByTestId('locked-month')).toHaveText(
      `Tax Impound · ${monthLabel(MONTH)} is certified and locked. Reopen it to change it.`,
      { timeout: 30_000 },
    );
    await preparer.screenshot({ path: `${SHOTS}/locked-entry-1440-light.png` });
    await add.getByRole('button', { name: 'Cancel' }).click();

    // The reviewer reopens it with a reason: back in preparation, both told, the reason in the history.
    await openTask(reviewer);
    const task = taskDialog(reviewer);
    await task.getByRole('button', { name: 'Reopen' }).click();
    await expect(task.getByRole('button', { name: 'Reopen' })).toBeDisabled();
    await task.getByLabel('Why the month is reopened').fill('The bank posted a late correction');
    await task.getByRole('button', { name: 'Reopen' }).click();
    await expect(task.getByTestId('task-state')).toHaveText('In preparation', { timeout: STATEMENT_MS });
    // The history comes with the task's figures, read again after the move (slow on a busy machine).
    await expect(task.getByRole('region', { name: 'History' })).toContainText('Reopened', {
      timeout: STATEMENT_MS,
    });
    await expect(task.getByRole('region', { name: 'History' })).toContainText(
      'The bank posted a late correction',
    );
    await task.getByRole('button', { name: 'Close' }).click();
    await expect(taskRow(reviewer)).toContainText('In preparation', { timeout: 30_000 });
    for (const person of [reviewer, preparer]) {
      await expect
        .poll(() => agentNotices(person), { timeout: 30_000 })
        .toContain(`Tax Impound ${MONTH} was reopened and is back in preparation`);
    }

    // Look at the pages: a phone and the dark theme.
    await reviewer.setViewportSize({ width: 390, height: 844 });
    await reviewer.screenshot({ path: `${SHOTS}/rPRecWf-390-light.png`, fullPage: true });
    await preparer.goto(MY_TASKS);
    await preparer.setViewportSize({ width: 390, height: 844 });
    await expect(preparer.getByRole('region', { name: 'To prepare' })).toBeVisible();
    await preparer.screenshot({ path: `${SHOTS}/my-tasks-390-light.png`, fullPage: true });
    await inDarkTheme(reviewer, async () => {
      await reviewer.screenshot({ path: `${SHOTS}/rPRecWf-390-dark.png`, fullPage: true });
      await reviewer.setViewportSize({ width: 1440, height: 900 });
      await expect(taskRow(reviewer)).toBeVisible();
      await reviewer.screenshot({ path: `${SHOTS}/rPRecWf-1440-dark.png`, fullPage: true });
      await openTask(reviewer);
      await reviewer.screenshot({ path: `${SHOTS}/task-dialog-1440-dark.png` });
      await taskDialog(reviewer).getByRole('button', { name: 'Close' }).click();
    });
    await inDarkTheme(preparer, async () => {
      await preparer.screenshot({ path: `${SHOTS}/my-tasks-390-dark.png`, fullPage: true });
    });
  });
});

test('management chooses to lock a month at sign-off, per area, and the choice stays', async ({ page }) => {
  await signInAndOpen(page, WORKFLOW, USERS.ops);
  const locks = page.getByRole('region', { name: 'Period locks' });
  const bankRec = locks.getByRole('switch', { name: 'Bank reconciliation: lock at sign-off' });
  await expect(bankRec).not.toBeChecked({ timeout: 30_000 });
  // The switch follows the server's answer: click, then wait for it (check() wants the state at once).
  await bankRec.click();
  await expect(bankRec).toBeChecked();
  await page.reload();
  await expect(bankRec).toBeChecked({ timeout: 30_000 });
  await expect(locks.getByRole('switch', { name: 'Employer funds: lock at sign-off' })).not.toBeChecked();
  await page.screenshot({ path: `${SHOTS}/period-locks-1440-light.png` });
  await bankRec.click();
  await expect(bankRec).not.toBeChecked();
});
