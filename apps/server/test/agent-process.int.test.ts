import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports } from '../src/db/schema/index';
import { organizationIdOf } from './bank-rec-fixtures';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';
import { type Started, stop } from './processes';

/**
 * Issue 19: the reference agent (`npm run agent`, tools/agent/agent.mjs) as a real process against a real
 * HTTP server (this file's application, listening on a loopback port): it activates with a code made by
 * an administrator, pushes the file dropped in its folder, follows it to its import's end, and after a
 * restart pushes nothing it pushed before, even under another name.
 */
const AGENT = path.resolve(import.meta.dirname, '../../../tools/agent/agent.mjs');

let t: TestApp;
let origin: string;
let folder: string;
let admin: string;
let bureau: string;
const running: Started[] = [];

beforeAll(async () => {
  t = await createTestApp({ AGENT_SILENT_MINUTES: '0' });
  await t.ctx.jobs.start();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  folder = await mkdtemp(path.join(tmpdir(), 'clearline-agent-'));
  admin = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
  bureau = await organizationIdOf(t, 'Demo Payroll Bureau');
});
afterAll(async () => {
  for (const p of running) await stop(p);
  await t?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/**
 * The agent as `npm run agent -- ...` runs it (`node tools/agent/agent.mjs ...`); resolves once its output
 * matches `ready`, and fails with its output if it exits first without matching.
 */
function runAgent(dir: string, extra: string[], ready: RegExp): Promise<Started> {
  const child = spawn(process.execPath, [AGENT, '--url', origin, '--watch', dir, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started: Started = { child, output: () => output, exited };
  running.push(started);
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(started);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(({ code }) =>
      ready.test(output) ? resolve(started) : reject(new Error(`the agent exited with ${code}:\n${output}`)),
    );
  });
}

const pushedByAgents = () =>
  t.ctx.db
    .select()
    .from(imports)
    .where(and(eq(imports.organizationId, bureau), isNotNull(imports.agentId)));

describe('the reference agent', () => {
  it('activates, pushes a dropped file once, and pushes nothing twice after a restart', async () => {
    const code = json<{ data: { activationCode: string } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/rec/agents',
        headers: authed(admin),
        payload: { name: 'Reference agent' },
      }),
    ).data.activationCode;
    const statement = json<{ data: { content: string } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/rec/agents/demo/statement',
        headers: authed(admin),
        payload: {},
      }),
    ).data.content;
    const dropped = path.join(folder, 'statement-1.bai2');
    await writeFile(dropped, statement);

    const first = await runAgent(
      folder,
      ['--code', code, '--interval', '1'],
      /statement-1\.bai2: Completed: .*records imported/,
    );
    await stop(first);
    expect(await first.exited).toMatchObject({ code: 0 });
    expect(first.output()).toMatch(/activated as agent \S+ of Demo Payroll Bureau/);
    expect(await pushedByAgents()).toHaveLength(1);

    // Restarted (no code: the state file holds its credential), with the same bytes under a new name and
    // a new file beside them: only the new file goes.
    await copyFile(dropped, path.join(folder, 'statement-1-copy.bai2'));
    await writeFile(path.join(folder, 'notes.csv'), 'date,amount\n');
    const second = await runAgent(folder, ['--once'], /stopped/);
    await second.exited;
    expect(second.output()).not.toMatch(/statement-1/);
    expect(second.output()).toMatch(/pushed notes\.csv/);
    const rows = await pushedByAgents();
    expect(rows.map((r) => r.fileName).sort()).toEqual(['notes.csv', 'statement-1.bai2']);
  });

  it('pushes a PGP-encrypted, signed BAI2 file: the server decrypts it, checks the bank signature, imports and auto-matches it', async () => {
    const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: authed(admin), ...(payload ? { payload } : {}) });
    // The bureau's key pair (made in the app) and the bank's (made here, its public key given to the app).
    const orgKey = json<{ data: { id: string } }>(
      await asAdmin('POST', '/api/rec/encryption/orgKeys', {
        name: 'Demo Payroll Bureau',
        email: 'files@bureau.test',
      }),
    ).data;
    const orgPublic = await openpgp.readKey({
      armoredKey: json<{ data: { armoredKey: string } }>(
        await asAdmin('GET', `/api/rec/encryption/orgKeys/${orgKey.id}/public`),
      ).data.armoredKey,
    });
    const bank = await openpgp.generateKey({
      type: 'ecc',
      curve: 'ed25519Legacy',
      userIDs: [{ name: 'First Bank SFTP', email: 'sftp@bank.test' }],
      format: 'armored',
    });
    expect(
      (
        await asAdmin('POST', '/api/rec/encryption/bankKeys', {
          name: 'First Bank',
          armoredKey: bank.publicKey,
        })
      ).statusCode,
    ).toBe(201);
    const { content: statement, expectedMatches } = json<{
      data: { content: string; expectedMatches: number };
    }>(await asAdmin('POST', '/api/rec/agents/demo/statement', {})).data;
    const encrypted = await openpgp.encrypt({
      message: await openpgp.createMessage({
        binary: new TextEncoder().encode(statement),
        filename: 'statement-2.bai',
      }),
      encryptionKeys: orgPublic,
      signingKeys: await openpgp.readPrivateKey({ armoredKey: bank.privateKey }),
      format: 'binary',
    });
    const inbox = await mkdtemp(path.join(tmpdir(), 'clearline-agent-'));
    try {
      await writeFile(path.join(inbox, 'statement-2.bai.pgp'), encrypted);
      const code = json<{ data: { activationCode: string } }>(
        await asAdmin('POST', '/api/rec/agents', { name: 'SFTP agent (PGP)' }),
      ).data.activationCode;
      const agent = await runAgent(
        inbox,
        ['--code', code, '--interval', '1'],
        /statement-2\.bai\.pgp: Completed: .*records imported/,
      );
      await stop(agent);
      const [row] = (await pushedByAgents()).filter((r) => r.fileName === 'statement-2.bai.pgp');
      expect(row?.status).toBe('Completed');
      expect(row?.pgp).toMatchObject({ signerName: expect.stringContaining('First Bank') });
      // Its lines were the bureau's open ledger lines: the auto-match that follows the import pairs them.
      let progress = { bankLines: 0, matchedLines: 0 };
      for (let i = 0; i < 300 && progress.matchedLines < expectedMatches; i++) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        progress = json<{ data: typeof progress }>(
          await asAdmin('GET', `/api/rec/agents/imports/${row?.id}`),
        ).data;
      }
      expect(expectedMatches).toBeGreaterThan(0);
      expect(progress.matchedLines).toBe(expectedMatches);
    } finally {
      await rm(inbox, { recursive: true, force: true });
    }
  });

  it('stops with a clear message when its code is refused', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'clearline-agent-'));
    try {
      const refused = await runAgent(other, ['--code', 'AAAA-BBBB-CCCC-DDDD'], /activation refused.*\n?/);
      expect(await refused.exited).toMatchObject({ code: 2 });
      expect(refused.output()).toMatch(/not valid or was already used/);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
