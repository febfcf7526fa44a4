import {
  fillLogin,
  LANDING_PATH,
  NEW_USER_PASSWORD,
  openAccountMenu,
  registerUser,
  signIn,
  USERS,
  uniqueEmail,
} from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';

const POLICY =
  'Passwords must include at least 8 characters, 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character.';

test('the Profile dialog shows every rule message and sends the update only without field errors', async ({
  page,
}) => {
  await signIn(page, USERS.bankrec);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update User' });
  await expect(dialog.getByLabel('Email')).toHaveValue(USERS.bankrec);
  await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('First name')).toHaveValue('Ben');
  await expect(dialog.getByText('111-111-1111')).toBeVisible();

  let updates = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/users/updateUserInfo/')) updates += 1;
  });

  await dialog.getByLabel('First name').fill('Ben2');
  await expect(dialog.getByLabel('First name')).toHaveAccessibleDescription('Invalid format!');
  await dialog.getByLabel('Last name').fill('Reyes-');
  await expect(dialog.getByLabel('Last name')).toHaveAccessibleDescription('Invalid format!');
  await dialog.getByLabel('Phone number').fill('5550101280');
  await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription('Invalid format!');
  await dialog.getByLabel('New password').fill('weak');
  await expect(dialog.getByText(POLICY)).toBeVisible();
  await dialog.getByLabel('Rewrite password').fill('weaker');
  await expect(dialog.getByText('Password must be same')).toBeVisible();
  await dialog.getByLabel('Rewrite password').fill('weak');
  await expect(dialog.getByText('Password Match')).toBeVisible();

  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeVisible();
  expect(updates).toBe(0);

  // Fixed: both phone formats are accepted; an empty password keeps the current one.
  await dialog.getByLabel('First name').fill('Ben');
  await dialog.getByLabel('Last name').fill('Reyes');
  await dialog.getByLabel('Phone number').fill('(555) 010-1280');
  await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription('111-111-1111');
  await dialog.getByLabel('Phone number').fill('555-010-1280');
  await dialog.getByLabel('New password').fill('');
  await dialog.getByLabel('Rewrite password').fill('');
  const saved = page.waitForResponse((r) => r.url().includes('/api/users/updateUserInfo/') && r.ok());
  await dialog.getByRole('button', { name: 'Update' }).click();
  await saved;
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Your profile was updated.')).toBeVisible();
  expect(updates).toBe(1);
});

test('a new password takes the current one, and it signs the account out everywhere else', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('profile-password');
  await registerUser(page, { displayName: 'Casey Changer', email, password: NEW_USER_PASSWORD });
  // The same account on another device.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await fillLogin(other, email, NEW_USER_PASSWORD);
  await other.waitForURL(`**${LANDING_PATH}`);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update User' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  let updates = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/users/updateUserInfo/')) updates += 1;
  });
  const next = 'Changed-Pass-42!';
  await dialog.getByLabel('New password').fill(next);
  await dialog.getByLabel('Rewrite password').fill(next);
  await dialog.getByRole('button', { name: 'Update' }).click();
  const current = dialog.getByLabel('Current password');
  await expect(current).toHaveAccessibleDescription(
    'Enter your current password to change the password or e-mail.',
  );
  expect(updates).toBe(0);

  await current.fill('Not-the-pass-1!');
  const refused = page.waitForResponse((r) => r.url().includes('/api/users/updateUserInfo/'));
  await dialog.getByRole('button', { name: 'Update' }).click();
  expect((await refused).status()).toBe(400);
  await expect(current).toHaveAccessibleDescription('Your current password is not correct.');

  await current.fill(NEW_USER_PASSWORD);
  const saved = page.waitForResponse((r) => r.url().includes('/api/users/updateUserInfo/') && r.ok());
  await dialog.getByRole('button', { name: 'Update' }).click();
  await saved;
  await expect(page.getByText('Your profile was updated.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // This tab goes on; the other device's session has ended and its next call leads to the login page.
  await other.reload();
  await other.waitForURL('**/login');
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
  await elsewhere.close();
});
