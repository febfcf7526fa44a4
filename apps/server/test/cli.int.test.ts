import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openControlChannel } from '../src/app';
import { controlSocketPath } from '../src/platform/control';
import { createTestApp, DEMO_PASSWORD, login, type TestApp } from './harness';

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const cliPath = path.join(root, 'apps/server/src/cli.ts');

/** Runs the real command line (as `npm run cli` does) against a data directory. */
function cli(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [cliPath, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

let t: TestApp;
let closeControl: () => Promise<void>;
beforeAll(async () => {
  t = await createTestApp();
  closeControl = await openControlChannel(t.app, t.ctx);
});
afterAll(async () => {
  await closeControl?.();
  await t?.close();
});

describe('unlock-user while the server runs (issue 10, item 10)', () => {
  it('is carried out by the running server, and the account opens at once', async () => {
    for (let i = 1; i <= 5; i++) await login(t.app, 'bankrec@demo.test', `Wrong-${i}-pass!`);
    expect((await login(t.app, 'bankrec@demo.test', DEMO_PASSWORD)).success).toBe(false);

    const run = await cli(t.ctx.config.dataDir, 'unlock-user', 'BankRec@demo.test');
    expect(run).toMatchObject({ code: 0, stdout: 'Unlocked bankrec@demo.test. (by the running server)\n' });
    expect((await login(t.app, 'bankrec@demo.test', DEMO_PASSWORD)).success).toBe(true);
  });

  it('says so when there is no such account', async () => {
    const run = await cli(t.ctx.config.dataDir, 'unlock-user', 'nobody@demo.test');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain("No account with e-mail 'nobody@demo.test'.");
  });

  it('never opens the data directory beside the running server', async () => {
    const run = await cli(t.ctx.config.dataDir, 'migrate');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('stop it before');
  });

  it('refuses clearly, never printing "Unlocked", when the server cannot be asked', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'clearline-cli-'));
    await mkdir(path.dirname(controlSocketPath(dataDir)), { recursive: true });
    // A server that takes the connection and hangs up without answering.
    const mute: Server = createServer((connection) => connection.end());
    await new Promise<void>((resolve) => mute.listen(controlSocketPath(dataDir), resolve));
    try {
      const run = await cli(dataDir, 'unlock-user', 'bankrec@demo.test');
      expect(run.code).toBe(1);
      expect(run.stdout).not.toContain('Unlocked');
      expect(run.stderr).toContain('its control channel');
    } finally {
      // Not awaited: close waits for the hung-up connection to be collected.
      mute.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
