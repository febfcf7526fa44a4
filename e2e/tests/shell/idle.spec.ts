import { expect, test } from '@playwright/test';
import { authHeader, signIn, USERS } from '../../fixtures/demo';

const IDLE_URL = '/api/rec/items/agent/idleTimeout';

// The organisation's idle settings are shortened through the administrators' endpoint
// (PUT /api/rec/items/agent/idleTimeout): sign-out after 1 minute, warning for the last 0.9 minutes,
// so the warning shows after 6 seconds without activity. They are restored before anything else runs.
test('the idle warning appears in every tab; Stay signed in resets them all; Sign me out ends them all', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signIn(page, USERS.ops);
  const headers = await authHeader(page);
  const shorten = await page.request.put(IDLE_URL, { headers, data: { idleLogOut: 1, remainingTime: 0.9 } });
  expect(shorten.ok()).toBe(true);
  try {
    const readsIdle = (p: typeof page) => p.waitForResponse((r) => r.url().endsWith(IDLE_URL) && r.ok());
    const firstRead = readsIdle(page);
    await page.reload();
    await firstRead;
    const second = await context.newPage();
    const secondRead = readsIdle(second);
    await second.goto('/app/rPRec/rPRecD');
    await secondRead;
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    // Both tabs have read the short settings; the organisation goes back to the defaults now.
  } finally {
    await page.request.put(IDLE_URL, { headers, data: { idleLogOut: 10, remainingTime: 2 } });
  }
  const [first, second] = context.pages() as [typeof page, typeof page];
  const warning = (p: typeof page) => p.getByRole('alertdialog', { name: 'Are you done ?' });

  await expect(warning(first)).toBeVisible({ timeout: 15_000 });
  await expect(warning(second)).toBeVisible();
  await expect(first.getByRole('timer')).toHaveText(/^0:[0-5]\d$/);

  await first.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning(first)).toHaveCount(0);
  await expect(warning(second)).toHaveCount(0);

  await expect(warning(second)).toBeVisible({ timeout: 15_000 });
  await second.getByRole('button', { name: 'Sign me out' }).click();
  await expect(second).toHaveURL(/\/login$/);
  await expect(first).toHaveURL(/\/login$/);
  expect(await first.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
});
