import { AUTO_MATCH_EVENT, SOCKET_EVENTS } from '@clearline/contracts';
import { describe, expect, it, vi } from 'vitest';
import { onServerEvent } from './socket';

/** A stand-in for the socket: keeps the listeners and lets the test deliver payloads. */
function fakeSocket() {
  const listeners = new Map<string, (payload: unknown) => void>();
  return {
    on(event: string, listener: (payload: unknown) => void) {
      listeners.set(event, listener);
    },
    deliver: (event: string, payload: unknown) => listeners.get(event)?.(payload),
  };
}

describe('server events', () => {
  it('hands a payload that matches its contract to the handler, parsed', () => {
    const socket = fakeSocket();
    const heard: unknown[] = [];
    onServerEvent(socket, SOCKET_EVENTS.showStatus, (event) => heard.push(event));
    const event = {
      importId: 'i1',
      fileName: 'a.bai2',
      status: 'Completed',
      msg: '3 records imported',
      errorFlag: false,
      progress: 100,
      extra: 'dropped by the schema',
    };
    socket.deliver(SOCKET_EVENTS.showStatus, event);
    const { extra: _extra, ...declared } = event;
    expect(heard).toEqual([declared]);
  });

  it('drops a payload that does not match (the old loose shape, a wrong status, no payload)', () => {
    const socket = fakeSocket();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const heard: unknown[] = [];
    onServerEvent(socket, SOCKET_EVENTS.showStatus, (event) => heard.push(event));
    onServerEvent(socket, AUTO_MATCH_EVENT, (status) => heard.push(status));
    onServerEvent(socket, SOCKET_EVENTS.redirectCfm, (payload) => heard.push(payload));
    socket.deliver(SOCKET_EVENTS.showStatus, { status: 'In Progress', fileName: 'a.bai2' });
    socket.deliver(SOCKET_EVENTS.showStatus, {
      importId: 'i1',
      fileName: 'a.bai2',
      status: 'Running',
      msg: '',
      errorFlag: false,
      progress: 5,
    });
    socket.deliver(AUTO_MATCH_EVENT, undefined);
    socket.deliver(SOCKET_EVENTS.redirectCfm, { roles: ['1'], orgId: null, id: 'u1' });
    expect(heard).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });
});
