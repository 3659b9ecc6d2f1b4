// The entry point: `node api/src/server.ts` (or `npm start -w api`). Node's compile cache keeps the
// type-stripped, compiled modules between starts, which brings a restart well under a second on a quiet
// machine; the server itself starts in ./start-server.ts, imported after the cache is on.
import { enableCompileCache } from 'node:module';

enableCompileCache?.();
const { startServer } = await import('./start-server.ts');
await startServer();
