import { expect, test } from '../../fixtures/test';

// Pages are code-split chunks. Spec §8/§9: a chunk that fails shows 'Something went wrong' with Retry; one
// that takes longer than 10 s shows the timeout message.
test.describe('lazy-loaded pages', () => {
  test('a page whose code fails to load offers Retry, which recovers', async ({ page }) => {
    await page.route(/\/assets\/LoginPage-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto('/login');
    await expect(page.getByRole('alert')).toContainText('Something went wrong');

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });

  test('a page that takes longer than 10 seconds says so', async ({ page }) => {
    await page.clock.install();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/HealthCheckPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/healthcheck');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.clock.fastForward(10_500);
    await expect(page.getByRole('alert')).toContainText(
      "We're having trouble loading this page. Please try again.",
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    // When the code finally arrives, the page replaces the message.
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('System health');
  });
});
