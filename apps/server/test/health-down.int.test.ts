import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('answers 503 with fail when the database is gone', async () => {
  await t.database.close();
  const res = await t.app.inject({ method: 'GET', url: '/api/healthCheck/queryMongo' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 'fail' });
  expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
});
