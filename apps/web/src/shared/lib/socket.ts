import { AUTO_MATCH_EVENT, AutoMatchStatus, SOCKET_EVENTS, userRoom } from '@clearline/contracts';
import { io, type Socket } from 'socket.io-client';
import { config } from './config';
import type { ImportSource, ImportStatusEvent } from './import-activity';
import { reconnectDelay } from './socket-backoff';
import { setSocketInfo } from './socket-info';

/** The server's answer to the hello: what role-based landing needs (spec §4). */
export interface RedirectPayload {
  roles: number[];
  orgId: string | null;
  id: string;
}

/** An agent notification pushed by `updateFromAgent`. */
export interface AgentUpdate {
  _id: string;
  updatedAt: string;
  details: string;
  dirty: boolean;
}

export interface SocketHandlers {
  onRedirect?: (payload: RedirectPayload) => void;
  onAgentUpdate?: (update: AgentUpdate) => void;
  onImportStatus?: (source: ImportSource, event: ImportStatusEvent) => void;
  /** Progress and end of an auto-match job this user started (AUTO_MATCH_EVENT), validated. */
  onAutoMatchStatus?: (status: AutoMatchStatus) => void;
}

export interface SocketOptions {
  userId: string;
  organizationId: string | null;
  /** Read at every (re)connection, so a renewed token is used. */
  getToken: () => string | null;
  handlers: SocketHandlers;
}

export interface SocketConnection {
  /** Says hello to the server ('MessageFromPlatformHR'); it answers with 'redirect'. */
  hello(): void;
  close(): void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/**
 * The socket.io connection of a signed-in tab: path /socket.io, the access token in the handshake
 * (`auth.token`), websocket then polling. Reconnection is ours (spec §9, socket-backoff.ts): 500-1000 ms,
 * after 6 attempts every 5 s, forever. After a reconnect it re-joins its room and says hello again
 * with the token and organisation. Socket errors are only logged (spec §8).
 */
export function connectSocket(options: SocketOptions): SocketConnection {
  const { userId, organizationId, getToken, handlers } = options;
  const socketOptions = {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    reconnection: false,
    autoConnect: false,
    auth: (cb: (data: object) => void) => cb({ token: getToken() ?? '' }),
  };
  const socket: Socket = config.apiBaseUrl ? io(config.apiBaseUrl, socketOptions) : io(socketOptions);
  let attempts = 0;
  let connectedBefore = false;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const hello = () => socket.emit(SOCKET_EVENTS.hello, { token: getToken(), orgId: organizationId });

  const retry = () => {
    if (closed || socket.connected || retryTimer) return;
    attempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!closed) socket.connect();
    }, reconnectDelay(attempts));
  };

  socket.on('connect', () => {
    attempts = 0;
    setSocketInfo({ id: socket.id });
    if (connectedBefore) {
      if (organizationId) socket.emit(SOCKET_EVENTS.joinRoom, userRoom(userId, organizationId));
      hello();
    }
    connectedBefore = true;
  });
  socket.on('disconnect', (reason) => {
    setSocketInfo(undefined);
    if (reason !== 'io client disconnect') retry();
  });
  socket.on('connect_error', (error) => {
    console.warn('Socket connection failed', error.message);
    retry();
  });

  socket.on(SOCKET_EVENTS.redirect, (payload: unknown) => {
    if (isObject(payload) && Array.isArray(payload.roles))
      handlers.onRedirect?.(payload as unknown as RedirectPayload);
  });
  socket.on(SOCKET_EVENTS.updateFromAgent, (payload: unknown) => {
    if (isObject(payload) && typeof payload.details === 'string')
      handlers.onAgentUpdate?.(payload as unknown as AgentUpdate);
  });
  const importStatus = (source: ImportSource) => (payload: unknown) => {
    if (isObject(payload) && typeof payload.status === 'string' && typeof payload.fileName === 'string')
      handlers.onImportStatus?.(source, payload as unknown as ImportStatusEvent);
  };
  socket.on(SOCKET_EVENTS.showStatus, importStatus('bankRec'));
  socket.on(SOCKET_EVENTS.showEwaStatus, importStatus('ewa'));
  socket.on(AUTO_MATCH_EVENT, (payload: unknown) => {
    const parsed = AutoMatchStatus.safeParse(payload);
    if (parsed.success) handlers.onAutoMatchStatus?.(parsed.data);
  });

  socket.connect();

  return {
    hello: () => {
      if (socket.connected) hello();
      else socket.once('connect', hello);
    },
    close: () => {
      closed = true;
      clearTimeout(retryTimer);
      socket.removeAllListeners();
      socket.disconnect();
      setSocketInfo(undefined);
    },
  };
}
