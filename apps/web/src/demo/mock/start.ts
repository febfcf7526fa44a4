import type { MockBackend, MockBackendOptions } from './backend';

let started: Promise<MockBackend> | null = null;

/**
 * Starts the demo's mock backend once per page (later calls get the same one) and resolves when it
 * answers. The backend, its data generators and MSW are a separate chunk, loaded on the first call, so
 * only the demo routes ever download them.
 */
export function startMockBackend(options?: MockBackendOptions): Promise<MockBackend> {
  if (!started) {
    started = import('./backend').then(({ createMockBackend }) => createMockBackend(options));
    started.catch(() => {
      started = null;
    });
  }
  return started;
}

/** Forgets the running backend (tests; a fresh start regenerates the data). */
export function resetMockBackend(): void {
  started = null;
}
