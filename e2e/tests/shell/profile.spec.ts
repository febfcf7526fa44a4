import { expect, test } from '@playwright/test';
import { openAccountMenu, signIn, USERS } from '../../fixtures/demo';

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
