import { expect, test } from '../../fixtures/test';

test('the health page shows pass for the api and the database, and checks again', async ({ page }) => {
  await page.goto('/healthcheck');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System health');

  const api = page.getByRole('row', { name: /^api\b/ });
  const database = page.getByRole('row', { name: /^mongodb\b/ });
  await expect(api.getByRole('cell').last()).toHaveText('pass');
  await expect(database.getByRole('cell').last()).toHaveText('pass');
  await expect(page.getByText('All services are up.')).toBeVisible();

  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(api.getByRole('cell').last()).toHaveText('pass');
  await expect(database.getByRole('cell').last()).toHaveText('pass');
});

test('a failing database check shows fail', async ({ page }) => {
  await page.route('**/api/healthCheck/queryMongo', (route) =>
    route.fulfill({ status: 503, json: { status: 'fail', database: 'pglite', latencyMs: -1 } }),
  );
  await page.goto('/healthcheck');
  await expect(
    page
      .getByRole('row', { name: /^mongodb\b/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('fail');
  await expect(
    page
      .getByRole('row', { name: /^api\b/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('pass');
  await expect(page.getByText('Some services are not answering.')).toBeVisible();
});
