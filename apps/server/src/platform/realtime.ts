import { SOCKET_EVENTS, userRoom } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Authenticator, Caller } from './auth-context';

/**
 * socket.io on the API's HTTP server. A socket authenticates with the access token in its handshake
 * (`auth.token`) and joins the room `${userId}_${orgId}` of its session's organisation; modules push
 * progress and notifications to that room.
 */
export interface Realtime {
  io: Server;
  /** Sends an event to every open tab of one user in one organisation. */
  toUser(userId: string, organizationId: string, event: string, payload: unknown): void;
}

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

  app.addHook('onClose', async () => {
    await io.close();
  });

  return {
    io,
    toUser: (userId, organizationId, event, payload) => {
      io.to(userRoom(userId, organizationId)).emit(event, payload);
    },
  };
}
