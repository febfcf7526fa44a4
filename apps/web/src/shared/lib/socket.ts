import {
  type AgentNotification,
  AUTO_MATCH_EVENT,
  type AutoMatchStatus,
  type BlobStorageQueueEvent,
  BOARD_CHANGED_EVENT,
  BOARD_JOIN_EVENT,
  BOARD_LEAVE_EVENT,
  type ClientEvents,
  type ImportStatusEvent,
  ORGANIZATION_CHANGED_EVENT,
  type OrganizationChangedEvent,
  REPORT_EXPORT_EVENT,
  type RedirectEvent,
  type ReportExportStatusEvent,
  SERVER_EVENTS,
  type ServerEventName,
  type ServerEventPayload,
  type ServerEvents,
  SOCKET_EVENTS,
  userRoom,
} from '@clearline/contracts';
import { io, type Socket } from 'socket.io-client';
import type { z } from 'zod';
import { boardEvents } from './board-events';
import { config } from './config';
import type { ImportSource } from './import-activity';
import { reconnectDelay } from './socket-backoff';
import { setSocketInfo } from './socket-info';

/** The server's answer to the hello: what role-based landing needs (spec §4). */
export type RedirectPayload = RedirectEvent;
/** An agent notification pushed by `updateFromAgent`. */
export type AgentUpdate = z.infer<typeof AgentNotification>;

/** What the tab does with each server event; every payload has been parsed with its contract schema. */
export interface SocketHandlers {
  onRedirect?: (payload: RedirectPayload) => void;
  onAgentUpdate?: (update: AgentUpdate) => void;
  onImportStatus?: (source: ImportSource, event: ImportStatusEvent) => void;
  /** Progress and end of an auto-match job this user started (AUTO_MATCH_EVENT). */
  onAutoMatchStatus?: (status: AutoMatchStatus) => void;
  /** A report export's progress (REPORT_EXPORT_EVENT), to the user who asked for it. */
  onExportStatus?: (event: ReportExportStatusEvent) => void;
  /** A report export ended (spec §7 notifyBlobStorageQueue): ready to download, or failed. */
  onExportEnded?: (event: BlobStorageQueueEvent) => void;
  /** Issue 17: the organisation's settings or menu changed (an administrator saved them). */
  onOrganizationChanged?: (event: OrganizationChangedEvent) => void;
}

/**
 * Listens to one server event, parsing its payload with the contracts' schema (SERVER_EVENTS); a
 * payload that does not parse is logged and dropped, so a handler only ever sees the declared shape.
 */
export function onServerEvent<E extends ServerEventName>(
  socket: { on(event: string, listener: (payload: unknown) => void): unknown },
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): void {
  const schema = SERVER_EVENTS[event];
  socket.on(event, (payload: unknown) => {
    const parsed = schema.safeParse(payload);
    // The map ties each name to its schema; TypeScript cannot follow a generic name through it.
    if (parsed.success) handler(parsed.data as ServerEventPayload<E>);
    else console.warn(`Socket event ${event} dropped: its payload does not match the contract`);
  });
}

export interface SocketOptions {
  userId: string;
  organizationId: string | null;
  /** Read at every (re)connection, so a renewed token is used. */
  getToken: () => string | null;
  handlers: SocketHandlers;
}

export interface SocketConnection {
  /** Says hello to the server ('MessageFromPlatformHR'); it answers with 'redirectCFM'. */
  hello(): void;
  close(): void;
}

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
  const socket: Socket<ServerEvents, ClientEvents> = config.apiBaseUrl
    ? io(config.apiBaseUrl, socketOptions)
    : io(socketOptions);
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
    // issue 16: the boards this tab watches, joined again on every connection.
    boardEvents.connect({
      join: (boardId) => socket.emit(BOARD_JOIN_EVENT, boardId),
      leave: (boardId) => socket.emit(BOARD_LEAVE_EVENT, boardId),
    });
  });
  socket.on('disconnect', (reason) => {
    setSocketInfo(undefined);
    boardEvents.connect(null);
    if (reason !== 'io client disconnect') retry();
  });
  socket.on('connect_error', (error) => {
    console.warn('Socket connection failed', error.message);
    retry();
  });

  // The typed socket promises parsed payloads; the listeners see the wire's unknown and parse it first.
  const raw = socket as unknown as Parameters<typeof onServerEvent>[0];
  onServerEvent(raw, SOCKET_EVENTS.redirectCfm, (payload) => handlers.onRedirect?.(payload));
  onServerEvent(raw, SOCKET_EVENTS.updateFromAgent, (update) => handlers.onAgentUpdate?.(update));
  onServerEvent(raw, SOCKET_EVENTS.showStatus, (event) => handlers.onImportStatus?.('bankRec', event));
  onServerEvent(raw, SOCKET_EVENTS.showEwaStatus, (event) => handlers.onImportStatus?.('ewa', event));
  onServerEvent(raw, AUTO_MATCH_EVENT, (status) => handlers.onAutoMatchStatus?.(status));
  onServerEvent(raw, REPORT_EXPORT_EVENT, (event) => handlers.onExportStatus?.(event));
  onServerEvent(raw, SOCKET_EVENTS.notifyBlobStorageQueue, (event) => handlers.onExportEnded?.(event));
  onServerEvent(raw, BOARD_CHANGED_EVENT, (event) => boardEvents.report(event));
  onServerEvent(raw, ORGANIZATION_CHANGED_EVENT, (event) => handlers.onOrganizationChanged?.(event));
  onServerEvent(raw, SOCKET_EVENTS.updateFromAgent, () => boardEvents.notice());

  socket.connect();

  return {
    hello: () => {
      if (socket.connected) hello();
      else socket.once('connect', hello);
    },
    close: () => {
      closed = true;
      clearTimeout(retryTimer);
      boardEvents.connect(null);
      socket.removeAllListeners();
      socket.disconnect();
      setSocketInfo(undefined);
    },
  };
}
