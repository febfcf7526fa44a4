import { IdleTimeout } from '../idle/IdleTimeout';
import { useShellSocket } from './use-shell-socket';

/** What runs for a signed-in tab whatever the page shows: the socket and the idle timeout. */
export function SessionServices() {
  useShellSocket();
  return <IdleTimeout />;
}
