// `npm start`: build the apps that have no build yet, then run the API, which serves the site.
// Environment and terminal pass straight through; Ctrl+C and SIGTERM reach the API so it shuts down cleanly.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_NODE_ARGS } from '../api/src/process-flags.ts';
import { buildApps } from './build-all.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

if (!(await buildApps({ missingOnly: true }))) {
  console.error('A build failed; the API is not started.');
  process.exit(1);
}

const api = spawn(process.execPath, API_NODE_ARGS, { cwd: root, env: process.env, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => api.kill(signal));
}

api.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
