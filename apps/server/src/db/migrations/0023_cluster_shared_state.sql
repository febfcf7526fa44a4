-- ADR 0022: state the processes of one PostgreSQL database share. Both tables are UNLOGGED (no WAL; a
-- crash empties them, which loses nothing worth keeping) and outside the Drizzle schema: no module reads them.
-- socket.io's PostgreSQL adapter: payloads over 8,000 bytes or binary, deleted after 30 s by every process.
CREATE UNLOGGED TABLE IF NOT EXISTS "socket_io_attachments" (
  "id" bigserial PRIMARY KEY,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "payload" bytea
);
--> statement-breakpoint
-- @fastify/rate-limit's counts (platform/rate-limit-store.ts): one row per route and client address.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_hits" (
  "key" text PRIMARY KEY,
  "window_ends_at" timestamptz NOT NULL,
  "hits" integer NOT NULL
);
