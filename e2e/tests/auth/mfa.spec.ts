import { DEMO_BUREAU, DEMO_PASSWORD, fillLogin, totpNow, USERS } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';

// mfa@demo.test accepts each TOTP code once per 30-second step, so only one test here signs in with it;
// the others stop before a code is accepted.
test.describe('two-step sign-in', () => {
  test('without a pending sign-in, the MFA page sends you to the login page', async ({ page }) => {
    await page.goto('/login/mfa');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong code is refused and an e-mailed code can be asked for instead', async ({ page }) => {
    await fillLogin(page, USERS.mfa, DEMO_PASSWORD);
    await page.waitForURL('**/login/mfa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-step verification');

    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Check your password');

    await page.getByRole('button', { name: 'Email me a code instead' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a 6-digit code' })).toHaveText(
      'We sent a 6-digit code to m***@demo.test.',
    );
    await expect(page.getByText('Enter the 6-digit code we e-mailed you.')).toBeVisible();
    // An enrolled user is not offered a second authenticator.
    await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toHaveCount(0);
  });

  test('mfa@demo.test signs in with a code from the authenticator app', async ({ page }) => {
    await fillLogin(page, USERS.mfa, DEMO_PASSWORD);
    await page.waitForURL('**/login/mfa');
    await page.getByLabel('Authentication code').fill(await totpNow());
    await page.getByRole('button', { name: 'Verify' }).click();

    // Signed in, role 128 lands on the bank-rec dashboard (spec §4); Home greets them.
    await page.waitForURL('**/app/bankRec/dashboard');
    await page.goto('/apps/Home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Maya Fischer');
    await expect(page.getByRole('region', { name: 'Organisation' })).toContainText(DEMO_BUREAU);
    // The pending MFA step is gone: the MFA page no longer works.
    expect(await page.evaluate(() => localStorage.getItem('clearline.mfa'))).toBeNull();
  });
});
