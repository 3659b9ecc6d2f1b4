// Backups that restore: the real API runs in a child process under a steady write load while a backup is taken;
// restored into a fresh place, a second API holds every write acknowledged before the backup began and accepts
// the token issued before it. Restore refuses a non-empty target unless forced; the commands name their files by
// the UTC moment and honour BACKUP_DIR.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';
import { REPOSITORY_ROOT } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import type { DialectName } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrations/index.ts';
import { testDialects } from '../../test/database.ts';
import { userWithToken } from '../../test/identity.ts';
import { freePort } from '../oidc/test-kit.ts';
import { backupDatabase } from './backup.ts';
import { restoreDatabase } from './restore.ts';

const NAME = /^roadmap-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.(sqlite|pgdump)$/;

/** The moment in a backup's name. */
function momentOf(file: string): number {
  const [, year, month, day, hour, minute, second] = NAME.exec(basename(file)) ?? [];
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
}

function temporaryFolder(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Where a site keeps its data: a data folder, and on PostgreSQL a database of its own. */
interface Place {
  dataDir: string;
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

async function createPlace(dialect: DialectName): Promise<Place> {
  const dataDir = temporaryFolder('roadmap-backup-data-');
  if (dialect === 'sqlite') return { dataDir, databaseUrl: undefined, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `roadmap_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
  // template0: nobody is ever connected to it, so two test files creating databases at once do not collide.
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE template0`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async remove() {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Api {
  origin: string;
  stop(): Promise<void>;
}

/** The server as production starts it (node api/src/server.js), on the place's database. */
async function startApi(place: Place): Promise<Api> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const webRoot = temporaryFolder('roadmap-backup-web-');
  const child: ChildProcess = spawn(process.execPath, ['api/src/server.js'], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: place.dataDir,
      DATABASE_URL: place.databaseUrl ?? '',
      WEB_ROOT: webRoot,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '0',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(webRoot, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/api/health/ping`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the API did not start:\n${output}`);
}

interface Issue {
  id: number;
  subject: string;
}

async function listIssues(api: Api): Promise<Issue[]> {
  const response = await fetch(`${api.origin}/api/issues/data`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Issue[] }).data.map(({ id, subject }) => ({ id, subject }));
}

async function postIssue(api: Api, token: string, subject: string): Promise<Response> {
  return fetch(`${api.origin}/api/issues`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ subject, content: `Een vraag van de schrijftest: ${subject}.` }),
  });
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The issues in a place's database, read directly (for a target no API runs on). */
async function storedIssueIds(place: Place): Promise<number[]> {
  const opened = await openDatabase({ databaseUrl: place.databaseUrl, dataDir: place.dataDir, poolSize: 1 });
  try {
    return (await opened.db.selectFrom('forum_posts').select('id').orderBy('id').execute()).map((row) => row.id);
  } finally {
    await opened.close();
  }
}

/** node api/src/operations/backup.ts (what npm run backup runs) with these variables. */
function backupCommand(env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['api/src/operations/backup.ts'], { cwd: REPOSITORY_ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe.each(testDialects())('backup and restore on %s', (dialect) => {
  const places: Place[] = [];
  const folders: string[] = [];
  let source: Place;
  let restored: Place;
  let backupDir: string;
  let api: Api | undefined;
  let token: string;
  let userId: number;
  let backupFile: string;
  /** Issues in the backup (read on the restored API). */
  let inBackup: number[];
  let extraId: number;

  beforeAll(async () => {
    source = await createPlace(dialect);
    restored = await createPlace(dialect);
    places.push(source, restored);
    backupDir = temporaryFolder('roadmap-backups-');
    folders.push(backupDir);
    // A logged-in user as the other API tests make one: a token signed with the site's own key (signing_keys).
    const opened = await openDatabase({ databaseUrl: source.databaseUrl, dataDir: source.dataDir, poolSize: 1 });
    try {
      await migrateToLatest(opened.db);
      // An admin: counted by the per-account write limits but never refused, so the load is not cut off.
      ({ token, id: userId } = await userWithToken(opened.db, ['admin', 'provider', 'user']));
    } finally {
      await opened.close();
    }
    api = await startApi(source);
  }, 60_000);

  afterAll(async () => {
    await api?.stop();
    for (const place of places) await place.remove();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  test('a backup taken under a steady write load holds every write acknowledged before it began, and tokens stay valid', async () => {
    const live = api!;
    const acknowledged: Issue[] = [];
    const refused: string[] = [];
    let stopping = false;
    const writer = async (name: string) => {
      for (let n = 1; !stopping; n++) {
        const subject = `Schrijver ${name}, vraag ${n}`;
        const response = await postIssue(live, token, subject);
        if (response.status === 201) acknowledged.push({ id: ((await response.json()) as Issue).id, subject });
        else refused.push(`${response.status} ${await response.text()}`);
      }
    };
    const writers = ['A', 'B', 'C'].map(writer);
    // The embedded identity provider's public keys: its ID tokens and sessions stay valid only if they come back.
    const providerKeys = async (origin: string) => ((await (await fetch(`${origin}/oidc/jwks`)).json()) as { keys: unknown[] }).keys;
    const keysBefore = await providerKeys(live.origin);
    expect(keysBefore.length).toBeGreaterThan(0);
    try {
      await until(() => acknowledged.length >= 20, 'the first writes');
      const before = [...acknowledged];
      const started = Date.now();
      const backup = await backupDatabase({ databaseUrl: source.databaseUrl, dataDir: source.dataDir, backupDir });
      const finished = Date.now();
      backupFile = backup.file;
      expect(dirname(backup.file)).toBe(backupDir);
      expect(basename(backup.file)).toMatch(NAME);
      expect(momentOf(backup.file)).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000);
      expect(momentOf(backup.file)).toBeLessThanOrEqual(finished);
      // The site keeps writing after the backup.
      const atEnd = acknowledged.length;
      await until(() => acknowledged.length >= atEnd + 10, 'writes after the backup');
      stopping = true;
      await Promise.all(writers);
      expect(refused).toEqual([]);

      await live.stop();
      api = undefined;
      expect(await restoreDatabase({ file: backup.file, databaseUrl: restored.databaseUrl, dataDir: restored.dataDir })).toMatchObject({ dialect });

      api = await startApi(restored);
      const issues = await listIssues(api);
      const subjects = new Map(issues.map((issue) => [issue.id, issue.subject]));
      // Every write acknowledged before the backup began is there, as written.
      for (const write of before) expect([write.id, subjects.get(write.id)]).toEqual([write.id, write.subject]);
      // A snapshot: only writes the site made, and not those it made after the backup ended.
      const written = new Map(acknowledged.map((write) => [write.id, write.subject]));
      for (const issue of issues) expect([issue.id, written.get(issue.id)]).toEqual([issue.id, issue.subject]);
      expect(issues.length).toBeLessThan(acknowledged.length);
      inBackup = issues.map((issue) => issue.id).sort((a, b) => a - b);

      // The identity provider signs with the same keys, and the token issued before the backup still works: the
      // signing keys came back with the data.
      expect(await providerKeys(api.origin)).toEqual(keysBefore);
      const self = await fetch(`${api.origin}/api/users/${userId}`, { headers: { authorization: `Bearer ${token}` } });
      expect(self.status).toBe(200);
      const after = await postIssue(api, token, 'Na het terugzetten');
      expect(after.status).toBe(201);
      extraId = ((await after.json()) as Issue).id;
    } finally {
      stopping = true;
      await Promise.allSettled(writers);
    }
  }, 60_000);

  test('restore refuses a target that holds data and says why; --force replaces it', async () => {
    await api?.stop();
    api = undefined;
    const refusal = restoreDatabase({ file: backupFile, databaseUrl: restored.databaseUrl, dataDir: restored.dataDir });
    await expect(refusal).rejects.toThrow(/is not empty \(\d+ tables\): restore into an empty .*add --force/);
    expect(await storedIssueIds(restored)).toContain(extraId);

    const sqliteFile = join(restored.dataDir, 'roadmap.sqlite');
    if (dialect === 'sqlite') {
      // What a crashed server leaves behind must not be replayed into the restored file.
      writeFileSync(`${sqliteFile}-wal`, 'oud');
      writeFileSync(`${sqliteFile}-shm`, 'oud');
    }
    await restoreDatabase({ file: backupFile, databaseUrl: restored.databaseUrl, dataDir: restored.dataDir, force: true });
    if (dialect === 'sqlite') expect([existsSync(`${sqliteFile}-wal`), existsSync(`${sqliteFile}-shm`)]).toEqual([false, false]);
    expect(await storedIssueIds(restored)).toEqual(inBackup);
  }, 60_000);

  // The default folder, <DATA_DIR>/backups, is config.test.ts's; the command passes config.backupDir on.
  test('npm run backup: the file in BACKUP_DIR, named by the UTC moment; a failure is one line', async () => {
    const chosen = temporaryFolder('roadmap-backup-dir-');
    const empty = temporaryFolder('roadmap-backup-empty-');
    folders.push(chosen, empty);
    const started = Date.now();
    // Both commands at once: each is a node process of its own.
    const [named, failing] = await Promise.all([
      backupCommand({ DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl ?? '', BACKUP_DIR: chosen }),
      backupCommand({ DATA_DIR: empty, BACKUP_DIR: '', DATABASE_URL: dialect === 'sqlite' ? '' : `${source.databaseUrl}_ontbreekt` }),
    ]);
    expect({ status: named.status, err: named.stderr }).toEqual({ status: 0, err: '' });
    const file = named.stdout.trim();
    expect(dirname(file)).toBe(chosen);
    expect(readdirSync(chosen)).toEqual([basename(file)]);
    expect(momentOf(file)).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000);
    expect(momentOf(file)).toBeLessThanOrEqual(Date.now());

    expect(failing.status).toBe(1);
    expect(failing.stdout).toBe('');
    expect(failing.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(dialect === 'sqlite' ? /^backup failed: no database at / : /^backup failed: pg_dump: error: .*does not exist/),
    ]);
    // Nothing half-written is left behind.
    expect(readdirSync(empty, { recursive: true }).filter((name) => /\.(sqlite|pgdump|partial)$/.test(String(name)))).toEqual([]);
  }, 60_000);
});

describe('restore checks the file before it touches anything', () => {
  let folder: string;
  beforeAll(() => {
    folder = temporaryFolder('roadmap-restore-checks-');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('a backup of the other database kind is refused with what to do', async () => {
    const file = join(folder, 'roadmap-2026-11-27T203000Z.sqlite');
    writeFileSync(file, 'SQLite format 3\0');
    await expect(restoreDatabase({ file, databaseUrl: 'postgres://niemand@127.0.0.1:1/geen', dataDir: folder })).rejects.toThrow(
      'roadmap-2026-11-27T203000Z.sqlite is a SQLite backup, but DATABASE_URL points to PostgreSQL',
    );
    const dump = join(folder, 'roadmap-2026-11-27T203000Z.pgdump');
    writeFileSync(dump, 'PGDMP');
    await expect(restoreDatabase({ file: dump, databaseUrl: undefined, dataDir: folder })).rejects.toThrow('is a PostgreSQL backup, but DATABASE_URL is not a postgres:// URL');
  });

  test('a file that is not what its name says, or of an unknown kind, is refused and nothing is written', async () => {
    const target = join(folder, 'leeg');
    const renamed = join(folder, 'notities.sqlite');
    writeFileSync(renamed, 'geen database');
    await expect(restoreDatabase({ file: renamed, dataDir: target })).rejects.toThrow('notities.sqlite is not a SQLite database');
    const unknown = join(folder, 'roadmap.zip');
    writeFileSync(unknown, 'PK');
    await expect(restoreDatabase({ file: unknown, dataDir: target })).rejects.toThrow('expected a .sqlite or .pgdump file');
    expect(existsSync(target)).toBe(false);
  });

  test('the name carries the UTC date and time, to the second', async () => {
    const dataDir = join(folder, 'data');
    const opened = await openDatabase({ dataDir });
    await migrateToLatest(opened.db);
    await opened.close();
    const backup = await backupDatabase({ dataDir, backupDir: join(folder, 'kopie'), now: () => new Date('2026-11-27T20:30:00.456Z') });
    expect(backup.file).toBe(join(folder, 'kopie', 'roadmap-2026-11-27T203000Z.sqlite'));
    await expect(backupDatabase({ dataDir, backupDir: join(folder, 'kopie'), now: () => new Date('2026-11-27T20:30:00.900Z') })).rejects.toThrow('already exists');
  });
});
