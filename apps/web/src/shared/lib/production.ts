/**
 * Spec §9: in production builds console output is silenced, and no service worker is kept (the app
 * never registers one; any left by an earlier deploy on this origin is removed so it cannot serve stale
 * files). Called once, first thing in main.tsx.
 */
const CONSOLE_METHODS = [
  'log',
  'debug',
  'info',
  'warn',
  'error',
  'trace',
  'table',
  'dir',
  'group',
  'groupCollapsed',
] as const;

export function silenceConsole(target: Console = console): void {
  const quiet = () => undefined;
  for (const method of CONSOLE_METHODS) {
    (target as unknown as Record<string, unknown>)[method] = quiet;
  }
}

export async function unregisterServiceWorkers(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Not allowed here (e.g. an insecure origin): nothing to remove.
  }
}

export function applyRuntimePolicy(isProduction: boolean = import.meta.env.PROD): void {
  if (isProduction) silenceConsole();
  void unregisterServiceWorkers();
}
