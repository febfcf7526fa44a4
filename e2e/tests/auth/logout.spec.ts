import { LANDING_PATH, signIn, signOut, USERS } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';

test('signing out returns to the login page and the landing page then asks for a sign-in', async ({
  page,
}) => {
  await signIn(page, USERS.ops);
  const token = await page.evaluate(() => localStorage.getItem('jwt_access_token'));
  expect(token).toBeTruthy();

  await signOut(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();

  await page.goto(LANDING_PATH);
  await expect(page).toHaveURL(/\/login$/);

  // The old token is dead on the server too: putting it back does not get you in.
  await page.evaluate((t) => localStorage.setItem('jwt_access_token', t ?? ''), token);
  await page.goto(LANDING_PATH);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
});
