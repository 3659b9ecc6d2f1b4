// The API as it runs in production: `node api/src/server.js` in a process of its own, for the tests of what only a
// real process shows (a stop by signal, a start that fails, two instances at once). No web build is needed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../src/server.js', import.meta.url));

export interface ApiProcess {
  port: number;
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, and the exit code; SIGKILL after `killAfterMs`. */
  stop(killAfterMs?: number): Promise<number | null>;
}

export interface StartApiOptions {
  port: number;
  env: Record<string, string>;
  /** Wait until it answers /api/health/ping (default), or only until it has exited or is listening. */
  waitUntilReady?: boolean;
  timeoutMs?: number;
  /** Node's own flags before the script, e.g. API_NODE_FLAGS (process-flags.ts) for production's memory. */
  nodeFlags?: string[];
}

export async function startApi({ port, env, waitUntilReady = true, timeoutMs = 30_000, nodeFlags = [] }: StartApiOptions): Promise<ApiProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'roadmap-api-process-'));
  const child = spawn(process.execPath, [...nodeFlags, SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_ROOT: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      if (env.DATA_DIR === undefined) rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  let ended = false;
  void exited.then(() => (ended = true));

  const origin = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    port,
    origin,
    child,
    output: () => chunks.join(''),
    exited,
    async stop(killAfterMs = 30_000) {
      if (!ended) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
  if (!waitUntilReady) return api;

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (ended) throw new Error(`the API exited before it was ready:\n${api.output()}`);
    try {
      const answer = await fetch(`${origin}/api/health/ping`);
      if (answer.ok) return api;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API was not ready within ${timeoutMs} ms:\n${api.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
