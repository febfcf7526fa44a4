import {
  fillRegister,
  NEW_USER_PASSWORD,
  NO_ORGANISATION_MESSAGE,
  registerUser,
  USERS,
  uniqueEmail,
} from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';

const POLICY =
  'Passwords must include at least 8 characters, 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character.';

test.describe('registration', () => {
  test('invalid fields show their messages and keep the button disabled', async ({ page }) => {
    await fillRegister(page, { displayName: 'abc', email: 'not-an-email', password: 'short' }, 'different');
    await page.getByLabel('Display name').focus(); // leave the last field so it is validated

    const button = page.getByRole('button', { name: 'Create account' });
    await expect(button).toBeDisabled();
    await expect(page.getByText('Min character length is 4')).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText(POLICY)).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Display name').fill('Abcd');
    await page.getByLabel('Email').fill('fixed@example.test');
    await page.getByLabel('Password', { exact: true }).fill(NEW_USER_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_USER_PASSWORD);
    await expect(button).toBeEnabled();
    await expect(page.getByText('Passwords do not match')).toHaveCount(0);
  });

  test('an address already in use is reported on the Email field', async ({ page }) => {
    await fillRegister(page, { displayName: 'Someone Else', email: USERS.ops, password: NEW_USER_PASSWORD });
    await page.getByRole('button', { name: 'Create account' }).click();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAccessibleDescription('The email is already in use');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a new user lands on the page that says an administrator must add them', async ({ page }) => {
    const email = uniqueEmail('newcomer');
    await registerUser(page, { displayName: 'Riley Newcomer', email, password: NEW_USER_PASSWORD });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Riley Newcomer');
    await expect(page.getByText(NO_ORGANISATION_MESSAGE)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Signed in as' })).toContainText(email);
    await expect(page.getByRole('list', { name: 'Areas you can open' }).getByRole('listitem')).toHaveText([
      /Member/,
    ]);
  });
});
