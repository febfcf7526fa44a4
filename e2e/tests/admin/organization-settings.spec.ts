import { expectNoSeriousViolations } from '../../fixtures/axe';
import { DEMO_BUREAU, inDarkTheme, mainNavigation, signIn, USERS, uniqueRunId } from '../../fixtures/demo';
import { expect as baseExpect, type Page, test } from '../../fixtures/test';

// Issue 17: the organisation page's General and Navigation tabs, and a new organisation, as ops (110).

// Each step waits for what the page shows; on a loaded machine a page and its chunks can take a while, so
// the waits are long (they only run out when something is wrong). Nothing here asserts a duration.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 300_000 });
const ORGANIZATION_PAGE = '/app/organization/manageOrganization';
const CUSTOMERS_PAGE = '/app/bankRec/clientList';
const CUSTOMER = 'B&J-01';

async function openGeneral(page: Page) {
  await page.goto(ORGANIZATION_PAGE);
  await expect(page.getByRole('form', { name: 'General settings' })).toBeVisible();
}

async function saveGeneral(page: Page) {
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/organization/settings' && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Organisation settings saved.')).toBeVisible();
}

/** The signed-in page's own API call (its bearer token), for putting shared demo state back. */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ([m, p, b]) => {
      const token = localStorage.getItem('jwt_access_token');
      const res = await fetch(p as string, {
        method: m as string,
        headers: { Authorization: `Bearer ${token}`, ...(b ? { 'Content-Type': 'application/json' } : {}) },
        body: b ? JSON.stringify(b) : undefined,
      });
      if (!res.ok) throw new Error(`${m} ${p}: ${res.status}`);
      return res.json();
    },
    [method, path, body] as const,
  );
}

/**
 * Later specs share this demo organisation: whatever a test here changes (allow-delete, the menu) is put
 * back through the API even when the test fails half-way.
 */
async function restoreDemoOrganization(page: Page) {
  const { general } = (await callApi(page, 'GET', '/api/organization/settings')) as {
    general: Record<string, unknown>;
  };
  if (general.allowDelete !== true) {
    await callApi(page, 'PUT', '/api/organization/settings', { ...general, allowDelete: true });
  }
  await callApi(page, 'POST', '/api/organization/menu/reset');
}

test.describe('organisation settings (issue 17)', () => {
  test('turning allow-delete off takes the delete icon away from an open customer list, and back', async ({
    page,
    browser,
  }) => {
    // A bank-rec clerk has the customer list open in another browser.
    const other = await browser.newContext();
    const clerk = await other.newPage();
    await signIn(clerk, USERS.bankrec);
    await clerk.goto(CUSTOMERS_PAGE);
    const deleteIcon = clerk.getByRole('button', { name: `Delete customer ${CUSTOMER}` });
    await expect(deleteIcon).toBeVisible();

    await signIn(page, USERS.ops);
    try {
      await mainNavigation(page).getByRole('link', { name: 'Organizations', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${ORGANIZATION_PAGE}$`));
      const allow = page.getByRole('switch', { name: 'Allow deleting customers and employers' });
      await expect(allow).toBeChecked();
      await allow.uncheck();
      await saveGeneral(page);
      // Without a reload: the saved change reaches the clerk's open tab.
      await expect(deleteIcon).toHaveCount(0);
      await clerk.getByRole('button', { name: `Edit customer ${CUSTOMER}` }).click();
      const edit = clerk.getByRole('dialog', { name: 'Edit Customer' });
      await expect(edit.getByLabel('Customer Name')).toBeVisible();
      await expect(edit.getByRole('button', { name: /^Delete customer/ })).toHaveCount(0);
      await edit.getByRole('button', { name: 'Cancel' }).click();

      await allow.check();
      await saveGeneral(page);
      await expect(deleteIcon).toBeVisible();
    } finally {
      await restoreDemoOrganization(page);
      await other.close();
    }
  });

  test('the idle sign-out is checked as typed, saved, and read by members', async ({ page }) => {
    await signIn(page, USERS.ops);
    await openGeneral(page);
    const signOut = page.getByLabel('Sign out after (minutes idle)');
    const warn = page.getByLabel('Warn before (minutes)');
    await expect(signOut).toHaveValue('10');
    await expect(warn).toHaveValue('2');
    await signOut.fill('15');
    await warn.fill('20');
    await expect(page.getByText('Minutes from 0 to 60')).toHaveCount(0);
    await expect(page.getByText('The warning must start before the sign-out')).toBeVisible();
    await warn.fill('3');
    await expect(page.getByText('The warning must start before the sign-out')).toHaveCount(0);
    await saveGeneral(page);
    const idle = await page.evaluate(async () => {
      const token = localStorage.getItem('jwt_access_token');
      const res = await fetch('/api/rec/items/agent/idleTimeout', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return res.json();
    });
    expect(idle).toEqual({ idleLogOut: 15, remainingTime: 3 });
    // After a reload the form shows what is stored; then back to spec §9's defaults.
    await page.reload();
    await expect(signOut).toHaveValue('15');
    await signOut.fill('10');
    await warn.fill('2');
    await saveGeneral(page);
  });

  test('a stricter customer id pattern says how many existing ids it leaves out', async ({ page }) => {
    await signIn(page, USERS.ops);
    await openGeneral(page);
    const pattern = page.getByLabel('Customer id pattern');
    await expect(page.getByTestId('pattern-impact')).toContainText(
      'existing customer and employer ids match',
    );
    await pattern.fill('[A-M][A-Z0-9]*');
    await expect(page.getByTestId('pattern-impact')).toContainText('would not match');
    await pattern.fill('[A-Z');
    await expect(page.getByText('This is not a valid regular expression')).toBeVisible();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(pattern).not.toHaveValue('[A-Z');
  });

  test('editing a menu entry changes the side navigation; the default menu comes back', async ({ page }) => {
    await signIn(page, USERS.ops);
    try {
      await editMenuAndReset(page);
    } finally {
      await restoreDemoOrganization(page);
    }
  });

  async function editMenuAndReset(page: Page) {
    await page.goto(`${ORGANIZATION_PAGE}?tab=navigation`);
    const nav = mainNavigation(page);
    await expect(nav.getByRole('link', { name: 'Reports', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Reports', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Reports' });
    await dialog.getByLabel('Title').fill('Month-end Reports');
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Move it to the top of its group.
    // Up until it is first: the button turns disabled there (a bounded loop, never a hang).
    const up = page.getByRole('button', { name: 'Move Month-end Reports up' });
    for (let i = 0; i < 20 && (await up.isEnabled()); i += 1) await up.click();
    await expect(up).toBeDisabled();
    await page.getByRole('button', { name: 'Save menu' }).click();
    await expect(page.getByText('Menu saved for every member.')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Month-end Reports', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);

    // A link to a page the app does not have cannot be saved.
    await page.getByRole('button', { name: 'Add entry' }).click();
    const add = page.getByRole('dialog', { name: 'Add an entry' });
    await add.getByLabel('Title').fill('Somewhere');
    await add.getByRole('combobox', { name: 'Page' }).fill('/app/nowhere');
    await add.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('menu-problems')).toContainText(
      'Somewhere: /app/nowhere is not a page of the app',
    );
    await expect(page.getByRole('button', { name: 'Save menu' })).toBeDisabled();
    await page.getByRole('button', { name: 'Discard changes' }).click();

    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page
      .getByRole('dialog', { name: 'Put back the default menu?' })
      .getByRole('button', { name: 'Reset menu' })
      .click();
    await expect(page.getByText('Default menu restored.')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reports', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Month-end Reports', exact: true })).toHaveCount(0);
  }

  test('ops creates an organisation of both kinds and switches to it', async ({ page }) => {
    const name = `Lakeside Payroll ${uniqueRunId()}`;
    await signIn(page, USERS.ops);
    await openGeneral(page);
    await page.getByRole('button', { name: 'New organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'New organization' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('radio', { name: 'Both: bank reconciliation and employer funds' }).check();
    await dialog.getByRole('button', { name: 'Create organization' }).click();
    await expect(
      page.getByText(`${name} was created. Switch to it from the organisation list.`),
    ).toBeVisible();

    await page.getByRole('button', { name: `Organisation: ${DEMO_BUREAU}` }).click();
    await page.getByRole('menuitemradio', { name }).click();
    await expect(page.getByRole('button', { name: `Organisation: ${name}` })).toBeVisible();
    const nav = mainNavigation(page);
    await expect(nav.getByText('Bank Reconciliation', { exact: true })).toBeVisible();
    await expect(nav.getByText('Employer Funds', { exact: true })).toBeVisible();
    await openGeneral(page);
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByTestId('pattern-impact')).toHaveText('No customer or employer ids yet.');

    // Back to the bureau, where ops's later sign-ins start.
    await page.getByRole('button', { name: `Organisation: ${name}` }).click();
    await page.getByRole('menuitemradio', { name: DEMO_BUREAU }).click();
    await expect(page.getByRole('button', { name: `Organisation: ${DEMO_BUREAU}` })).toBeVisible();
  });

  test('screenshots at 1440 and 390, light and dark', async ({ page }) => {
    test.slow();
    await signIn(page, USERS.ops);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const tab of ['general', 'navigation']) {
        await page.goto(`${ORGANIZATION_PAGE}?tab=${tab}`);
        const ready =
          tab === 'general'
            ? page.getByRole('form', { name: 'General settings' })
            : page.getByRole('list', { name: 'Navigation menu' });
        await expect(ready).toBeVisible();
        await page.screenshot({
          path: `.artifacts/screens/organization-${tab}-${width}-light.png`,
          fullPage: true,
        });
        await expectNoSeriousViolations(page, `organization ${tab} ${width} light`);
        await inDarkTheme(page, async () => {
          await expect(ready).toBeVisible();
          await page.screenshot({
            path: `.artifacts/screens/organization-${tab}-${width}-dark.png`,
            fullPage: true,
          });
          await expectNoSeriousViolations(page, `organization ${tab} ${width} dark`);
        });
      }
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${ORGANIZATION_PAGE}?tab=navigation`);
    await page.getByRole('button', { name: 'Edit Reports', exact: true }).click();
    await expectNoSeriousViolations(page, 'menu entry dialog');
    await page.screenshot({ path: '.artifacts/screens/organization-entry-1440-light.png' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'New organization' }).click();
    await page.screenshot({ path: '.artifacts/screens/organization-new-1440-light.png' });
  });
});
