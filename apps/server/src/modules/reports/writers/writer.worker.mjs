// The export writer's entry: worker threads do not inherit the server's TypeScript loader, so this plain
// module registers tsx for itself and then loads the TypeScript worker (writer.worker.ts), as the
// matching engine's worker does.
import { register } from 'tsx/esm/api';

register();
await import('./writer.worker.ts');
