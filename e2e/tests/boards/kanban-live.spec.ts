import { expectNoSeriousViolations } from '../../fixtures/axe';
import { inDarkTheme, signIn, USERS } from '../../fixtures/demo';
import { type Browser, expect, type Locator, type Page, test } from '../../fixtures/test';

/**
 * Issue 16: two people on one board. One drags a card with the mouse and moves another with the
 * keyboard; the other sees both moves without reloading.
 */
const SHOTS = '.artifacts/screens/boards';

async function openAs(browser: Browser, email: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(path);
  return page;
}

const list = (page: Page, name: string) =>
  page.locator(`[data-testid="board-list"][data-list-name="${name}"]`);
const card = (scope: Page | Locator, name: string) =>
  scope.locator(`[data-testid="board-card"][data-card-name="${name}"]`);

async function addList(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add a list' }).click();
  await page.getByLabel('List name').fill(name);
  await page.getByLabel('List name').press('Enter');
  await expect(list(page, name)).toBeVisible();
}

async function addCard(page: Page, listName: string, name: string) {
  await list(page, listName).getByRole('button', { name: 'Add a card' }).click();
  await page.getByLabel('Card title').fill(name);
  await page.getByLabel('Card title').press('Enter');
  await expect(card(list(page, listName), name)).toBeVisible();
}

/** A mouse drag in small steps (dnd-kit starts a drag after the pointer moves 6 px). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + 12);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + 16, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 80, { steps: 20 });
  await page.mouse.move(b.x + b.width / 2, b.y + 84, { steps: 2 });
  await page.mouse.up();
}

test('two people on one board: a mouse drag and a keyboard move reach the other live', async ({
  browser,
}) => {
  const preparer = await openAs(browser, USERS.bankrec, '/app/bankRec/kanban');
  await expect(preparer.getByRole('heading', { level: 1, name: 'Month-end close' })).toBeVisible();
  await preparer.getByRole('button', { name: 'New board' }).click();
  await expect(preparer).toHaveURL(/board=\d+/);
  const number = new URL(preparer.url()).searchParams.get('board');
  await addList(preparer, 'To do');
  await addList(preparer, 'Done');
  await addCard(preparer, 'To do', 'Tie out the tax impound');
  await addCard(preparer, 'To do', 'Review payroll clearing');

  const reviewer = await openAs(browser, USERS.ops, `/app/rPRec/rPRecKa/${number}`);
  await expect(card(list(reviewer, 'To do'), 'Review payroll clearing')).toBeVisible();

  // The mouse: the first card onto Done.
  const moved = preparer.waitForResponse((r) => r.url().includes('/move') && r.request().method() === 'POST');
  await drag(preparer, card(preparer, 'Tie out the tax impound'), list(preparer, 'Done'));
  expect((await moved).status()).toBe(200);
  await expect(card(list(reviewer, 'Done'), 'Tie out the tax impound')).toBeVisible();
  await expect(card(list(reviewer, 'To do'), 'Tie out the tax impound')).toHaveCount(0);

  // The keyboard: lift with Space, one list to the right, drop with Space.
  const keyed = preparer.waitForResponse((r) => r.url().includes('/move') && r.request().method() === 'POST');
  await preparer.getByRole('button', { name: /^Move Review payroll clearing/ }).focus();
  // dnd-kit's live region says what happens (what a screen reader hears); each key waits for it.
  const announced = preparer.locator('[id^="DndLiveRegion"]');
  await preparer.keyboard.press('Space');
  await expect(announced).toHaveText(
    /^(Picked up Review payroll clearing|Review payroll clearing is over list To do)\.$/,
  );
  await preparer.keyboard.press('ArrowRight');
  await expect(announced).toHaveText('Review payroll clearing is over list Done.');
  await preparer.keyboard.press('Space');
  expect((await keyed).status()).toBe(200);
  await expect(card(list(reviewer, 'Done'), 'Review payroll clearing')).toBeVisible();
  await expect(list(reviewer, 'To do').locator('[data-testid="board-card"]')).toHaveCount(0);

  // Card details, then what the board looks like, wide and on a phone, light and dark.
  await card(reviewer, 'Review payroll clearing')
    .getByRole('button', { name: 'Review payroll clearing', exact: true })
    .click();
  const dialog = reviewer.getByRole('dialog');
  await dialog.getByLabel('Write a comment').fill('Cleared on the 3rd; ties to the statement.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Cleared on the 3rd; ties to the statement.')).toBeVisible();
  await reviewer.screenshot({ path: `${SHOTS}/card-dialog-1440.png` });
  await expectNoSeriousViolations(reviewer, 'card dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await reviewer.screenshot({ path: `${SHOTS}/board-1440-light.png` });
  await expectNoSeriousViolations(reviewer, 'board');
  await inDarkTheme(reviewer, async () => {
    await reviewer.mouse.move(700, 700);
    await reviewer.screenshot({ path: `${SHOTS}/board-1440-dark.png` });
    await expectNoSeriousViolations(reviewer, 'dark board');
    await reviewer.setViewportSize({ width: 390, height: 844 });
    await expect(list(reviewer, 'Done')).toBeAttached();
    await reviewer.screenshot({ path: `${SHOTS}/board-390-dark.png` });
  });
  await reviewer.mouse.move(200, 700);
  await reviewer.screenshot({ path: `${SHOTS}/board-390-light.png` });
});

test("board 1's task cards move by the workflow's rules: a refused move says why and the card stays", async ({
  browser,
}) => {
  const preparer = await openAs(browser, USERS.bankrec, '/app/bankRec/kanban');
  await expect(preparer.getByRole('heading', { level: 1, name: 'Month-end close' })).toBeVisible();
  const waiting = list(preparer, 'Not started').locator('[data-testid="board-card"]').first();
  const name = (await waiting.getAttribute('data-card-name')) ?? '';
  await preparer.screenshot({ path: `${SHOTS}/reconciliation-board-1440.png` });
  await expectNoSeriousViolations(preparer, 'reconciliation board');

  await waiting.getByRole('button', { name: `Actions for ${name}` }).click();
  await preparer.getByRole('menuitem', { name: 'Move to Certified' }).click();
  await expect(preparer.getByText('A task cannot go from not started to certified')).toBeVisible();
  await expect(card(list(preparer, 'Not started'), name)).toBeVisible();

  await card(list(preparer, 'Not started'), name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await preparer.getByRole('menuitem', { name: 'Move to In preparation' }).click();
  await expect(card(list(preparer, 'In preparation'), name)).toBeVisible();
  await expect(card(list(preparer, 'Not started'), name)).toHaveCount(0);
});
