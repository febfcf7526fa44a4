import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { ServerOptions } from 'socket.io';

/**
 * socket.io's PostgreSQL adapter (@socket.io/postgres-adapter, ADR 0022): a broadcast, a room's emit or
 * a `disconnectSockets` in one process reaches the sockets of every process on the database, through
 * LISTEN/NOTIFY on the channel `socket.io#/`. Payloads over 8,000 bytes (or binary) go through the
 * UNLOGGED table `socket_io_attachments` (migration 0023), whose rows every process deletes after 30 s.
 */
export interface SocketAdapter {
  adapter: ServerOptions['adapter'];
  /** Ends the adapter's connections; call after io.close() (which stops the adapter itself). */
  close(): Promise<void>;
}

/** What a process spends: one connection held for LISTEN, one for publishing and the cleanup. */
const ADAPTER_CONNECTIONS = 2;

export function postgresSocketAdapter(
  connectionString: string,
  onError: (error: unknown) => void,
): SocketAdapter {
  // keepAlive: a LISTEN connection that vanished without a word is noticed and replaced.
  const pool = new pg.Pool({ connectionString, max: ADAPTER_CONNECTIONS, keepAlive: true });
  pool.on('error', onError);
  // The adapter holds its LISTEN client checked out for good and, when it ends, takes another without
  // releasing the dead one: unhandled, its 'error' would crash the process and its slot would stay
  // taken (with two slots, publishing would then wait for ever). Released with an error, it leaves.
  // After close, a connection the adapter asks for (a reconnection timer that fired, a connect in flight)
  // is never given: it waits for good instead of retrying against an ended pool every 2 s.
  let closed = false;
  const never = new Promise<never>(() => undefined);
  // Every client handed to the adapter. The adapter releases its LISTEN client on close only once its
  // LISTEN has answered: one still being set up when the server closes would hold pool.end() for ever.
  const handedOut = new Set<pg.PoolClient>();
  const listenerPool = {
    connect: async () => {
      if (closed) return never;
      const client = await pool.connect();
      if (closed) {
        client.release();
        return never;
      }
      handedOut.add(client);
      // This checkout's release (pg-pool gives each checkout its own): once called, the client is the
      // pool's again (it may serve a query of the pool next), not ours to release on close.
      const releaseOnce = client.release;
      client.release = (error?: Error | boolean) => {
        handedOut.delete(client);
        return releaseOnce.call(client, error);
      };
      client.on('error', onError);
      client.once('end', () => {
        try {
          client.release(new Error('the adapter lost its LISTEN connection'));
        } catch {
          // Already released by the adapter's close.
        }
      });
      return client;
    },
    query: pool.query.bind(pool),
  } as unknown as pg.Pool;
  return {
    adapter: createAdapter(listenerPool, { tableName: 'socket_io_attachments', errorHandler: onError }),
    close: async () => {
      closed = true;
      for (const client of handedOut) {
        try {
          client.release(true);
        } catch {
          // Already released by the adapter.
        }
      }
      handedOut.clear();
      await pool.end();
    },
  };
}
