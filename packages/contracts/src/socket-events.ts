/** socket.io event names of spec §7 (Sockets). Payload shapes are declared with their modules. */
export const SOCKET_EVENTS = {
  joinRoom: 'room',
  hello: 'MessageFromPlatformHR',
  redirect: 'redirect',
  redirectCfm: 'redirectCFM',
  showStatus: 'showStatus',
  showEwaStatus: 'showEwaStatus',
  notifyBlobStorageQueue: 'notifyBlobStorageQueue',
  updateFromAgent: 'updateFromAgent',
} as const;

/** The room a user's sockets join in an organisation: `${userId}_${orgId}`. */
export function userRoom(userId: string, orgId: string): string {
  return `${userId}_${orgId}`;
}

/** Custom request headers of spec §7. */
export const SESSION_HEADER = 'x-session-number';
export const SOCKET_HEADER = 'x-socket-id';
