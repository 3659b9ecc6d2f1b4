// A rolling restart as docs/operations.md describes it: two API processes on one PostgreSQL database behind nginx
// (Debian's package), restarted one after the other (SIGTERM, start again) under a steady load of reads and writes.
// Every request is answered, and every write that was acknowledged is in the database afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startApi, type ApiProcess } from '../../test/api-process.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { createAccessTokens } from '../auth/access-token.ts';
import { openDatabase } from '../db/connect.ts';
import { freePort } from '../oidc/test-kit.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const NGINX = '/usr/sbin/nginx';
if (process.env.CI && !existsSync(NGINX)) throw new Error(`${NGINX} is missing: .ci/run installs Debian's nginx for this test`);
const describeWithNginx = serverUrl && existsSync(NGINX) ? describe : describe.skip;

/** The proxy set-up of docs/operations.md, on loopback ports and in a folder of its own. */
function nginxConfig(folder: string, listen: number, upstreams: number[]): string {
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  upstream roadmap_api {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=1s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://roadmap_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

async function startNginx(listen: number, upstreams: number[]): Promise<{ stop(): Promise<void>; log(): string }> {
  const folder = mkdtempSync(join(tmpdir(), 'roadmap-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(folder, sub));
  writeFileSync(join(folder, 'nginx.conf'), nginxConfig(folder, listen, upstreams));
  const output: string[] = [];
  const child: ChildProcess = spawn(NGINX, ['-p', folder, '-e', join(folder, 'error.log'), '-c', join(folder, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`http://127.0.0.1:${listen}/`);
      break;
    } catch {
      if (tries > 50) throw new Error(`nginx did not start: ${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    log: () => output.join(''),
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

interface Load {
  requests: number;
  failures: string[];
  /** Forum questions the API answered 201 for: id and subject. */
  acknowledged: { id: number; subject: string }[];
  stop(): Promise<void>;
}

/** Readers of the tool list and the forum, and writers of forum questions, each one request after the other. */
function steadyLoad(origin: string, writers: string[], readers: number): Load {
  const load: Load = { requests: 0, failures: [], acknowledged: [], stop: async () => undefined };
  let running = true;
  let written = 0;
  async function once(method: string, path: string, init: RequestInit = {}): Promise<Response | null> {
    load.requests++;
    try {
      const answer = await fetch(`${origin}${path}`, { method, ...init });
      if (answer.status >= 500 || (method === 'GET' && answer.status !== 200)) {
        load.failures.push(`${method} ${path}: ${answer.status} ${(await answer.text()).slice(0, 200)}`);
        return null;
      }
      return answer;
    } catch (error) {
      load.failures.push(`${method} ${path}: ${(error as Error).message}`);
      return null;
    }
  }
  async function reader(index: number): Promise<void> {
    const paths = ['/api/aiTools', '/api/issues/data?limit=20', '/api/faqs'];
    for (let n = index; running; n++) {
      const answer = await once('GET', paths[n % paths.length]!);
      await answer?.arrayBuffer();
      // Steady, not flat out: the instances must have room to start on two cores.
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  async function writer(authorization: string): Promise<void> {
    // Nine questions at most per account: the limit of ten a day stays out of the way.
    for (let n = 0; running && n < 9; n++) {
      const subject = `Herstart-vraag ${++written}`;
      const answer = await once('POST', '/api/issues', {
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ subject, content: 'Blijft deze vraag bewaard als de API herstart?' }),
      });
      if (answer === null) continue;
      if (answer.status !== 201) load.failures.push(`POST /api/issues: ${answer.status} ${await answer.text()}`);
      else load.acknowledged.push({ id: ((await answer.json()) as { id: number }).id, subject });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  const workers = [...Array.from({ length: readers }, (_, i) => reader(i)), ...writers.map((authorization) => writer(authorization))];
  load.stop = async () => {
    running = false;
    await Promise.all(workers);
  };
  return load;
}

/** Plain accounts with the API's own tokens, signed with the key the API keeps in the database. */
async function writersIn(databaseUrl: string, count: number): Promise<string[]> {
  const { db, close } = await openDatabase({ databaseUrl });
  try {
    const tokens = createAccessTokens(db);
    const rows = Array.from({ length: count }, (_, i) => ({
      firstname: 'Herstart',
      lastname: `Schrijver ${i}`,
      email: `herstart-${i}@roadmap.test`,
      created_at: new Date().toISOString(),
    }));
    const ids = await db.insertInto('users').values(rows).returning('id').execute();
    await db.insertInto('user_roles').values(ids.map(({ id }) => ({ user_id: id, role: 'user' as const }))).execute();
    return await Promise.all(ids.map(async ({ id }) => `Bearer ${await tokens.sign(id, ['user'])}`));
  } finally {
    await close();
  }
}

describeWithNginx('a rolling restart behind nginx', () => {
  let database: ScratchDatabase;
  afterAll(async () => {
    await database?.drop();
  }, 30_000);

  test('two instances restarted one after the other under load answer every request and lose no acknowledged write', async () => {
    database = await createScratchDatabase(serverUrl!, 'rolling');
    const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const env = {
      DATABASE_URL: database.url,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: '127.0.0.1',
      // Every request comes from the proxy's one address; the per-address limit is for the public.
      RATE_LIMIT_MAX: '0',
      COUNT_VISITS: 'false',
    };
    const instances: ApiProcess[] = [await startApi({ port: portA, env })];
    instances.push(await startApi({ port: portB, env }));
    const nginx = await startNginx(proxyPort, [portA, portB]);
    const writers = await writersIn(database.url, 12);
    const load = steadyLoad(`http://127.0.0.1:${proxyPort}`, writers, 6);
    const exitCodes: (number | null)[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const [index, port] of [portA, portB].entries()) {
        exitCodes.push(await instances[index]!.stop());
        instances[index] = await startApi({ port, env });
        // As the deploy script of docs/operations.md does: once it is ready, wait out nginx's fail_timeout (1 s), in
        // which nginx may still count the restarted instance as down, before the next one stops.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    } finally {
      await load.stop();
      await nginx.stop();
      for (const instance of instances) await instance.stop();
    }

    expect(exitCodes).toEqual([0, 0]);
    expect(load.failures).toEqual([]);
    expect(load.requests).toBeGreaterThan(200);
    expect(load.acknowledged.length).toBeGreaterThan(20);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const stored = await client.query<{ id: number; subject: string }>('SELECT id, subject FROM forum_posts WHERE id = ANY($1::int[])', [
        load.acknowledged.map((write) => write.id),
      ]);
      expect(stored.rows.map((row) => ({ id: row.id, subject: row.subject })).sort((a, b) => a.id - b.id)).toEqual(
        [...load.acknowledged].sort((a, b) => a.id - b.id),
      );
    } finally {
      await client.end();
    }
    console.info(
      `rolling restart: ${load.requests} requests, ${load.acknowledged.length} acknowledged writes, ${load.failures.length} failures`,
    );
  }, 120_000);
});
