// Starts the assembled site the way a user does (`node api/src/server.js` from the repository root) on a
// free loopback port with a fresh data folder, so the demo catalogue is seeded, and stops it again.
// The apps must be built (`npm run test:e2e` builds them first).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_ARGS } from '../../api/src/process-flags.ts';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ARTIFACTS = join(REPOSITORY_ROOT, 'e2e', 'artifacts');

export interface Site {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Milliseconds from the spawn to the first successful /api/health/ping. */
  startedInMs: number;
  /** Everything the server wrote, for failure messages. */
  output(): string;
  /** Fetches JSON from the site's API (`api('aiTools?limit=1')`). */
  api<T = unknown>(path: string): Promise<T>;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL, as a crash or the OOM killer would) and keeps the data folder. */
  kill(): Promise<void>;
}

export interface StartSiteOptions {
  /** Extra environment (REMOTE_FORUM_URL, WEB_ROOT …). */
  env?: Record<string, string>;
  /** How long to wait for /api/health/ping. */
  timeoutMs?: number;
  /** How often to ask /api/health/ping while the server starts. */
  pollMs?: number;
  /** Run the server on these CPUs only (`taskset -c`), so a load generator on the others does not compete. */
  cpus?: string;
  /** Start on this data folder and port (a restart after a crash); the folder is then kept when it stops. */
  restartOf?: Pick<Site, 'dataDir' | 'port'>;
  /** Listen on this port (one picked with freePort() before, because another site must name it at its start). */
  port?: number;
}

/** A loopback port that was free a moment ago (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function assertBuilt(webRoot: string): void {
  const missing = ['shell/dist/index.html', 'mf-catalogue/dist/mf-manifest.json', 'mf-forum/dist/mf-manifest.json'].filter(
    (file) => !existsSync(join(webRoot, file)),
  );
  if (missing.length > 0) {
    throw new Error(`The site is not built (${missing.join(', ')} missing): run \`npm run build\` or \`npm run test:e2e\`.`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The variables a site started here runs with, on `port` and the data folder `dataDir`. */
export function siteEnvironment(port: number, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: '', // always the embedded SQLite in the data folder
    PORT: String(port),
    HOST: '127.0.0.1',
    // The embedded identity provider's issuer and the shell's redirect addresses are built from it.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // A test file loads many pages from one address within a minute; the default limit is for the public.
    RATE_LIMIT_MAX: '100000',
  };
}

export async function startSite({ env = {}, timeoutMs = 30_000, pollMs = 100, cpus, restartOf, port: chosenPort }: StartSiteOptions = {}): Promise<Site> {
  assertBuilt(env.WEB_ROOT ?? REPOSITORY_ROOT);
  const dataDir = restartOf?.dataDir ?? mkdtempSync(join(tmpdir(), 'roadmap-e2e-'));
  const port = restartOf?.port ?? chosenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const [command, args] = cpus ? ['taskset', ['-c', cpus, process.execPath, ...API_NODE_ARGS]] : [process.execPath, API_NODE_ARGS];
  const child = spawn(command, args, {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...siteEnvironment(port, dataDir), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const killed = await Promise.race([
        exit.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 5_000))),
      ]);
      clearTimeout(timer);
      if (!killed) {
        child.kill('SIGKILL');
        await exit;
      }
    }
    if (!restartOf) rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (!exited) {
      child.kill('SIGKILL');
      await exit;
    }
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`The server stopped before it answered:\n${chunks.join('')}`);
    }
    try {
      const response = await fetch(`${url}/api/health/ping`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) {
        await response.arrayBuffer();
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`No answer on ${url}/api/health/ping within ${timeoutMs} ms:\n${chunks.join('')}`);
    }
    await sleep(pollMs);
  }
  const startedInMs = performance.now() - spawnedAt;

  return {
    url,
    port,
    dataDir,
    process: child,
    startedInMs,
    output: () => chunks.join(''),
    async api<T>(path: string): Promise<T> {
      const response = await fetch(`${url}/api/${path}`);
      if (!response.ok) throw new Error(`GET /api/${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    stop,
    kill,
  };
}
