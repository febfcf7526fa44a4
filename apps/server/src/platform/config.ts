import path from 'node:path';

/** Everything the server reads from its environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database, uploads and keys live here when no DATABASE_URL is given. */
  dataDir: string;
  /** PostgreSQL connection string; absent = embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections per server process. */
  dbPoolSize: number;
  /**
   * Whether this server process runs durable jobs (imports, auto-match) itself. RUN_JOBS=false leaves
   * them to worker processes (`npm run worker`); PostgreSQL only.
   */
  runJobs: boolean;
  /**
   * JOB_LEASE_SECONDS: a running job whose heartbeat is older than this belongs to a dead process and is
   * re-queued by any runner (default 30, ADR 0009); its runner heartbeats every third of it, 5 s at most.
   * The crash tests shorten it so a killed process's job comes back in seconds.
   */
  jobLeaseSeconds: number;
  /**
   * JOB_SLOTS: jobs a process that runs jobs runs at once on PostgreSQL (default 2: an auto-match or an
   * import alternates between this process's cores and the database's, and two at a time keep a 2-core
   * machine busy; ADR 0033). The embedded database always runs one at a time (it has one connection).
   */
  jobSlots: number;
  /** EXPORT_RETENTION_DAYS: an export's file is removed this many days after it finished (default 30). */
  exportRetentionDays: number;
  /**
   * EXPORT_EMBEDDED_BATCH_ROWS: rows per query of an export on the embedded database (default 250; their
   * parse runs on the server's thread, so smaller batches keep requests answered meanwhile).
   */
  exportEmbeddedBatchRows: number;
  /**
   * EXPORT_WRITER_NICE: the scheduling niceness of an .xlsx or PDF export's writer thread (default 10,
   * 0 = as the server; Linux sets it for that thread only), so the server's thread and the database's
   * get the cores first while an export compresses or lays out pages.
   */
  exportWriterNice: number;
  /** Seed the demo organisations and users on first start (default: only in embedded mode). */
  seedDemo: boolean;
  /** SMTP URL for e-mailed sign-in codes; absent = codes go to the outbox table only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  accessTokenTtlSeconds: number;
  sessionTtlHours: number;
  /**
   * Which proxies may name the client in X-Forwarded-For (Fastify's trustProxy): false = none, the
   * socket's address is the client; a hop count; or a list of proxy addresses / CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Sign-in attempts allowed per address per minute. */
  loginRateLimitPerMinute: number;
  /** Failed sign-ins in a row that lock an account. */
  maxFailedLogins: number;
  /** Built web app to serve; absent or missing = API only. */
  webDistDir: string | undefined;
  logLevel: string;
  isProduction: boolean;
  /**
   * Seconds between the server's health samples (issue 15; default 60); 0 turns the health monitor off
   * (no samples, no endpoint probes).
   */
  healthSampleSeconds: number;
  /**
   * Issue 19: minutes without a call after which an activated agent is silent and its area's members are
   * told (default 15); 0 turns the silent-agent watch off.
   */
  agentSilentMinutes: number;
  /**
   * Issue 17: the address people open Clearline at (e-mailed invitation links, the OpenID Connect
   * redirect to /callback); unset = the address of the request that asks.
   */
  publicUrl: string | undefined;
  /** Issue 17: the identity providers of the login page's Firebase and Auth0 tabs (OpenID Connect). */
  oidc: Partial<Record<OidcProviderName, OidcProviderConfig>>;
  /**
   * Issue 19: PGP_KEY_SECRET, the server key that seals organisations' PGP private keys at rest (at least
   * 32 characters). Required in production; elsewhere a fixed development secret (DEV_PGP_KEY_SECRET) is
   * used, which protects nothing and is why production refuses to start without its own.
   */
  pgpKeySecret: string;
}

/** The secret development and test servers seal PGP private keys with when PGP_KEY_SECRET is unset. */
export const DEV_PGP_KEY_SECRET = 'clearline-development-pgp-key-secret-not-for-production';

/** PGP_KEY_SECRET: at least 32 characters; unset outside production = DEV_PGP_KEY_SECRET. */
export function pgpKeySecretFrom(value: string | undefined, isProduction: boolean): string {
  const secret = (value ?? '').trim();
  if (secret === '') {
    if (isProduction)
      throw new Error(
        "PGP_KEY_SECRET must be set in production (it seals the organisations' PGP private keys)",
      );
    return DEV_PGP_KEY_SECRET;
  }
  if (secret.length < 32) throw new Error('PGP_KEY_SECRET must be at least 32 characters');
  return secret;
}

export const OIDC_PROVIDERS = ['auth0', 'firebase'] as const;
export type OidcProviderName = (typeof OIDC_PROVIDERS)[number];

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * OIDC_<PROVIDER>_ISSUER, _CLIENT_ID and _CLIENT_SECRET (PROVIDER: AUTH0, FIREBASE). A provider is on when
 * all three are set; a partial set is refused at start rather than failing at someone's sign-in.
 */
export function oidcFrom(env: NodeJS.ProcessEnv): Partial<Record<OidcProviderName, OidcProviderConfig>> {
  const providers: Partial<Record<OidcProviderName, OidcProviderConfig>> = {};
  for (const name of OIDC_PROVIDERS) {
    const prefix = `OIDC_${name.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`] ?? '';
    const clientId = env[`${prefix}CLIENT_ID`] ?? '';
    const clientSecret = env[`${prefix}CLIENT_SECRET`] ?? '';
    const given = [issuer, clientId, clientSecret].filter((v) => v !== '').length;
    if (given === 0) continue;
    if (given < 3)
      throw new Error(`${prefix}ISSUER, ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET must be set together`);
    if (!/^https?:\/\//.test(issuer))
      throw new Error(`${prefix}ISSUER must be an http(s) URL, got '${issuer}'`);
    providers[name] = { issuer, clientId, clientSecret };
  }
  return providers;
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Expected a non-negative integer, got '${value}'`);
  return n;
}

/** RUN_JOBS: unset, empty, 'true' or '1' = yes; 'false' or '0' = no; anything else is refused. */
export function runJobsFrom(value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new Error(`RUN_JOBS must be true or false, got '${value}'`);
}

/**
 * TRUST_PROXY: unset, empty, 'false' or '0' trusts no proxy (a client could otherwise pick its own address
 * and step around the per-address sign-in limit); a whole number trusts that many hops; anything else is a
 * comma-separated list of proxy addresses or CIDR ranges. 'true' (trust anyone) is refused on purpose.
 */
export function trustProxyFrom(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number.parseInt(text, 10);
  if (text === 'true')
    throw new Error('TRUST_PROXY=true would trust any client; give a hop count or proxy addresses');
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const databaseUrl = env.DATABASE_URL || undefined;
  const isProduction = env.NODE_ENV === 'production';
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl,
    dbPoolSize: intFrom(env.DB_POOL_SIZE, 20),
    runJobs: runJobsFrom(env.RUN_JOBS),
    jobLeaseSeconds: Math.max(1, intFrom(env.JOB_LEASE_SECONDS, 30)),
    jobSlots: Math.max(1, intFrom(env.JOB_SLOTS, 2)),
    exportRetentionDays: intFrom(env.EXPORT_RETENTION_DAYS, 30),
    exportEmbeddedBatchRows: Math.max(1, intFrom(env.EXPORT_EMBEDDED_BATCH_ROWS, 250)),
    exportWriterNice: Math.min(19, intFrom(env.EXPORT_WRITER_NICE, 10)),
    seedDemo: databaseUrl === undefined || argv.includes('--seed-demo') || env.SEED_DEMO === '1',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Clearline <no-reply@clearline.local>',
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    sessionTtlHours: intFrom(env.SESSION_TTL_HOURS, 12),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    loginRateLimitPerMinute: intFrom(env.LOGIN_RATE_LIMIT_PER_MINUTE, 30),
    maxFailedLogins: intFrom(env.MAX_FAILED_LOGINS, 5),
    webDistDir: env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    isProduction,
    healthSampleSeconds: intFrom(env.HEALTH_SAMPLE_SECONDS, 60),
    agentSilentMinutes: intFrom(env.AGENT_SILENT_MINUTES, 15),
    publicUrl: env.PUBLIC_URL || undefined,
    oidc: oidcFrom(env),
    pgpKeySecret: pgpKeySecretFrom(env.PGP_KEY_SECRET, isProduction),
  };
}
