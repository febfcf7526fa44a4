import path from 'node:path';
import { seedDemo } from './db/seed/demo';
import { unlockFromCli } from './modules/admin/index';
import { findUserByEmail } from './modules/auth/index';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db';

const USAGE = `Usage: npm run cli -w @clearline/server -- <command>
  migrate                 apply pending migrations (also: npm run db:migrate)
  seed-demo               add the demo organisations and users if missing
  unlock-user <email>     clear the lock and failure counter of an account`;

async function run(args: string[]): Promise<number> {
  const [command, arg] = args;
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    switch (command) {
      case 'migrate':
        console.log(`Migrations applied (${database.kind}).`);
        return 0;
      case 'seed-demo': {
        const { seeded } = await seedDemo(database.db);
        console.log(seeded ? 'Demo data seeded.' : 'Demo data already present; nothing changed.');
        return 0;
      }
      case 'unlock-user': {
        const user = arg ? await findUserByEmail(database.db, arg.trim().toLowerCase()) : undefined;
        if (!user) {
          console.error(`No account with e-mail '${arg ?? ''}'.`);
          return 1;
        }
        await unlockFromCli(database.db, user.id);
        console.log(`Unlocked ${user.email}.`);
        return 0;
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then((code) => process.exit(code));
