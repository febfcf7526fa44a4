import { buildApp } from './app';
import { scheduleWorkflowJobs } from './modules/workflow/index';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db';

/**
 * `npm run worker`: a process that runs durable jobs (imports, auto-match) and serves no HTTP, beside
 * API processes started with RUN_JOBS=false, all on one PostgreSQL database. It builds the same
 * application as the API, whose modules register their job kinds, and never listens; socket events its
 * jobs emit reach the uploader through the API processes (platform/realtime.ts). Uploaded files are read
 * from DATA_DIR, so it shares that directory with the API processes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'The worker needs DATABASE_URL (PostgreSQL). The embedded database belongs to the one server ' +
        'process that opened it, which runs the jobs itself: start `npm start` alone instead.',
    );
    process.exit(2);
  }
  const database = await openDatabase({ url: config.databaseUrl, poolSize: config.dbPoolSize });
  await database.migrate();
  const { app, ctx } = await buildApp({ config, database, role: 'worker' });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // The job in hand finishes first (its runner stops when app.close stops the runner).
    app.log.info({ signal, runner: ctx.jobs.id }, 'worker stopping after the job in hand');
    await app.close();
    await database.close();
    app.log.info({ runner: ctx.jobs.id }, 'worker stopped');
    process.exit(0);
  };
  // `on`, not `once`: a second signal while the job in hand finishes must not kill the process.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await scheduleWorkflowJobs(ctx);
  await ctx.jobs.start();
  app.log.info({ runner: ctx.jobs.id }, `Clearline worker ${ctx.jobs.id} is running jobs (no HTTP)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
