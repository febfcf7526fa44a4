import type { FastifyBaseLogger } from 'fastify';
import type { Authenticator } from './auth-context';
import type { Config } from './config';
import type { Database, Db } from './db';
import type { JobRunner } from './jobs';
import type { ServerKeys } from './keys';
import type { Mailer } from './mailer';
import type { Realtime } from './realtime';
import type { TokenService } from './tokens';

/** What every module receives: built once in app.ts, never imported as a global. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  keys: ServerKeys;
  tokens: TokenService;
  auth: Authenticator;
  mailer: Mailer;
  realtime: Realtime;
  /** Durable jobs; modules register their kinds at start-up, main.ts starts the runner. */
  jobs: JobRunner;
  log: FastifyBaseLogger;
  /** The clock; tests replace it. */
  now: () => Date;
}
