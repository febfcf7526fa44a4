// The engine worker's entry: worker threads do not inherit the server's TypeScript loader, so this plain
// module registers tsx for itself and then loads the TypeScript worker (engine.worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./engine.worker.ts');
