// `npm start`: install what is missing, build the web app if it is stale, then serve web + API on one port.
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, root, run } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();
const tsx = path.join(root, 'node_modules/.bin/tsx');
process.exit(run(tsx, [path.join(root, 'apps/server/src/main.ts'), ...process.argv.slice(2)]));
