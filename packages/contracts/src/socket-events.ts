import { z } from 'zod';
import {
  BOARD_CHANGED_EVENT,
  BOARD_JOIN_EVENT,
  BOARD_LEAVE_EVENT,
  BoardChangedEvent,
} from './boards.contract';
import { ImportStatusEvent } from './imports.contract';
import { ORGANIZATION_CHANGED_EVENT, OrganizationChangedEvent } from './organization.contract';
import { AUTO_MATCH_EVENT, AutoMatchStatus } from './reconcile.contract';
import { BlobStorageQueueEvent, REPORT_EXPORT_EVENT, ReportExportStatusEvent } from './reports.contract';
import { AgentNotification } from './shell.contract';

/** socket.io event names of spec §7 (Sockets). */
export const SOCKET_EVENTS = {
  joinRoom: 'room',
  hello: 'MessageFromPlatformHR',
  /** The hello's answer (spec §7 'redirectCFM'; §4 calls it the 'redirect' event): roles, orgId, id. */
  redirectCfm: 'redirectCFM',
  showStatus: 'showStatus',
  showEwaStatus: 'showEwaStatus',
  notifyBlobStorageQueue: 'notifyBlobStorageQueue',
  updateFromAgent: 'updateFromAgent',
} as const;

/** The answer to the hello (spec §7 redirectCFM: roles, orgId, id): what role-based landing needs (spec §4). */
export const RedirectEvent = z.object({
  roles: z.array(z.number().int()),
  orgId: z.string().nullable(),
  id: z.string(),
});
export type RedirectEvent = z.infer<typeof RedirectEvent>;

/**
 * Every event the server sends, with its payload's schema: the server's emitter is typed by it and the
 * browser parses each event with it (an event that does not parse is dropped and logged).
 */
export const SERVER_EVENTS = {
  [SOCKET_EVENTS.redirectCfm]: RedirectEvent,
  /** An agent notification, stored and pushed (spec §7 updateFromAgent). */
  [SOCKET_EVENTS.updateFromAgent]: AgentNotification,
  /** A bank-rec import's progress and end. */
  [SOCKET_EVENTS.showStatus]: ImportStatusEvent,
  /** An employer-funds import's progress and end. */
  [SOCKET_EVENTS.showEwaStatus]: ImportStatusEvent,
  /** An auto-match job's progress and end, to the user who started it. */
  [AUTO_MATCH_EVENT]: AutoMatchStatus,
  /** An export ended (spec §7): ready to download, or failed with the spec's message. */
  [SOCKET_EVENTS.notifyBlobStorageQueue]: BlobStorageQueueEvent,
  /** An export's progress, to the user who asked for it. */
  [REPORT_EXPORT_EVENT]: ReportExportStatusEvent,
  /** issue 16: something on a board changed, to everyone watching it. */
  [BOARD_CHANGED_EVENT]: BoardChangedEvent,
  /** Issue 17: the organisation's settings or menu changed, to every member's open tabs. */
  [ORGANIZATION_CHANGED_EVENT]: OrganizationChangedEvent,
} as const;

export type ServerEventName = keyof typeof SERVER_EVENTS;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof SERVER_EVENTS)[E]>;
/** socket.io's listener map of the server's events (`Server<ClientEvents, ServerEvents>`). */
export type ServerEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };

/** What the browser sends: its room after a reconnect, and the hello after sign-in. */
export interface ClientEvents {
  [SOCKET_EVENTS.joinRoom]: (room: unknown) => void;
  [SOCKET_EVENTS.hello]: (hello: unknown) => void;
  /** issue 16: watch a board (its uuid); the answer says whether the socket joined its room. */
  [BOARD_JOIN_EVENT]: (boardId: unknown, answer?: (result: { ok: boolean }) => void) => void;
  [BOARD_LEAVE_EVENT]: (boardId: unknown) => void;
}

/** The room a user's sockets join in an organisation: `${userId}_${orgId}`. */
export function userRoom(userId: string, orgId: string): string {
  return `${userId}_${orgId}`;
}

/** Custom request headers of spec §7. */
export const SESSION_HEADER = 'x-session-number';
export const SOCKET_HEADER = 'x-socket-id';
