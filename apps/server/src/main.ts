import path from 'node:path';
import { buildApp, openControlChannel } from './app';
import { DEMO_PASSWORD, seedDemo } from './db/seed/demo';
import { importDemoEwaFiles } from './db/seed/demo-ewa-import';
import { importDemoStatements } from './db/seed/demo-statements-import';
import { seedDemoTasks } from './db/seed/demo-workflow';
import { selfUrlOf } from './db/seed/product-lines-demo';
import { scheduleWorkflowJobs } from './modules/workflow/index';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db';

/**
 * Starts the HTTP server (API + web app) on one port, migrating and (in demo mode) seeding first. It runs
 * durable jobs itself unless RUN_JOBS=false leaves them to worker processes (src/worker.ts).
 */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  if (!config.runJobs && !config.databaseUrl) {
    console.error(
      'RUN_JOBS=false needs DATABASE_URL: on the embedded database no worker process can run the jobs, ' +
        'so imports and auto-match would wait for ever. Set DATABASE_URL or remove RUN_JOBS.',
    );
    process.exit(2);
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    poolSize: config.dbPoolSize,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  const { app, ctx, services } = await buildApp({ config, database });
  if (config.seedDemo) {
    const { seeded } = await seedDemo(database, { selfUrl: selfUrlOf(config.host, config.port) });
    if (seeded) {
      const files = await importDemoStatements(ctx, services.imports, { autoMatch: services.autoMatch });
      app.log.info(`Demo bank statements imported: ${files} monthly BAI2 files.`);
      const ewa = await importDemoEwaFiles(ctx, services.imports, { autoMatch: services.autoMatch });
      app.log.info(
        `Demo employer-funds files imported: ${ewa.settlementFiles} partner settlement files, ${ewa.statementFiles} monthly BAI2 files.`,
      );
      // issue 16: reconciliation tasks in every state, on the imported statements' figures
      await seedDemoTasks(ctx, services.workflow);
      app.log.info(
        `Demo data seeded. Sign in with ops@demo.test, bankrec@demo.test, reviewer@demo.test, ewa@demo.test or mfa@demo.test, password ${DEMO_PASSWORD}`,
      );
    }
  }

  let closeControl: () => Promise<void> = async () => undefined;
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await closeControl();
    await app.close();
    await database.close();
    process.exit(0);
  };
  // `on`, not `once`: a second signal while the job in hand finishes must not kill the process.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // One control socket per DATA_DIR: under start:cluster (src/cluster.ts) the first API process opens it.
  if ((process.env.CLUSTER_API_SLOT ?? '0') === '0') closeControl = await openControlChannel(app, ctx);
  // Jobs start after listening: a long recovery never delays the first page.
  if (config.runJobs) {
    await scheduleWorkflowJobs(ctx);
    await ctx.jobs.start();
  }
  app.log.info(
    `Clearline is ready on http://localhost:${config.port} (${database.kind}${config.runJobs ? '' : ', jobs left to workers'}, pid ${process.pid}) in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
