import { DEMO_BUREAU, expectLoginRefused, LANDING_PATH, signIn, USERS } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';

test.describe('login', () => {
  test('ops signs in and the landing page shows who they are and their organisation', async ({ page }) => {
    await signIn(page, 'OPS@demo.test');
    // Management lands on the reconciliation overview (spec §4); Home says who and where they are.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reconciliation overview');
    await page.goto('/apps/Home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Olivia Parker');
    const signedInAs = page.getByRole('region', { name: 'Signed in as' });
    await expect(signedInAs).toContainText('Olivia Parker');
    await expect(signedInAs).toContainText(USERS.ops);
    await expect(page.getByRole('region', { name: 'Organisation' })).toContainText(DEMO_BUREAU);
    const access = page.getByRole('region', { name: 'Your access' });
    await expect(access).toContainText('110');
    await expect(page.getByRole('list', { name: 'Areas you can open' }).getByRole('listitem')).toHaveText([
      /Member/,
      /Management/,
      /Bank reconciliation/,
      /Employer funds/,
      /Administration/,
    ]);

    // Entry pages are for guests: a signed-in user is sent back to the landing page.
    await page.goto('/login');
    await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reconciliation overview');
  });

  test('a bank reconciliation user sees only their areas', async ({ page }) => {
    await signIn(page, USERS.bankrec);
    // Role 128 lands on the bank-rec dashboard (spec §4); Home says who and where they are.
    await expect(page).toHaveURL(/\/app\/bankRec\/dashboard$/);
    await page.goto('/apps/Home');
    await expect(page.getByRole('region', { name: 'Organisation' })).toContainText(DEMO_BUREAU);
    await expect(page.getByRole('list', { name: 'Areas you can open' }).getByRole('listitem')).toHaveText([
      /Member/,
      /Bank reconciliation/,
    ]);
  });

  test('a wrong password is refused with the server message', async ({ page }) => {
    await expectLoginRefused(page, USERS.ewa, 'not-the-password', 'Invalid email or password');
    // An unknown address gets the very same answer.
    await expectLoginRefused(page, 'nobody@demo.test', 'whatever-1', 'Invalid email or password');
  });

  test('empty fields are caught before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your email')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login page links to password reset and registration', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
