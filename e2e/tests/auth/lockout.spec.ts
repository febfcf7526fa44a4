import {
  expectLoginRefused,
  fillLogin,
  NEW_USER_PASSWORD,
  registerUser,
  signOut,
  uniqueEmail,
} from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';

const LOCKED = 'Your account has been locked. Please contact your Administrator for assistance.';

test('five wrong passwords lock the account, and then even the right one is refused', async ({ page }) => {
  const user = { displayName: 'Lockout Tester', email: uniqueEmail('lockout'), password: NEW_USER_PASSWORD };
  await registerUser(page, user);
  await signOut(page);

  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await expectLoginRefused(page, user.email, `wrong-${attempt}`, 'Invalid email or password');
  }
  await expectLoginRefused(page, user.email, 'wrong-5', LOCKED);

  await fillLogin(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText(LOCKED);
  await expect(page).toHaveURL(/\/login$/);
});
