import path from 'node:path';
import { seedDemo } from './db/seed/demo';
import { adminService } from './modules/admin/index';
import { loadConfig } from './platform/config';
import { controlSocketPath, sendControlCommand } from './platform/control';
import { openDatabase } from './platform/db';

const USAGE = `Usage: npm run cli -w @clearline/server -- <command>
  migrate                 apply pending migrations (also: npm run db:migrate)
  seed-demo               add the demo organisations and users if missing
  unlock-user <email>     clear the lock and failure counter of an account`;

const COMMANDS = ['migrate', 'seed-demo', 'unlock-user'];

async function run(args: string[]): Promise<number> {
  const [command = '', arg = ''] = args;
  if (!COMMANDS.includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const socket = controlSocketPath(config.dataDir);
  // A server running on this DATA_DIR owns its embedded database: a second process must not open it.
  // unlock-user is carried out by that server; the other commands wait until it stops.
  const sent = await sendControlCommand(
    config.dataDir,
    command === 'unlock-user' ? { command, args: [arg.trim()] } : { command: 'ping', args: [] },
  );
  if (!sent.reached && sent.reason === 'failed') {
    console.error(
      `A server seems to run on ${config.dataDir}, but its control channel (${socket}) failed: ${sent.detail}. ` +
        'Nothing is confirmed; run the command as the user the server runs as, or check the server log.',
    );
    return 1;
  }
  if (sent.reached) {
    if (command !== 'unlock-user') {
      console.error(`The server is running on ${config.dataDir}; stop it before '${command}'.`);
      return 1;
    }
    (sent.answer.ok ? console.log : console.error)(`${sent.answer.message} (by the running server)`);
    return sent.answer.ok ? 0 : 1;
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    if (command === 'migrate') {
      console.log(`Migrations applied (${database.kind}).`);
      return 0;
    }
    if (command === 'seed-demo') {
      const { seeded } = await seedDemo(database);
      console.log(seeded ? 'Demo data seeded.' : 'Demo data already present; nothing changed.');
      return 0;
    }
    const result = await adminService(database.db).unlockByEmail(arg.trim());
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then((code) => process.exit(code));
