import { authHeader, signIn, USERS } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import { collectErrors, navigateInApp, openDemo } from './demo-helpers';

/**
 * Issue 20 item 1: with the demo's mock backend loaded in the page, every real call still reaches the
 * server. The mock answers in the page and never produces a network response, so each call Playwright
 * sees answered over the network came from the server.
 */
test('with the mock loaded, the product calls and the real /api/auth reach the server', async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, USERS.ops);
  const mockChunk = page.waitForResponse((r) =>
    /\/assets\/demo-mock-[^/]+\.js$/.test(new URL(r.url()).pathname),
  );
  await openDemo(page, '/apps/mail/inbox', 'Mail');
  await mockChunk; // the mock backend (MSW and the generators) is loaded in this page
  await expect(page.getByRole('list', { name: 'Inbox messages' }).getByRole('link')).not.toHaveCount(0);

  // A real path the spec's mock auth also uses: the server answers, with the real user and its headers.
  const headers = await authHeader(page);
  const served = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/access-token');
  const answer = await page.evaluate(async (h) => {
    const response = await fetch('/api/auth/access-token', { headers: h });
    return { status: response.status, body: await response.text() };
  }, headers);
  const response = await served;
  expect(answer.status).toBe(200);
  expect(answer.body).not.toContain('Invalid access token detected');
  expect(answer.body).toContain('ops@demo.test');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');

  // The spec's mock sign-in path asked with fetch goes to the server too (which has no such route).
  const mockPath = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth');
  const status = await page.evaluate(
    async () => (await fetch('/api/auth?email=admin@clearline.demo&password=admin')).status,
  );
  await mockPath;
  expect(status).not.toBe(200);

  // A real list page opened inside the same page: its data comes from the server.
  const customers = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith('/api/bankRec/') && r.ok(),
  );
  await navigateInApp(page, '/app/bankRec/clientList');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer List' })).toBeVisible();
  await customers;
  // And the shell's own calls (the signed-in user) still work: the account button names the user.
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('the demo apps are for management: a bank-rec clerk is refused them (spec §2, forced to the admin role)', async ({
  page,
}) => {
  await signIn(page, USERS.bankrec);
  await page.goto('/apps/mail/inbox');
  await expect(page.getByText('Unauthorized to perform operation')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toHaveCount(0);
});
