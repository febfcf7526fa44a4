import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index';
import { audit } from '../src/modules/audit/index';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rowsOf = async (action: string) =>
  (await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action))).map((r) => ({
    organizationId: r.organizationId,
    actorUserId: r.actorUserId,
    entityType: r.entityType,
    entityId: r.entityId,
    details: r.details,
    ip: r.ip,
  }));

const entry = (action: string, n: number) => ({
  action,
  entityType: 'test',
  entityId: `e-${n}`,
  details: { n, text: 'a "quoted", multi\nline value' },
  ...(n % 2 === 0 ? { ip: '192.0.2.1' } : {}),
});

describe('the audit writer', () => {
  it('writes the same rows through a Drizzle transaction and through a bulk connection (COPY)', async () => {
    const entries = (action: string) => [0, 1, 2].map((n) => entry(action, n));
    await t.ctx.db.transaction((tx) => audit.record(tx, entries('test.drizzle')));
    await t.ctx.database.bulk((conn) => audit.record(conn, entries('test.bulk')), { transaction: true });

    const viaDrizzle = await rowsOf('test.drizzle');
    expect(viaDrizzle).toHaveLength(3);
    expect(viaDrizzle).toContainEqual({
      organizationId: null,
      actorUserId: null,
      entityType: 'test',
      entityId: 'e-1',
      details: { n: 1, text: 'a "quoted", multi\nline value' },
      ip: '',
    });
    expect(await rowsOf('test.bulk')).toEqual(expect.arrayContaining(viaDrizzle));
    expect(await rowsOf('test.bulk')).toHaveLength(3);
  });

  it('writes nothing when the bulk transaction rolls back', async () => {
    const failed = t.ctx.database.bulk(
      async (conn) => {
        await audit.record(conn, entry('test.rolled-back', 1));
        throw new Error('the change failed');
      },
      { transaction: true },
    );
    await expect(failed).rejects.toThrow('the change failed');
    expect(await rowsOf('test.rolled-back')).toEqual([]);
  });
});
