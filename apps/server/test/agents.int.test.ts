import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, imports } from '../src/db/schema/index';
import { queryRows } from '../src/platform/db';
import { organizationIdOf } from './bank-rec-fixtures';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

/** Issue 19: agents through HTTP: registration, activation, the agent API, notifications, refusals. */

let t: TestApp;
let admin: string;
let bureau: string;

beforeAll(async () => {
  t = await createTestApp({ AGENT_SILENT_MINUTES: '15' });
  await t.ctx.jobs.start();
  admin = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
  bureau = await organizationIdOf(t, 'Demo Payroll Bureau');
});
afterAll(async () => t?.close());

interface CodeAnswer {
  data: { agent: { id: string; state: string }; activationCode: string; expiresAt: string };
}

const registerAgent = async (name: string, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/rec/agents', headers: authed(token), payload: { name } });

async function newAgent(name: string): Promise<{ id: string; code: string }> {
  const res = await registerAgent(name);
  expect(res.statusCode).toBe(201);
  const body = json<CodeAnswer>(res);
  return { id: body.data.agent.id, code: body.data.activationCode };
}

let address = 0;
/** Each activation from its own address: the route allows 10 tries a minute per address. */
const activate = (code: string) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/agent/activate',
    payload: { code, version: 'test-agent 1' },
    remoteAddress: `10.9.0.${address}`,
  });
};

async function activeAgent(name: string) {
  const { id, code } = await newAgent(name);
  const res = await activate(code);
  expect(res.statusCode).toBe(200);
  return { id, credential: json<{ credential: string }>(res).credential };
}

function push(credential: string, fileName: string, bytes: string) {
  const boundary = '----clearline-agent-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/agent/files',
    payload,
    headers: {
      authorization: `Bearer ${credential}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not happen in 20 s`);
}

const agentsList = async () =>
  json<{
    data: {
      id: string;
      name: string;
      state: string;
      filesPushed: number;
      filesFailed: number;
      filesDuplicate: number;
      lastSeenAt: string | null;
    }[];
  }>(await t.app.inject({ method: 'GET', url: '/api/rec/agents', headers: authed(admin) })).data;

const notifications = async (token = admin) =>
  json<{ data: { details: string; dirty: boolean }[] }>(
    await t.app.inject({ method: 'GET', url: '/api/rec/items/agent/notification', headers: authed(token) }),
  ).data.map((n) => n.details);

describe('registration and activation', () => {
  it('gives an administrator a one-time code and refuses a clerk', async () => {
    const clerk = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
    expect((await registerAgent('Clerk agent', clerk)).statusCode).toBe(403);
    const res = await registerAgent('SFTP Chase');
    expect(res.statusCode).toBe(201);
    const body = json<CodeAnswer>(res);
    expect(body.data.activationCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(body.data.agent.state).toBe('awaiting activation');
    // The code is never stored readable.
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agent.registered'), eq(auditLog.entityId, body.data.agent.id)));
    expect(JSON.stringify(audit)).not.toContain(body.data.activationCode);
  });

  it('exchanges a code once: a reused code is refused, and so is an expired one', async () => {
    const { code } = await newAgent('Once only');
    const first = await activate(code.toLowerCase());
    expect(first.statusCode).toBe(200);
    expect(json<{ credential: string; organizationName: string }>(first)).toMatchObject({
      credential: expect.stringMatching(/^clag_/),
      organizationName: 'Demo Payroll Bureau',
    });
    const again = await activate(code);
    expect(again.statusCode).toBe(401);
    expect(json<{ message: string }>(again).message).toMatch(/not valid or was already used/);

    const late = await newAgent('Too late');
    t.advance(25 * 3_600_000);
    try {
      const expired = await activate(late.code);
      expect(expired.statusCode).toBe(401);
      expect(json<{ message: string }>(expired).message).toMatch(/expired/);
      // (Read through the service: the administrator's session has expired on this clock too.)
      const listed = await t.services.agents.list(bureau);
      expect(listed.data.find((a) => a.id === late.id)?.state).toBe('code expired');
    } finally {
      t.advance(-25 * 3_600_000);
    }
    expect((await activate('not a code')).statusCode).toBe(400);
  });
});

describe('the agent API', () => {
  it('pushes a statement into the import pipeline as the agent; it imports, auto-matches and notifies', async () => {
    const { id, credential } = await activeAgent('Demo pickup');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/agent/heartbeat',
          headers: { authorization: `Bearer ${credential}` },
          payload: {},
        })
      ).statusCode,
    ).toBe(200);

    const statement = json<{
      data: { fileName: string; content: string; expectedMatches: number; lines: number };
    }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/rec/agents/demo/statement',
        headers: authed(admin),
        payload: {},
      }),
    ).data;
    expect(statement.expectedMatches).toBeGreaterThan(0);
    expect(statement.content).toMatch(/^01,/);

    const pushed = await push(credential, statement.fileName, statement.content);
    expect(pushed.statusCode).toBe(202);
    const answer = json<{ data: { importId: string; status: string; duplicate: boolean } }>(pushed).data;
    expect(answer).toMatchObject({ status: 'In Progress', duplicate: false });

    // The agent follows its file with its own credential.
    const done = await until(
      async () =>
        json<{ data: { status: string; msg: string } }>(
          await t.app.inject({
            method: 'GET',
            url: `/api/agent/files/${answer.importId}`,
            headers: { authorization: `Bearer ${credential}` },
          }),
        ).data,
      (d) => d.status !== 'In Progress',
      'the import',
    );
    expect(done.status).toBe('Completed');
    expect(done.msg).toMatch(/records imported/);

    // Auto-match confirms the lines that answer open ledger lines; the bank's own fee stays open.
    const progress = await until(
      async () =>
        json<{ data: { bankLines: number; matchedLines: number; agentName: string } }>(
          await t.app.inject({
            method: 'GET',
            url: `/api/rec/agents/imports/${answer.importId}`,
            headers: authed(admin),
          }),
        ).data,
      (d) => d.matchedLines > 0,
      'the auto-match',
    );
    expect(progress.agentName).toBe('Demo pickup');
    expect(progress.bankLines).toBe(statement.lines);
    expect(progress.matchedLines).toBeLessThan(statement.lines);

    // Attributed to the agent: on the import row and in the audit log, with no person.
    const [row] = await t.ctx.db.select().from(imports).where(eq(imports.id, answer.importId));
    expect(row).toMatchObject({ agentId: id, createdBy: null, organizationId: bureau });
    const [uploaded] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import.uploaded'), eq(auditLog.entityId, answer.importId)));
    expect(uploaded).toMatchObject({ actorUserId: null, details: expect.objectContaining({ agentId: id }) });

    // The activity log names the agent as the file's sender.
    const activity = json<{ data: { _id: string; createdByName: string | null }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/bankRec/items/fileActivityLogs?limit=50',
        headers: authed(admin),
      }),
    ).data;
    expect(activity.find((a) => a._id === answer.importId)?.createdByName).toBe('Agent Demo pickup');

    // The push and its end are agent notifications of the area's members (the clerk too).
    const clerk = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
    const told = await until(
      () => notifications(clerk),
      (n) => n.some((d) => d.includes('records imported')),
      'the notice',
    );
    expect(told).toContain(`Agent Demo pickup: ${statement.fileName}: received, importing`);
    expect((await agentsList()).find((a) => a.id === id)).toMatchObject({
      state: 'active',
      filesPushed: 1,
      filesFailed: 0,
      filesDuplicate: 0,
    });

    // The same bytes again: answered as already imported, nothing imported twice.
    const twice = json<{ data: { duplicate: boolean; msg: string } }>(
      await push(credential, 'again.bai2', statement.content),
    ).data;
    expect(twice.duplicate).toBe(true);
    expect(twice.msg).toMatch(/already imported/);
    const live = await t.ctx.db
      .select()
      .from(imports)
      .where(
        and(
          eq(imports.organizationId, bureau),
          eq(imports.sha256, row?.sha256 ?? ''),
          eq(imports.status, 'Completed'),
        ),
      );
    expect(live).toHaveLength(1);
    // The panel counts the second push as a duplicate, not as a failed file.
    expect((await agentsList()).find((a) => a.id === id)).toMatchObject({
      filesPushed: 2,
      filesFailed: 0,
      filesDuplicate: 1,
    });
  });

  it("reports a file for another organisation's account as an import error, writing none of its lines", async () => {
    const { credential } = await activeAgent('Wrong bank');
    // EWA Funding belongs to Demo Wage Access, not to the bureau.
    const foreign = [
      '01,021000021,OTHERBANK,261101,0600,77,,,2/',
      '02,OTHERBANK,021000021,1,261101,,USD,2/',
      '03,5520047716,USD,010,100000,,,015,112345,,/',
      '16,165,12345,Z,X1,Y1,FOREIGN CREDIT/',
      '49,224690,3/',
      '98,224690,1,5/',
      '99,224690,1,7/',
      '',
    ].join('\n');
    const answer = json<{ data: { importId: string } }>(await push(credential, 'foreign.bai2', foreign)).data;
    const done = await until(
      async () =>
        json<{ data: { status: string; msg: string; counts: { imported: number } } }>(
          await t.app.inject({
            method: 'GET',
            url: `/api/agent/files/${answer.importId}`,
            headers: { authorization: `Bearer ${credential}` },
          }),
        ).data,
      (d) => d.status !== 'In Progress',
      'the import',
    );
    expect(done.status).toBe('Failed');
    expect(done.counts.imported).toBe(0);
    const progress = json<{ data: { bankLines: number } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/rec/agents/imports/${answer.importId}`,
        headers: authed(admin),
      }),
    ).data;
    expect(progress.bankLines).toBe(0);
    const listed = (await agentsList()).find((a) => a.name === 'Wrong bank');
    expect(listed).toMatchObject({ filesPushed: 1, filesFailed: 1, filesDuplicate: 0 });
  });

  it('pushes balance files into balances: all or nothing, once each, and the members are told', async () => {
    const { credential } = await activeAgent('Balances SFTP');
    const pushBalances = (name: string, text: string) => {
      const boundary = '----clearline-agent-balances';
      return t.app.inject({
        method: 'POST',
        url: '/api/agent/balances',
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
          ),
          Buffer.from(text),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: {
          authorization: `Bearer ${credential}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
    };
    const files = async () =>
      json<{ data: { fileName: string; source: string; balanceCount: number }[] }>(
        await t.app.inject({ method: 'GET', url: '/api/rec/balances/files', headers: authed(admin) }),
      ).data;
    const text = 'account,date,opening,closing\n4410029399,2026-10-02,100.00,125.50\n';
    const res = await pushBalances('balances-1002.csv', text);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { balances: number; accounts: string[] } }>(res).data).toMatchObject({
      balances: 2,
      accounts: ['4410029399'],
    });
    expect((await files()).find((f) => f.fileName === 'balances-1002.csv')).toMatchObject({
      source: 'agent',
      balanceCount: 2,
    });
    // The same bytes again, and a file naming an account of no one here: refused, nothing written.
    expect((await pushBalances('again.csv', text)).statusCode).toBe(409);
    const bad = await pushBalances('bad.csv', 'account,date,closing\n9999999999,2026-10-02,5.00\n');
    expect(bad.statusCode).toBe(400);
    expect(json<{ details: { path: string; message: string }[] }>(bad).details).toEqual([
      { path: 'line 2', message: 'Account 9999999999 is not a bank account of this organisation.' },
    ]);
    expect((await files()).map((f) => f.fileName)).not.toContain('bad.csv');
    // A revoked or unknown credential pushes nothing.
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/agent/balances',
      headers: { authorization: 'Bearer clag_nothing' },
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('rotates its credential (the old one stops) and is refused once revoked', async () => {
    const { id, credential } = await activeAgent('Rotating');
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/agent/rotate',
      headers: { authorization: `Bearer ${credential}` },
    });
    const fresh = json<{ credential: string }>(rotated).credential;
    const beat = (c: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/agent/heartbeat',
        headers: { authorization: `Bearer ${c}` },
        payload: {},
      });
    expect((await beat(credential)).statusCode).toBe(401);
    expect((await beat(fresh)).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/rec/agents/${id}/revoke`,
      headers: authed(admin),
    });
    expect(json<{ data: { state: string } }>(revoked).data.state).toBe('revoked');
    const refused = await push(fresh, 'late.bai2', '01,x/');
    expect(refused.statusCode).toBe(401);
    expect((await beat(fresh)).statusCode).toBe(401);
    // A person's token is not an agent credential.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/agent/heartbeat',
          headers: authed(admin),
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
  });

  it('re-keys an agent with a new code: its credential stops until the code is used', async () => {
    const { id, credential } = await activeAgent('Re-keyed');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/rec/agents/${id}/code`,
      headers: authed(admin),
    });
    const code = json<CodeAnswer>(res).data.activationCode;
    const beat = (c: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/agent/heartbeat',
        headers: { authorization: `Bearer ${c}` },
        payload: {},
      });
    expect((await beat(credential)).statusCode).toBe(401);
    const again = json<{ credential: string; agentId: string }>(await activate(code));
    expect(again.agentId).toBe(id);
    expect((await beat(again.credential)).statusCode).toBe(200);
  });

  it("does not let another organisation's administrator see or revoke the bureau's agents", async () => {
    const { id } = await activeAgent('Private');
    const other = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/rec/agents/${id}/revoke`, headers: authed(other) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('silent agents', () => {
  it('tells the members once when an agent stops calling, and again after it came back and fell silent', async () => {
    const { credential } = await activeAgent('Quiet one');
    expect(await t.services.agents.checkSilence()).toBe(0);
    let moved = 0;
    const advance = (ms: number) => {
      t.advance(ms);
      moved += ms;
    };
    advance(16 * 60_000);
    try {
      expect(await t.services.agents.checkSilence()).toBeGreaterThanOrEqual(1);
      expect(await t.services.agents.checkSilence()).toBe(0);
      // (Read through the services: the administrator's token has expired on this clock.)
      const stateOf = async () =>
        (await t.services.agents.list(bureau)).data.find((a) => a.name === 'Quiet one')?.state;
      expect(await stateOf()).toBe('silent');
      const [told] = await queryRows<{ n: number }>(
        t.ctx.db,
        sql`select count(*)::int as n from notifications where organization_id = ${bureau} and details like 'Agent Quiet one has not reported for 15 minutes%'`,
      );
      expect(Number(told?.n)).toBeGreaterThan(0);
      await t.app.inject({
        method: 'POST',
        url: '/api/agent/heartbeat',
        headers: { authorization: `Bearer ${credential}` },
        payload: {},
      });
      expect(await stateOf()).toBe('active');
      // Quiet again: a new silence, told again.
      advance(16 * 60_000);
      expect(await stateOf()).toBe('silent');
      expect(await t.services.agents.checkSilence()).toBeGreaterThanOrEqual(1);
    } finally {
      t.advance(-moved);
    }
  });
});
