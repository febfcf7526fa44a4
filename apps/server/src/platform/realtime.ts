import { randomUUID } from 'node:crypto';
import {
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
import type { NotifyChannel } from './notify-channel';

/**
 * socket.io on the API's HTTP server. A socket authenticates with the access token in its handshake
 * (`auth.token`) and joins the room `${userId}_${orgId}` of its session's organisation; modules push
 * progress and notifications to that room. A socket lives no longer than its session: ending a session
 * here disconnects its sockets at once, and a sweep catches sessions ended elsewhere (expiry, a lock,
 * another server process).
 *
 * Events reach this process's sockets at once and travel through the database's channel
 * (platform/notify-channel.ts) to the other processes: a job run by a worker process, or a session
 * ended through another API process, reaches the tabs connected to this one.
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
  /** Disconnects the sockets of these sessions (logout, a lock, sessions ended by a password change). */
  endSessions(sessionIds: string[]): void;
  /** Disconnects sockets whose session is no longer live; runs every SWEEP_INTERVAL_MS. */
  sweep(): Promise<void>;
}

/** How often sockets are checked against their sessions. */
const SWEEP_INTERVAL_MS = 30_000;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The channel that carries socket events between processes. */
export const REALTIME_CHANNEL = 'clearline_realtime';

/** What travels on the channel: an event for one user's room, or sessions whose sockets must close. */
type RelayedEvent =
  | { to: 'user'; userId: string; organizationId: string; event: ServerEventName; payload: unknown }
  | { to: 'sessions'; sessionIds: string[] };
type Relayed = RelayedEvent & { from: string };

export function attachRealtime(app: FastifyInstance, auth: Authenticator, channel: NotifyChannel): Realtime {
  const io = new Server<ClientEvents, ServerEvents>(app.server, {
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

  io.on('connection', (socket: Socket<ClientEvents, ServerEvents>) => {
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

  const deliver = (relayed: RelayedEvent) => {
    if (relayed.to === 'user')
      io.to(userRoom(relayed.userId, relayed.organizationId)).emit(
        relayed.event,
        // Typed at toUser (this process) or by the sending process's own toUser.
        ...([relayed.payload] as Parameters<ServerEvents[typeof relayed.event]>),
      );
    else io.in(relayed.sessionIds.map(sessionRoom)).disconnectSockets(true);
  };
  // This process delivers its own events at once; the channel brings back its own too, skipped by origin.
  const origin = randomUUID();
  const listening = channel.listen(REALTIME_CHANNEL, (message) => {
    try {
      const relayed = JSON.parse(message) as Relayed;
      if (relayed.from !== origin) deliver(relayed);
    } catch (error) {
      app.log.warn({ err: error }, 'a relayed socket event could not be delivered');
    }
  });
  listening.catch((error) => app.log.warn({ err: error }, 'socket events from other processes unavailable'));
  // Fire and forget, as socket emits are: a lost event leaves the page to its next refresh.
  const send = (relayed: RelayedEvent) => {
    deliver(relayed);
    channel
      .notify(REALTIME_CHANNEL, JSON.stringify({ ...relayed, from: origin } satisfies Relayed))
      .catch((error) => app.log.warn({ err: error }, 'a socket event could not be relayed'));
  };

  return {
    io,
    toUser: (userId, organizationId, event, payload) => {
      send({ to: 'user', userId, organizationId, event, payload });
    },
    endSessions: (sessionIds) => {
      if (sessionIds.length > 0) send({ to: 'sessions', sessionIds });
    },
    sweep,
  };
}
