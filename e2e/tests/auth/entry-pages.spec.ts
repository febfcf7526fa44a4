import AxeBuilder from '@axe-core/playwright';
import { accountButton, LANDING_PATH, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';

async function expectNoA11yViolations(page: Page) {
  // Colours caught mid-transition (a status chip turning green) read as low contrast: let them finish.
  // An animation cancelled meanwhile (its element replaced) rejects `finished`: it is over all the same.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('entry pages and routing', () => {
  test('/ goes to the login page, unknown paths to the 404 page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');

    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/pages\/errors\/error-404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('a signed-out visitor of the landing page is sent to the login page', async ({ page }) => {
    await page.goto(LANDING_PATH);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password validates the address and confirms without saying whether it exists', async ({
    page,
  }) => {
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill('abc');
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect(page.getByText('Min character length is 4')).toBeVisible();

    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for someone@example.test');
  });

  test('the callback stores a token from the URL, or explains that none came', async ({ page, browser }) => {
    await page.goto('/callback');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in not completed');
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Borrow a real token from a normal sign-in in another browser profile, whose storage this tab never
    // sees (a tab of the same profile would follow that sign-in and settle the session's landing first).
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await signIn(other, USERS.bankrec);
    const token = await other.evaluate(() => localStorage.getItem('jwt_access_token'));
    await elsewhere.close();

    await page.goto(`/callback#access_token=${token}`);
    // Signed in with the token: role 128's landing (spec §4) takes them on to the bank-rec dashboard.
    await page.waitForURL('**/app/bankRec/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(accountButton(page)).toHaveAccessibleName(/Ben Reyes/);
  });

  test('entry pages and the landing page pass an accessibility scan', async ({ page }) => {
    for (const path of ['/login', '/register', '/auth/forgot-password', '/healthcheck', '/callback']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    }
    await signIn(page, USERS.ops);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reconciliation overview');
    await expectNoA11yViolations(page);
  });
});
