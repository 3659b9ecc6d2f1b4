// A stop by SIGTERM, as systemd, a container runtime or a rolling restart sends it: the API takes no new connection,
// finishes the requests under way (a streamed whole list too) and exits 0; a client that stops reading does not
// hold the stop beyond SHUTDOWN_GRACE_SECONDS.
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../../test/api-process.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrations/index.ts';
import { freePort } from '../oidc/test-kit.ts';

const POSTS = 20_000;

/** A data folder whose forum holds enough questions that the whole list takes a while to stream (megabytes). */
async function folderWithLongForum(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roadmap-stop-'));
  const { db, close } = await openDatabase({ dataDir });
  await migrateToLatest(db);
  const [author] = await db
    .insertInto('users')
    .values({ firstname: 'Lange', lastname: 'Lijst', email: 'lang@roadmap.test', created_at: new Date().toISOString() })
    .returning('id')
    .execute();
  const date = new Date().toISOString();
  for (let from = 0; from < POSTS; from += 1_000) {
    const rows = Array.from({ length: 1_000 }, (_, i) => ({
      subject: `Vraag ${from + i}`,
      content: `Een vraag om de lijst lang te maken, nummer ${from + i}. `.repeat(4),
      date,
      user_id: author!.id,
    }));
    await db.insertInto('forum_posts').values(rows).execute();
  }
  await close();
  return dataDir;
}

/** Opens the whole forum list and hands back the response stream, paused once its first bytes are in `chunks`. */
function openWholeList(origin: string, chunks: Buffer[] = []): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}/api/issues/data?limit=-1`, { headers: { 'accept-encoding': 'identity' } }, (answer) => {
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.once('data', () => {
        answer.pause();
        resolve(answer);
      });
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}

describe('a stop by SIGTERM', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await folderWithLongForum();
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('finishes a whole list under way, refuses new connections meanwhile, and exits 0', async () => {
    const api = await startApi({ port: await freePort(), env: { DATA_DIR: dataDir, SEED_DEMO: 'false', COUNT_VISITS: 'false' } });
    const chunks: Buffer[] = [];
    const answer = await openWholeList(api.origin, chunks);
    const complete = new Promise<void>((resolve) => answer.once('end', resolve));

    api.child.kill('SIGTERM');
    // Once the signal is handled the port is closed: a new connection is refused, not queued.
    let refused = false;
    for (let tries = 0; tries < 50 && !refused; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      refused = await fetch(`${api.origin}/api/health/ping`).then(
        () => false,
        () => true,
      );
    }
    expect(refused).toBe(true);

    answer.resume();
    await complete;
    const list = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: unknown[]; count: number };
    expect(list.data).toHaveLength(POSTS);
    expect(list.count).toBe(POSTS);
    expect(await api.exited).toBe(0);
  }, 60_000);

  test('a client that stops reading holds the stop no longer than SHUTDOWN_GRACE_SECONDS', async () => {
    const api = await startApi({
      port: await freePort(),
      env: { DATA_DIR: dataDir, SEED_DEMO: 'false', COUNT_VISITS: 'false', SHUTDOWN_GRACE_SECONDS: '1' },
    });
    const answer = await openWholeList(api.origin);
    answer.on('error', () => undefined);
    const signalled = performance.now();
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    const tookMs = performance.now() - signalled;
    expect(tookMs).toBeGreaterThanOrEqual(900);
    expect(tookMs).toBeLessThan(5_000);
    answer.destroy();
  }, 60_000);
});
