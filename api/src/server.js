// The entry point: `node api/src/server.js` (or `npm start -w api`). Plain JavaScript on purpose, and the one file
// that is: Node strips the types of a .ts file with the TypeScript stripper it bundles, which it loads on the first
// .ts it meets and which stays in memory (about 18 MB of the API's RSS). Here the compile cache is switched on
// before any .ts is imported, and it keeps the type-stripped, compiled modules between starts, so a start with a
// warm cache never loads the stripper and a restart stays well under a second. The server itself starts in
// ./start-server.ts. docs/decisions/0005-budgets.md has the figures.
import { enableCompileCache } from 'node:module';

enableCompileCache?.();
const { startServer } = await import('./start-server.ts');
await startServer();
