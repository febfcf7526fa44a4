// Small helpers shared by the start and test scripts. Plain Node: they run before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

export function must(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n'${command} ${args.join(' ')}' failed (exit ${status}).`);
    process.exit(status);
  }
}

/** Installs the workspace when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  must('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Newest modification time of any file under the given folders (skips node_modules and dist). */
export function newestMtime(folders) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      newest = Math.max(newest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return newest;
}

/** Builds the web app when its output is missing or older than its sources. */
export function ensureWebBuilt() {
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = newestMtime([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
    'packages/contracts/src',
  ]);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('Building the web app...');
  must('npm', ['run', 'build', '-w', '@clearline/web']);
}

/**
 * The integration tests of real processes: PostgreSQL by nature (the machine's when TEST_DATABASE_URL is
 * unset), so the embedded-database passes leave them out.
 */
export const POSTGRES_ONLY = [
  'apps/server/test/worker-process.int.test.ts',
  // several API processes and a worker; start:cluster's supervisor
  'apps/server/test/cluster.int.test.ts',
  'apps/server/test/start-cluster.int.test.ts',
  // kill -9 of the server mid-import, mid-auto-match and mid-export
  'apps/server/test/crash.int.test.ts',
  // the socket adapter's LISTEN/NOTIFY connections, closed at any moment
  'apps/server/test/socket-adapter.int.test.ts',
];
