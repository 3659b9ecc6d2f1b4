// The read cache is exact: a list answered from it changes as soon as a table it reads changes, whether the write
// came through this connection or through another process's connection to the same SQLite file; a write to a
// table it does not read keeps it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { buildApp } from '../app.ts';
import { Kysely, SqliteDialect } from 'kysely';
import { createTool, createForumPost, createFaq, createPrediction, createReview, createUser, createKeyword, createComment } from '../../test/factories.ts';
import { registry } from '../operations/metrics/metrics.ts';
import { openDatabase } from './connect.ts';
import { migrateToLatest } from './migrations/index.ts';
import { createReadCache, READ_CACHE_MAX_BYTES } from './read-cache.ts';
import type { Database } from './schema.ts';
import { sqliteDatabaseForKysely } from './sqlite-adapter.ts';
import { EVERY_TABLE, TableVersions } from './table-versions.ts';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const READS = ['ai_tools'] as const;

/** The read cache's lookups so far (the roadmap_read_cache_lookups_total metric). */
async function cacheLookups(): Promise<{ hit: number; miss: number }> {
  const metric = await registry.getSingleMetric('roadmap_read_cache_lookups_total')!.get();
  const of = (result: string) => metric.values.find((value) => value.labels.result === result)?.value ?? 0;
  return { hit: of('hit'), miss: of('miss') };
}

test('a cache without a data version computes every time', async () => {
  const cache = createReadCache(null);
  let calls = 0;
  const compute = async () => String(++calls);
  expect((await cache.get('k', READS, compute)).identity.toString()).toBe('1');
  expect((await cache.get('k', READS, compute)).identity.toString()).toBe('2');
});

test('a cached value lasts exactly as long as its data version', async () => {
  let version = 'a';
  const cache = createReadCache(() => version);
  let calls = 0;
  const compute = async () => String(++calls);
  expect((await cache.get('k', READS, compute)).identity.toString()).toBe('1');
  expect((await cache.get('k', READS, compute)).identity.toString()).toBe('1');
  version = 'b';
  expect((await cache.get('k', READS, compute)).identity.toString()).toBe('2');
});

test('an entry lasts while none of the tables it reads changed', async () => {
  const versions = new TableVersions();
  const cache = createReadCache((tables) => String(versions.versionOf(tables)));
  let calls = 0;
  const compute = async () => String(++calls);
  const toolList = ['ai_tools', 'reviews'] as const;
  expect((await cache.get('tools', toolList, compute)).identity.toString()).toBe('1');
  versions.changed(new Set(['faqs']));
  expect((await cache.get('tools', toolList, compute)).identity.toString()).toBe('1');
  versions.changed(new Set(['reviews']));
  expect((await cache.get('tools', toolList, compute)).identity.toString()).toBe('2');
  versions.changed(EVERY_TABLE);
  expect((await cache.get('tools', toolList, compute)).identity.toString()).toBe('3');
});

test('a cached read may not name a cache-neutral table: their writes are not tracked', async () => {
  const cache = createReadCache(() => 'v');
  await expect(cache.get('views', ['ai_tools', 'insight_daily'], async () => 'x')).rejects.toThrow('insight_daily');
});

test('misses of one key at one version share one computation; a newer version does not wait for an older one', async () => {
  let version = 'a';
  const cache = createReadCache(() => version);
  let calls = 0;
  const releases: (() => void)[] = [];
  const compute = () => {
    const call = ++calls;
    return new Promise<string>((resolve) => releases.push(() => resolve(String(call))));
  };
  const together = [cache.get('k', READS, compute), cache.get('k', READS, compute), cache.get('k', READS, compute)];
  version = 'b';
  const newer = cache.get('k', READS, compute);
  expect(calls).toBe(2);
  for (const release of releases) release();
  expect((await Promise.all(together)).map((body) => body.identity.toString())).toEqual(['1', '1', '1']);
  expect((await newer).identity.toString()).toBe('2');
  // A failed computation is not shared with the next request.
  version = 'c';
  await expect(cache.get('k', READS, () => Promise.reject(new Error('databank weg')))).rejects.toThrow('databank weg');
  expect((await cache.get('k', READS, async () => 'weer daar')).identity.toString()).toBe('weer daar');
});

test('the cache holds at most 8 MB: the oldest entries make room', async () => {
  const cache = createReadCache(() => 'v');
  let calls = 0;
  const big = (tag: string) => async () => {
    calls += 1;
    return tag.repeat(60 * 1024);
  };
  // 140 values of 60 KB (8.2 MB) do not fit: the first ones are evicted, the last ones stay.
  for (let i = 0; i < 140; i += 1) await cache.get(`k${i}`, READS, big('x'));
  expect(calls).toBe(140);
  await cache.get('k139', READS, big('x'));
  expect(calls).toBe(140);
  await cache.get('k0', READS, big('x'));
  expect(calls).toBe(141);
});

test('a value over 64 KB is computed every time, never kept', async () => {
  const cache = createReadCache(() => 'v');
  let calls = 0;
  const huge = async () => {
    calls += 1;
    return 'y'.repeat(64 * 1024 + 1);
  };
  await cache.get('huge', READS, huge);
  await cache.get('huge', READS, huge);
  expect(calls).toBe(2);
});

test('compressed forms are made once per entry, decompress to the body, and count towards the bound', async () => {
  const cache = createReadCache(() => 'v');
  const ENTRY = 60 * 1024;
  // Random bodies of 60 KB (base64: they compress to about three quarters).
  const randomBody = async () => randomBytes(ENTRY).toString('base64').slice(0, ENTRY);
  const first = await cache.get('k0', READS, randomBody);
  const br = first.encodedAs('br');
  expect(first.encodedAs('br')).toBe(br);
  expect(brotliDecompressSync(br).equals(first.identity)).toBe(true);
  expect(gunzipSync(first.encodedAs('gzip')).equals(first.identity)).toBe(true);
  expect(first.size).toBe(ENTRY + br.length + first.encodedAs('gzip').length);
  expect(first.size).toBeGreaterThan(2 * ENTRY);

  // k0 goes when the next entry would pass the bound, counted with its compressed forms.
  const evictingEntry = Math.floor((READ_CACHE_MAX_BYTES - first.size) / ENTRY) + 1;
  expect(evictingEntry).toBeLessThan(Math.floor(READ_CACHE_MAX_BYTES / ENTRY));
  for (let i = 1; i < evictingEntry; i += 1) await cache.get(`k${i}`, READS, randomBody);
  let recomputed = 0;
  const k0Again = async () => {
    recomputed += 1;
    return randomBody();
  };
  await cache.get('k0', READS, k0Again);
  expect(recomputed).toBe(0);
  await cache.get(`k${evictingEntry}`, READS, randomBody);
  await cache.get('k0', READS, k0Again);
  expect(recomputed).toBe(1);
});

describe('the tool list and forum search on SQLite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'roadmap-cache-'));
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const count = async (url: string) => (await app.inject({ method: 'GET', url })).json().count as number;

  beforeAll(async () => {
    opened = await openDatabase({ dataDir });
    await migrateToLatest(opened.db);
    app = await buildApp({ db: opened.db, dialect: opened.dialect, dataVersion: opened.dataVersion, logLevel: 'silent', rateLimitMax: 0, webRoot: dataDir });
  });
  afterAll(async () => {
    await app.close();
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('follows writes made through this connection', async () => {
    expect(await count('/api/aiTools?limit=9&eventprocess=event')).toBe(0);
    await createTool(opened.db, { eventprocess: 'event' });
    expect(await count('/api/aiTools?limit=9&eventprocess=event')).toBe(1);
    expect(await count('/api/issues/data?limit=9&filter=zeppelin')).toBe(0);
    await createForumPost(opened.db, { subject: 'Zeppelin' });
    expect(await count('/api/issues/data?limit=9&filter=zeppelin')).toBe(1);
  });

  test('keeps the tool list through writes to tables it does not read, and no longer through one to a table it reads', async () => {
    const LIST = '/api/aiTools?limit=50&offset=0&sort=name';
    /** The list, and whether the cache answered it. */
    const read = async () => {
      const before = await cacheLookups();
      const body = (await app.inject({ method: 'GET', url: LIST })).json() as { data: { id: number; name: string; reviewCount: number }[] };
      const after = await cacheLookups();
      expect(after.hit + after.miss - before.hit - before.miss).toBe(1);
      return { hit: after.hit > before.hit, tool: body.data.find((tool) => tool.id === kept.id) };
    };
    const kept = await createTool(opened.db, { name: 'Blijft bewaard' });
    // The list reads users too (the shared deleted account's reviews each count): a new account is a related write.
    const reviewer = await createUser(opened.db);
    await read();
    expect((await read()).hit).toBe(true);

    await createFaq(opened.db);
    await createForumPost(opened.db, { user_id: reviewer.id, subject: 'Geen invloed op de lijst' });
    await createPrediction(opened.db, { user_id: reviewer.id });
    await opened.db.insertInto('insight_daily').values({ metric: 'views', day: '2026-11-25', key: '', count: 1 }).execute();
    expect((await read()).hit).toBe(true);

    await createReview(opened.db, { ai_tool_id: kept.id, user_id: reviewer.id });
    const reviewed = await read();
    expect(reviewed).toMatchObject({ hit: false, tool: { reviewCount: 1 } });
    expect((await read()).hit).toBe(true);

    await opened.db.updateTable('ai_tools').set({ name: 'Hernoemd' }).where('id', '=', kept.id).execute();
    expect(await read()).toMatchObject({ hit: false, tool: { name: 'Hernoemd' } });

    // The review goes with its author by the foreign key's action: no statement names the reviews.
    await opened.db.deleteFrom('users').where('id', '=', reviewer.id).execute();
    expect(await read()).toMatchObject({ hit: false, tool: { reviewCount: 0 } });
  });

  test('follows writes committed by another connection to the same file, whichever table they write', async () => {
    const before = await count('/api/aiTools?limit=9&eventprocess=event');
    const cachedCount = async () => {
      const lookups = await cacheLookups();
      await count('/api/aiTools?limit=9&eventprocess=event');
      return (await cacheLookups()).hit > lookups.hit;
    };
    expect(await cachedCount()).toBe(true);
    // What another connection wrote is not known: a commit to any table counts for every table.
    const faqWriter = new DatabaseSync(join(dataDir, 'roadmap.sqlite'));
    faqWriter.prepare(`INSERT INTO faqs (question, answer) VALUES ('Van elders?', 'Ja.')`).run();
    faqWriter.close();
    expect(await cachedCount()).toBe(false);
    const other = new DatabaseSync(join(dataDir, 'roadmap.sqlite'));
    const provider = other.prepare('SELECT id FROM providers LIMIT 1').get() as { id: number };
    other
      .prepare(`INSERT INTO ai_tools (name, eventprocess, kind, description, origin, price, roi, complexity, approved, provider_id, created_at)
        VALUES ('Van elders', 'event', 'x', 'x', 'BE', 'x', 'x', 'x', 1, ?, '2026-01-01T00:00:00.000Z')`)
      .run(provider.id);
    other.close();
    expect(await count('/api/aiTools?limit=9&eventprocess=event')).toBe(before + 1);
  });
});

describe('the tables a cached read names', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'roadmap-cache-reads-'));
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  let logged: Kysely<Database>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const statements: string[] = [];
  let named: readonly string[] = [];
  const allRead = new Set<string>();
  const allNamed = new Set<string>();

  beforeAll(async () => {
    opened = await openDatabase({ dataDir });
    await migrateToLatest(opened.db);
    const keyword = await createKeyword(opened.db, { name: 'chatbot' });
    for (let i = 0; i < 3; i += 1) {
      const tool = await createTool(opened.db, { keywords: [keyword.id], description: 'Beantwoordt vragen over tickets.' });
      await createReview(opened.db, { ai_tool_id: tool.id });
    }
    for (let i = 0; i < 3; i += 1) await createComment(opened.db, { issue_id: (await createForumPost(opened.db, { subject: 'Tickets kopen' })).id });
    // A second connection whose every statement is kept, and a version that never repeats: every read computes.
    const connection = sqliteDatabaseForKysely(new DatabaseSync(join(dataDir, 'roadmap.sqlite')));
    logged = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection.database }), log: (event) => void statements.push(event.query.sql) });
    let version = 0;
    const dataVersion = (tables?: readonly string[]) => {
      named = tables ?? [];
      return String((version += 1));
    };
    app = await buildApp({ db: logged, dialect: 'sqlite', dataVersion, logLevel: 'silent', rateLimitMax: 0, webRoot: dataDir });
  });
  afterAll(async () => {
    await app.close();
    await logged.destroy();
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Every branch of the two lists' queries: filters, the text searches, the orders, a full page (its count), a page past the end.
  test.each([
    '/api/aiTools?limit=1&offset=0',
    '/api/aiTools?limit=1&offset=0&eventprocess=event&origin=BE&id=1',
    '/api/aiTools?limit=2&offset=0&q=vragen&sort=relevance',
    '/api/aiTools?limit=2&offset=5&q=tickets',
    '/api/aiTools?limit=1&offset=0&sort=rating',
    '/api/aiTools?limit=1&offset=0&sort=newest',
    '/api/aiTools?limit=2&offset=50',
    '/api/aiTools/countries',
    '/api/issues/data?limit=1&offset=0',
    '/api/issues/data?limit=1&offset=0&filter=ticket',
    '/api/issues/data?limit=1&offset=0&filter=ti',
    '/api/issues/data?limit=2&offset=50&filter=kopen',
  ])('%s reads only tables it names', async (url) => {
    statements.length = 0;
    named = [];
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
    const read = new Set(statements.flatMap((statement) => [...statement.matchAll(/\b(?:from|join)\s+"?([A-Za-z_]+)"?/gi)].map((match) => match[1]!.toLowerCase())));
    expect([...read].filter((table) => !named.includes(table))).toEqual([]);
    for (const table of read) allRead.add(table);
    for (const table of named) allNamed.add(table);
  });

  test('and each table named is read by one of them (the statements above were seen)', () => {
    expect([...allRead].sort()).toEqual([...allNamed].sort());
  });
});
