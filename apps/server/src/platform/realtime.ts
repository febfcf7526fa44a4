import { SOCKET_EVENTS, userRoom } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Authenticator, Caller } from './auth-context';

/**
 * socket.io on the API's HTTP server. A socket authenticates with the access token in its handshake
 * (`auth.token`) and joins the room `${userId}_${orgId}` of its session's organisation; modules push
 * progress and notifications to that room. A socket lives no longer than its session: ending a session
 * here disconnects its sockets at once, and a sweep catches sessions ended elsewhere (expiry, a lock,
 * another server process).
 */
export interface Realtime {
  io: Server;
  /** Sends an event to every open tab of one user in one organisation. */
  toUser(userId: string, organizationId: string, event: string, payload: unknown): void;
  /** Disconnects the sockets of these sessions (logout, a lock, sessions ended by a password change). */
  endSessions(sessionIds: string[]): void;
  /** Disconnects sockets whose session is no longer live; runs every SWEEP_INTERVAL_MS. */
  sweep(): Promise<void>;
}

/** How often sockets are checked against their sessions. */
const SWEEP_INTERVAL_MS = 30_000;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export function attachRealtime(app: FastifyInstance, auth: Authenticator): Realtime {
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    serveClient: false,
  });

  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : '';
      socket.data.caller = await auth.authenticateToken(token);
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket: Socket) => {
    const caller = socket.data.caller as Caller;
    void socket.join(sessionRoom(caller.sessionId));
    if (caller.organizationId) void socket.join(userRoom(caller.userId, caller.organizationId));
    // The browser re-announces its room after reconnecting; only its own room is accepted.
    socket.on(SOCKET_EVENTS.joinRoom, (room: unknown) => {
      if (caller.organizationId && room === userRoom(caller.userId, caller.organizationId))
        void socket.join(room);
    });
    // The browser says hello after sign-in; the answer carries what role-based landing needs (spec §4).
    socket.on(SOCKET_EVENTS.hello, () => {
      socket.emit(SOCKET_EVENTS.redirect, {
        roles: caller.roles,
        orgId: caller.organizationId,
        id: caller.userId,
      });
    });
  });

  const sweep = async () => {
    const sockets = [...io.of('/').sockets.values()];
    const ids = [...new Set(sockets.map((socket) => (socket.data.caller as Caller).sessionId))];
    if (ids.length === 0) return;
    const live = await auth.liveSessionIds(ids);
    for (const socket of sockets) {
      if (!live.has((socket.data.caller as Caller).sessionId)) socket.disconnect(true);
    }
  };
  const timer = setInterval(() => {
    sweep().catch((error) => app.log.warn({ err: error }, 'socket session sweep failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await io.close();
  });

  return {
    io,
    toUser: (userId, organizationId, event, payload) => {
      io.to(userRoom(userId, organizationId)).emit(event, payload);
    },
    endSessions: (sessionIds) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    sweep,
  };
}
