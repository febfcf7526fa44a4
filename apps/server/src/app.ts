import { existsSync } from 'node:fs';
import path from 'node:path';
import { FILE_SIZE_LIMITS } from '@clearline/contracts';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AdminService, adminService, registerAdmin } from './modules/admin/index';
// Issue 19: agents.
import { type AgentsService, registerAgents } from './modules/agents/index';
import { registerAuth } from './modules/auth/index';
import { type AutoMatchService, registerAutoMatch } from './modules/auto-match/index';
import { type BalancesService, registerBalances } from './modules/balances/index';
import { registerBankRec } from './modules/bank-rec/index';
import { registerBoards } from './modules/boards/index';
// issue 15 (dmgmt): management dashboards
import { registerDashboards } from './modules/dashboards/index';
import { registerEncryption } from './modules/encryption/index';
import { type ProductLinesService, registerHealth, type SamplesService } from './modules/health/index';
import { type ImportsService, registerImports } from './modules/imports/index';
import { type MatchingService, registerMatching, type SuggestionsService } from './modules/matching/index';
// Issue 17: reports on people and data.
import { registerOrgReports } from './modules/org-reports/index';
// Issue 17: the organisation's settings, menus and new organisations.
import { registerOrganization } from './modules/organization/index';
import { type PayrollService, registerPayroll } from './modules/payroll/index';
import { queryReader, registerQueries } from './modules/queries/index';
import { type OutstandingService, type ReconcileService, registerReconcile } from './modules/reconcile/index';
import { registerReports } from './modules/reports/index';
import { registerShell } from './modules/shell/index';
import { registerUsers } from './modules/users/index';
import { registerWorkDashboards } from './modules/work-dashboards/index';
import { registerWorkflow, type WorkflowService } from './modules/workflow/index';
import { Authenticator } from './platform/auth-context';
import { clock } from './platform/clock';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import { startControlChannel } from './platform/control';
import type { Database } from './platform/db';
import { installErrorHandler } from './platform/error-handler';
import { JobRunner } from './platform/jobs';
import { loadServerKeys } from './platform/keys';
import { loggerOptions } from './platform/logger';
import { Mailer } from './platform/mailer';
import { postgresRateLimitStore } from './platform/rate-limit-store';
import { attachRealtime } from './platform/realtime';
import { TokenService } from './platform/tokens';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** The clock; tests replace it. */
  now?: () => Date;
  /** Silence request logs (tests). */
  quiet?: boolean;
  /** Where logs go instead of stdout (tests that read the log). */
  logStream?: NodeJS.WritableStream;
  /**
   * 'worker' (src/worker.ts): the same application, never listening, built for its job handlers; it
   * names the job runner only.
   */
  role?: 'api' | 'worker';
}

/** JSON bodies are small here; file uploads use multipart with their own limits. */
const JSON_BODY_LIMIT = 256 * 1024;

/** Builds the HTTP application (not listening). Migrations must have run on `database`. */
export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Services the start-up code needs (demo statements are imported through the real pipeline). */
  services: {
    admin: AdminService;
    imports: ImportsService;
    matching: MatchingService;
    suggestions: SuggestionsService;
    autoMatch: AutoMatchService;
    reconcile: ReconcileService;
    outstanding: OutstandingService;
    /** Issue 15: health samples and product-line probes (tests run them without the job runner). */
    monitoring: { samples: SamplesService; productLines: ProductLinesService };
    /** issue 16: reconciliation tasks (the boards move them; main and the worker book its jobs). */
    workflow: WorkflowService;
    /** Issue 19: agents (tests run the silent-agent check without waiting for its job). */
    agents: AgentsService;
    /** Issue 19: account balances (an agent's balance push: `importBalancesFile`). */
    balances: BalancesService;
    /** Issue 19: payroll implementation. */
    payroll: PayrollService;
  };
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const now = options.now ?? clock;
  // A hop count becomes the function form (Fastify's types do not list the number form).
  const hops = config.trustProxy;
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const app = Fastify({
    logger: options.quiet && !options.logStream ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy,
    ajv: undefined,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  const keys = await loadServerKeys(database.db);
  const tokens = new TokenService(keys.jwtSecret, config.accessTokenTtlSeconds, () => now().getTime());
  const auth = new Authenticator(database.db, tokens, config.sessionTtlHours, now, database.channel);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    keys,
    tokens,
    auth,
    realtime: attachRealtime(
      app,
      auth,
      database.socketAdapter?.((error) => app.log.warn({ err: error }, 'socket events between processes')),
    ),
    mailer: new Mailer(database.db, app.log, config.smtpUrl, config.mailFrom),
    log: app.log,
    jobs: new JobRunner(database.db, app.log, {
      channel: database.channel,
      soleProcess: database.kind === 'pglite',
      name: options.role ?? 'api',
      leaseMs: config.jobLeaseSeconds * 1000,
      heartbeatMs: Math.min(5000, (config.jobLeaseSeconds * 1000) / 3),
      slots: database.kind === 'pglite' ? 1 : config.jobSlots,
    }),
    now,
  };
  app.addHook('onClose', async () => ctx.jobs.stop());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (MUI) injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    // On PostgreSQL every API process counts in one table (ADR 0022); embedded, in memory.
    ...(database.kind === 'postgres'
      ? {
          store: postgresRateLimitStore(database.db, (error) =>
            app.log.warn({ err: error }, 'rate-limit rows could not be swept'),
          ),
        }
      : {}),
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Too many attempts from your address. Please wait a minute and try again.',
    }),
  });
  // Per-route limits are set where the file is read (FILE_SIZE_LIMITS); this is the ceiling.
  await app.register(multipart, {
    limits: { fileSize: FILE_SIZE_LIMITS.ewa + 1, files: 1, fields: 10, parts: 12 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Clearline API', version: '0.1.0', description: 'Reconciliation back office' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const monitoring = registerHealth(app, ctx);
  const authService = registerAuth(app, ctx);
  registerUsers(app, ctx, authService);
  const admin = registerAdmin(app, ctx, authService);
  // Issue 17: reports on people and data.
  registerOrgReports(app, ctx);
  const shell = registerShell(app, ctx);
  const { matching, suggestions } = registerMatching(app, ctx);
  const { reconcile, outstanding, fundsWatch, coverage } = registerReconcile(app, ctx, shell);
  registerBankRec(app, ctx, suggestions, {
    written: (organizationId, ids) => fundsWatch.afterLinesWritten(organizationId, { ids }),
    voided: (organizationId, voidedIds) => fundsWatch.afterLinesWritten(organizationId, { voidedIds }),
  });
  const autoMatch = registerAutoMatch(app, ctx, { matching, suggestions });
  // Issue 19: PGP keys; imports decrypt bank files and exports encrypt through it.
  const encryption = registerEncryption(app, ctx);
  const imports = registerImports(app, ctx, matching, autoMatch, fundsWatch, encryption);
  // Issue 19: account balances; the panel shows each account's balance check.
  const balances = registerBalances(app, ctx);
  reconcile.useBalanceCheck((organizationId, start, end) => balances.monthFlags(organizationId, start, end));
  // Issue 19: agents push files into the imports' pipeline (and balance files into balances) and notify
  // through the shell.
  const agents = registerAgents(app, ctx, { imports, shell, balances });
  // Issue 17: the ad-hoc query page; its exports are report sources (queryReader).
  registerQueries(app, ctx);
  const reports = registerReports(
    app,
    ctx,
    { reconcile, outstanding, coverage, queries: queryReader },
    encryption,
  );
  // issue 15 (dmgmt): management dashboards
  const management = registerDashboards(app, ctx, { coverage });
  // Implementation progress (health module) reuses its figures between writes, like the dashboards.
  monitoring.productLines.reuseFiguresWith((organizationId, key, compute) =>
    management.reuseWhileSummariesHold(organizationId, key, compute),
  );
  // Issue 15: the clerk dashboards, Home and the client view (accounts' months from the management's).
  registerWorkDashboards(app, ctx, { reconcile, management });
  // issue 16: reconciliation tasks
  const workflow = registerWorkflow(app, ctx, { reports, shell });
  // issue 16: boards (the reconciliation board's task cards come from the workflow)
  registerBoards(app, ctx, { workflow });
  // Issue 19: payroll implementation (a certified month closes its customers' projects).
  const payroll = registerPayroll(app, ctx, { workflow });
  // Issue 17: the organisation's settings, menus and new organisations.
  registerOrganization(app, ctx);

  await serveWebApp(app, config.webDistDir);
  return {
    app,
    ctx,
    services: {
      admin,
      imports,
      matching,
      suggestions,
      autoMatch,
      reconcile,
      outstanding,
      monitoring,
      workflow,
      agents,
      balances,
      payroll,
    },
  };
}

/**
 * The command line's way in while this server owns DATA_DIR (platform/control.ts): started by main.ts
 * for the serving process only, so benchmarks and tests that build an app leave the directory alone.
 * Returns its close function.
 */
export async function openControlChannel(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<() => Promise<void>> {
  const admin = adminService(ctx.db);
  const control = await startControlChannel(
    ctx.config.dataDir,
    {
      ping: async () => ({ ok: true, message: 'running' }),
      'unlock-user': async ([email = '']) => admin.unlockByEmail(email),
    },
    app.log,
  );
  return () => new Promise<void>((resolve) => control.close(() => resolve()));
}

/** Serves the built browser app; unknown non-API paths get index.html so client routes work on reload. */
async function serveWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : '';
  const haveWeb = distDir !== undefined && existsSync(indexFile);
  if (haveWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in asset names: they never change, so cache them for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // Whole path segments only: '/healthcheck' is a browser route, '/health/ready' is not.
    const pathname = req.url.split('?')[0] ?? '';
    const isApi = ['/api', '/health', '/socket.io'].some(
      (p) => pathname === p || pathname.startsWith(`${p}/`),
    );
    if (req.method === 'GET' && !isApi && haveWeb) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ status: 404, code: 'not_found', message: `No route ${req.method} ${req.url.split('?')[0]}` });
  });
}
