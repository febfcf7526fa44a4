import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Messages between the processes that share one database: PostgreSQL LISTEN/NOTIFY on one dedicated
 * connection per process. Every runner hears on it that a job was queued, and every process that a
 * session ended (the auth cache); socket events travel through socket.io's own PostgreSQL adapter
 * (platform/socket-adapter.ts). Delivery is best-effort: what is
 * published while the connection is down is lost (callers keep the truth in tables and poll).
 */
export interface NotifyChannel {
  /** Calls `onMessage` with the payload of every message on `name`, from any process, this one included. */
  listen(name: string, onMessage: (payload: string) => void): Promise<void>;
  /** Publishes in call order: two messages from one process arrive in the order they were sent. */
  notify(name: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7999;
const RECONNECT_MS = 1000;

/**
 * Embedded mode: one process owns the database, so a message never leaves it; delivered at once.
 */
export function inProcessChannel(): NotifyChannel {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    listen: async (name, onMessage) => {
      emitter.on(name, onMessage);
    },
    notify: async (name, payload) => {
      emitter.emit(name, payload);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * PostgreSQL: one client that LISTENs and NOTIFYs (one connection serialises the NOTIFYs, which keeps
 * their order); reconnects after a lost connection and listens again.
 */
export function postgresChannel(
  connectionString: string,
  onError: (error: unknown) => void = () => undefined,
): NotifyChannel {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let closed = false;
  let client: Promise<pg.Client> | null = null;
  let active: pg.Client | null = null;

  const reconnectLater = () => {
    client = null;
    active = null;
    setTimeout(() => {
      if (!closed && client === null) client = connect();
    }, RECONNECT_MS).unref();
  };
  const connect = (): Promise<pg.Client> => {
    // keepAlive: a connection that vanished without a word (a network partition) is noticed and replaced.
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // Only the live connection's loss matters; an old client's late events are ignored.
    const lost = (error?: unknown) => {
      if (closed || active !== next) return;
      if (error) onError(error);
      void next.end().catch(() => undefined);
      reconnectLater();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    const ready = (async () => {
      await next.connect();
      for (const name of handlers.keys()) await next.query(`listen ${quoteIdent(name)}`);
      active = next;
      return next;
    })();
    ready.catch((error) => {
      if (closed) return;
      onError(error);
      void next.end().catch(() => undefined);
      reconnectLater();
    });
    return ready;
  };
  const current = () => {
    client ??= connect();
    return client;
  };
  // One statement at a time on the connection, in call order (pg deprecates queueing them itself).
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = (text: string, values: string[] = []): Promise<void> => {
    const turn = queue.then(async () => {
      await (await current()).query(text, values);
    });
    queue = turn.catch(() => undefined);
    return turn;
  };

  return {
    listen: async (name, onMessage) => {
      const known = handlers.get(name);
      if (known) {
        known.add(onMessage);
        return;
      }
      handlers.set(name, new Set([onMessage]));
      await inTurn(`listen ${quoteIdent(name)}`);
    },
    notify: async (name, payload) => {
      if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES)
        throw new Error(`a ${Buffer.byteLength(payload)}-byte message does not fit a NOTIFY on '${name}'`);
      await inTurn('select pg_notify($1, $2)', [name, payload]);
    },
    close: async () => {
      closed = true;
      const open = client;
      client = null;
      const connection = await open?.catch(() => null);
      await connection?.end().catch(() => undefined);
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
