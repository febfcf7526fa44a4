import { DEMO_BUREAU, openAccountMenu, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';
import { openActivity, operatingStatement, progressOf, uploadAndSettle } from './import-page';

const WAGE_ACCESS = 'Demo Wage Access';
const BLOCKED =
  'Files are currently importing. Please wait until the imports have completed to switch tenants.';
const ACTIVITY_API = '**/api/bankRec/items/fileActivityLogs?*';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const unread = async (page: Page) =>
  Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

function entry(id: string, fileName: string, status: string, msg: string, minutesAgo: number) {
  return {
    _id: id,
    fileName,
    msg,
    errorFlag: false,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    status,
    kind: 'statement',
    format: 'bai2',
    counts: { imported: 0, updated: 0, unchanged: 0, warnings: 0, errors: 0 },
    createdBy: '',
    createdByName: null,
    firstIssue: null,
  };
}

test.describe('file imports: notifications drawer and tenant switch', () => {
  test('a completed import raises the count; the drawer lists the file imports and clears it', async ({
    page,
  }) => {
    await signIn(page, USERS.bankrec);
    await openActivity(page);
    const before = await unread(page);
    const file = operatingStatement({ lines: 2 });
    await uploadAndSettle(page, file.fileName, file.content);
    await expect(progressOf(page, file.fileName)).toHaveAttribute('data-status', 'Completed');
    await expect.poll(() => unread(page)).toBe(before + 1);

    await bell(page).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const imports = drawer.getByRole('list', { name: 'File imports' });
    await expect(imports.getByTestId('drawer-activity').first()).toContainText(file.fileName);
    await expect(imports.getByTestId('drawer-activity').first()).toContainText('2 records imported');
    await expect(drawer.getByRole('heading', { name: 'Agent notifications' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('an import In Progress in the activity log comes first in the drawer and blocks the tenant switch', async ({
    page,
  }) => {
    let running = true;
    await page.route(ACTIVITY_API, async (route) => {
      const data = [
        entry(
          '00000000-0000-4000-8000-000000000001',
          'done-earlier.bai2',
          'Completed',
          '4 records imported',
          1,
        ),
        ...(running
          ? [
              entry(
                '00000000-0000-4000-8000-000000000002',
                'still-running.bai2',
                'In Progress',
                'still-running.bai2: In Progress',
                5,
              ),
            ]
          : [
              entry(
                '00000000-0000-4000-8000-000000000002',
                'still-running.bai2',
                'Completed',
                '7 records imported',
                5,
              ),
            ]),
      ];
      await route.fulfill({ json: { data, total: data.length } });
    });
    await signIn(page, USERS.ops);

    await bell(page).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const items = drawer.getByTestId('drawer-activity');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('still-running.bai2');
    await expect(items.first()).toHaveAttribute('data-tone', 'progress');
    await expect(items.first().getByRole('progressbar')).toBeVisible();
    await expect(items.nth(1)).toContainText('done-earlier.bai2');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Organisation: ${DEMO_BUREAU}` }).click();
    await page.getByRole('menuitemradio', { name: WAGE_ACCESS }).click();
    const alert = page.getByRole('alertdialog', { name: 'Alert' });
    await expect(alert).toContainText(BLOCKED);
    await alert.getByRole('button', { name: 'Ok' }).click();
    await expect(alert).toHaveCount(0);

    // The log says it is done: the block is cleared and the switch goes through (and back).
    running = false;
    await page.reload();
    await expect(bell(page)).toBeVisible();
    await page.getByRole('button', { name: `Organisation: ${DEMO_BUREAU}` }).click();
    await page.getByRole('menuitemradio', { name: WAGE_ACCESS }).click();
    await expect(page.getByRole('button', { name: `Organisation: ${WAGE_ACCESS}` })).toBeVisible();
    await openAccountMenu(page);
    await page.getByRole('menuitemradio', { name: DEMO_BUREAU }).click();
    await expect(page.getByRole('button', { name: `Organisation: ${DEMO_BUREAU}` })).toBeVisible();
  });
});
