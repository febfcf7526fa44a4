/**
 * The window-level socket information the API client reads for the socket header (spec §7). The
 * socket.io connection (shared/lib/socket.ts) calls `setSocketInfo` when it connects and disconnects.
 */
export interface SocketInfo {
  id?: string | undefined;
}

declare global {
  interface Window {
    clearlineSocket?: SocketInfo | undefined;
  }
}

export function getSocketId(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const id = window.clearlineSocket?.id;
  return id ? id : undefined;
}

export function setSocketInfo(info: SocketInfo | undefined): void {
  if (typeof window !== 'undefined') window.clearlineSocket = info;
}
