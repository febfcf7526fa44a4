// `npm start`: install what is missing, build the web app if it is stale, then serve web + API on one port.
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, root, run } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();
// One process, TypeScript loaded by tsx's hook: signals reach the server itself. (The tsx CLI is a parent
// process that relays a signal and kills its child when the child does not answer within 30 ms, which
// cut a busy server's graceful stop short.)
process.exit(
  run(process.execPath, [
    '--import',
    'tsx',
    path.join(root, 'apps/server/src/main.ts'),
    ...process.argv.slice(2),
  ]),
);
