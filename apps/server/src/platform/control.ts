import { chmod, mkdir, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A local control channel: the running server listens on a unix socket in DATA_DIR, inside a directory
 * only the server's user (and root) may enter, and the command line sends operator commands there. In
 * embedded mode the server owns the PGlite data directory, so a second process must never open it; the
 * CLI asks the server instead. One JSON line in, one JSON line out.
 */
export interface ControlRequest {
  command: string;
  args: string[];
}
export interface ControlAnswer {
  ok: boolean;
  message: string;
}
export type ControlHandler = (args: string[]) => Promise<ControlAnswer>;

/** The socket's path for a data directory (short: unix socket paths are limited to about 100 bytes). */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control', 'server.sock');

/** Longest request accepted; commands are a name and an e-mail. */
const MAX_REQUEST_BYTES = 4096;

export async function startControlChannel(
  dataDir: string,
  handlers: Record<string, ControlHandler>,
  log: FastifyBaseLogger,
): Promise<Server> {
  const socketPath = controlSocketPath(dataDir);
  // 0700: other local users cannot reach the socket, whatever its own mode.
  await mkdir(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(socketPath), 0o700);
  // Two servers on one embedded data directory would corrupt it: refuse to start beside a live one.
  const probe = await sendControlCommand(dataDir, { command: 'ping', args: [] }, 5_000);
  if (probe.reached) throw new Error(`Another server is already running on ${dataDir}.`);
  // A socket file left by a server that did not stop cleanly would make listen fail.
  await rm(socketPath, { force: true });
  const server = createServer((connection) => {
    let buffer = '';
    connection.setEncoding('utf8');
    connection.on('error', () => undefined);
    connection.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_BYTES) return connection.destroy();
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      connection.pause();
      void answer(buffer.slice(0, end)).then((reply) => connection.end(`${JSON.stringify(reply)}\n`));
    });
  });
  const answer = async (line: string): Promise<ControlAnswer> => {
    let request: ControlRequest;
    try {
      request = JSON.parse(line) as ControlRequest;
    } catch {
      return { ok: false, message: 'The control request could not be read.' };
    }
    const handler = typeof request.command === 'string' ? handlers[request.command] : undefined;
    if (!handler) return { ok: false, message: `Unknown command '${String(request.command)}'.` };
    try {
      const reply = await handler(Array.isArray(request.args) ? request.args.map(String) : []);
      log.info({ command: request.command, ok: reply.ok }, 'control command');
      return reply;
    } catch (error) {
      log.error({ err: error, command: request.command }, 'control command failed');
      return { ok: false, message: 'The server could not carry out the command; see its log.' };
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return server;
}

export type SendResult =
  | { reached: true; answer: ControlAnswer }
  | { reached: false; reason: 'no-server' }
  | { reached: false; reason: 'failed'; detail: string };

/**
 * Sends one command to the server running on `dataDir`. `no-server`: nothing listens there (no socket,
 * or a stale one), so the caller may open the database itself. `failed`: a server is there but the
 * exchange did not complete; the outcome is unknown.
 */
export function sendControlCommand(
  dataDir: string,
  request: ControlRequest,
  timeoutMs = 30_000,
): Promise<SendResult> {
  return new Promise((resolve) => {
    const connection = createConnection(controlSocketPath(dataDir));
    let connected = false;
    let buffer = '';
    let settled = false;
    const settle = (result: SendResult) => {
      if (settled) return;
      settled = true;
      connection.destroy();
      resolve(result);
    };
    connection.setEncoding('utf8');
    connection.setTimeout(timeoutMs, () =>
      settle({ reached: false, reason: 'failed', detail: 'the server did not answer in time' }),
    );
    connection.on('connect', () => {
      connected = true;
      connection.write(`${JSON.stringify(request)}\n`);
    });
    connection.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      try {
        settle({ reached: true, answer: JSON.parse(buffer.slice(0, end)) as ControlAnswer });
      } catch {
        settle({ reached: false, reason: 'failed', detail: 'the answer could not be read' });
      }
    });
    connection.on('end', () =>
      settle({ reached: false, reason: 'failed', detail: 'the server closed the channel without answering' }),
    );
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) {
        settle({ reached: false, reason: 'no-server' });
      } else {
        settle({ reached: false, reason: 'failed', detail: error.message });
      }
    });
  });
}
