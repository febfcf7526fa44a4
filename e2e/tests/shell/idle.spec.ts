import { authHeader, signIn, USERS } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';

const IDLE_URL = '/api/rec/items/agent/idleTimeout';

// The organisation's idle settings are shortened through the administrators' endpoint
// (PUT /api/rec/items/agent/idleTimeout): sign-out after 2 minutes, warning for the last 1.9 minutes,
// so the warning shows after 6 seconds without activity and a slow second tab cannot reach the sign-out.
// Every save tells the members' open tabs to read the settings again (organizationChanged), so the
// defaults are put back only once the test is over, by a session of its own in another browser context:
// 'Sign me out' ends the tabs' session, not that one.
test('the idle warning appears in every tab; Stay signed in resets them all; Sign me out ends them all', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, USERS.ops);
  const headers = await authHeader(admin);
  try {
    const shorten = await admin.request.put(IDLE_URL, {
      headers,
      data: { idleLogOut: 2, remainingTime: 1.9 },
    });
    expect(shorten.ok()).toBe(true);
    // The admin page is closed so its own idle warning cannot matter; its token stays valid.
    await admin.close();

    const readsIdle = (p: typeof page) => p.waitForResponse((r) => r.url().endsWith(IDLE_URL) && r.ok());
    const firstRead = readsIdle(page);
    await signIn(page, USERS.ops);
    await firstRead;
    const second = await context.newPage();
    const secondRead = readsIdle(second);
    await second.goto('/app/rPRec/rPRecD');
    await secondRead;

    const warning = (p: typeof page) => p.getByRole('alertdialog', { name: 'Are you done ?' });
    await expect(warning(page)).toBeVisible({ timeout: 15_000 });
    // The second tab's shell read the settings; its dashboard may still be drawing on a loaded machine
    // (and once the warning is up, the modal hides the page from the accessibility tree): only the
    // warning is waited for.
    await expect(warning(second)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('timer')).toHaveText(/^[01]:[0-5]\d$/);

    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning(page)).toHaveCount(0);
    await expect(warning(second)).toHaveCount(0);

    await expect(warning(second)).toBeVisible({ timeout: 15_000 });
    await second.getByRole('button', { name: 'Sign me out' }).click();
    await expect(second).toHaveURL(/\/login$/);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
  } finally {
    await adminContext.request.put(IDLE_URL, { headers, data: { idleLogOut: 10, remainingTime: 2 } });
    await adminContext.close();
  }
});
