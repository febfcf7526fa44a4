import {
  BOARD_JOIN_EVENT,
  BOARD_LEAVE_EVENT,
  type ClientEvents,
  type ServerEventName,
  type ServerEventPayload,
  type ServerEvents,
  SOCKET_EVENTS,
  userRoom,
} from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Authenticator, Caller } from './auth-context';
import type { SocketAdapter } from './socket-adapter';

/**
 * socket.io on the API's HTTP server. A socket authenticates with the access token in its handshake
 * (`auth.token`) and joins the room `${userId}_${orgId}` of its session's organisation; modules push
 * progress and notifications to that room. A socket lives no longer than its session: ending a session
 * here disconnects its sockets at once, and a sweep catches sessions ended elsewhere (expiry, a lock,
 * another server process).
 *
 * On PostgreSQL, socket.io's PostgreSQL adapter (platform/socket-adapter.ts, ADR 0022) carries every
 * room emit and disconnect to the other processes on the database: a job run by a worker process, or a
 * session ended through another API process, reaches the tabs connected to any API process. A worker
 * builds the same server without listening; its emits only travel through the adapter.
 */
export interface Realtime {
  io: Server<ClientEvents, ServerEvents>;
  /**
   * Sends an event to every open tab of one user in one organisation; the payload is typed by the
   * contracts' event map (SERVER_EVENTS), which the browser parses it with.
   */
  toUser<E extends ServerEventName>(
    userId: string,
    organizationId: string,
    event: E,
    payload: ServerEventPayload<E>,
  ): void;
  /**
   * Sends an event to every socket in a room a module let it join (issue 16: a board's watchers); the
   * room name must carry the organisation, so an event never leaves it.
   */
  toRoom<E extends ServerEventName>(room: string, event: E, payload: ServerEventPayload<E>): void;
  /**
   * Lets sockets ask to watch a board: `roomOf` answers the room of that board for this caller, or null
   * when the caller may not watch it (another organisation's board). The boards module sets it.
   */
  setBoardRooms(roomOf: (caller: Caller, boardId: unknown) => Promise<string | null>): void;
  /** Disconnects the sockets of these sessions (logout, a lock, sessions ended by a password change). */
  endSessions(sessionIds: string[]): void;
  /** Disconnects sockets whose session is no longer live; runs every SWEEP_INTERVAL_MS. */
  sweep(): Promise<void>;
}

/** How often sockets are checked against their sessions. */
const SWEEP_INTERVAL_MS = 30_000;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export function attachRealtime(
  app: FastifyInstance,
  auth: Authenticator,
  /** PostgreSQL's adapter (Database.socketAdapter); absent = socket.io's in-memory one (one process). */
  cluster?: SocketAdapter,
): Realtime {
  const io = new Server<ClientEvents, ServerEvents>(app.server, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    serveClient: false,
    ...(cluster ? { adapter: cluster.adapter } : {}),
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

  let boardRoomOf: (caller: Caller, boardId: unknown) => Promise<string | null> = async () => null;
  io.on('connection', (socket: Socket<ClientEvents, ServerEvents>) => {
    const caller = socket.data.caller as Caller;
    void socket.join(sessionRoom(caller.sessionId));
    if (caller.organizationId) void socket.join(userRoom(caller.userId, caller.organizationId));
    // The browser re-announces its room after reconnecting; only its own room is accepted.
    socket.on(SOCKET_EVENTS.joinRoom, (room: unknown) => {
      if (caller.organizationId && room === userRoom(caller.userId, caller.organizationId))
        void socket.join(room);
    });
    // issue 16: a board's page watches it; only boards of the socket's own organisation are joined.
    const boardRooms = new Map<string, string>();
    socket.on(BOARD_JOIN_EVENT, (boardId, answer) => {
      boardRoomOf(caller, boardId)
        .then((room) => {
          if (room) {
            boardRooms.set(String(boardId), room);
            void socket.join(room);
          }
          if (typeof answer === 'function') answer({ ok: room !== null });
        })
        .catch((error) => {
          app.log.warn({ err: error }, 'a board room could not be joined');
          if (typeof answer === 'function') answer({ ok: false });
        });
    });
    socket.on(BOARD_LEAVE_EVENT, (boardId) => {
      const room = boardRooms.get(String(boardId));
      if (room) void socket.leave(room);
      boardRooms.delete(String(boardId));
    });
    // The browser says hello after sign-in; the answer carries what role-based landing needs (spec §4).
    socket.on(SOCKET_EVENTS.hello, () => {
      socket.emit(SOCKET_EVENTS.redirectCfm, {
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
    await cluster?.close();
  });

  // The payload is typed by the contracts' map at toUser/toRoom; socket.io's emit cannot follow a generic name.
  const emitTo = <E extends ServerEventName>(room: string, event: E, payload: ServerEventPayload<E>) => {
    io.to(room).emit(event, ...([payload] as unknown as Parameters<ServerEvents[E]>));
  };

  return {
    io,
    // Fire and forget, as socket emits are: a lost event leaves the page to its next refresh.
    toUser: (userId, organizationId, event, payload) => {
      emitTo(userRoom(userId, organizationId), event, payload);
    },
    toRoom: emitTo,
    setBoardRooms: (roomOf) => {
      boardRoomOf = roomOf;
    },
    endSessions: (sessionIds) => {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      // This process's sockets at once (the adapter acts locally only after its NOTIFY went out), so
      // they are gone when the logout answers; then every process's, this one's again being a no-op.
      io.local.in(rooms).disconnectSockets(true);
      io.in(rooms).disconnectSockets(true);
    },
    sweep,
  };
}
