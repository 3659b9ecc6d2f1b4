// The read cache is exact: a list answered from it changes as soon as the data changes, whether the write
// came through this connection or through another process's connection to the same SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { buildApp } from '../app.ts';
import { createTool, createForumPost } from '../../test/factories.ts';
import { openDatabase } from './connect.ts';
import { migrateToLatest } from './migrations/index.ts';
import { createReadCache, READ_CACHE_MAX_BYTES } from './read-cache.ts';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

test('a cache without a data version computes every time', async () => {
  const cache = createReadCache(null);
  let calls = 0;
  const compute = async () => String(++calls);
  expect((await cache.get('k', compute)).identity.toString()).toBe('1');
  expect((await cache.get('k', compute)).identity.toString()).toBe('2');
});

test('a cached value lasts exactly as long as its data version', async () => {
  let version = 'a';
  const cache = createReadCache(() => version);
  let calls = 0;
  const compute = async () => String(++calls);
  expect((await cache.get('k', compute)).identity.toString()).toBe('1');
  expect((await cache.get('k', compute)).identity.toString()).toBe('1');
  version = 'b';
  expect((await cache.get('k', compute)).identity.toString()).toBe('2');
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
  const together = [cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)];
  version = 'b';
  const newer = cache.get('k', compute);
  expect(calls).toBe(2);
  for (const release of releases) release();
  expect((await Promise.all(together)).map((body) => body.identity.toString())).toEqual(['1', '1', '1']);
  expect((await newer).identity.toString()).toBe('2');
  // A failed computation is not shared with the next request.
  version = 'c';
  await expect(cache.get('k', () => Promise.reject(new Error('databank weg')))).rejects.toThrow('databank weg');
  expect((await cache.get('k', async () => 'weer daar')).identity.toString()).toBe('weer daar');
});

test('the cache holds at most 8 MB: the oldest entries make room', async () => {
  const cache = createReadCache(() => 'v');
  let calls = 0;
  const big = (tag: string) => async () => {
    calls += 1;
    return tag.repeat(60 * 1024);
  };
  // 140 values of 60 KB (8.2 MB) do not fit: the first ones are evicted, the last ones stay.
  for (let i = 0; i < 140; i += 1) await cache.get(`k${i}`, big('x'));
  expect(calls).toBe(140);
  await cache.get('k139', big('x'));
  expect(calls).toBe(140);
  await cache.get('k0', big('x'));
  expect(calls).toBe(141);
});

test('a value over 64 KB is computed every time, never kept', async () => {
  const cache = createReadCache(() => 'v');
  let calls = 0;
  const huge = async () => {
    calls += 1;
    return 'y'.repeat(64 * 1024 + 1);
  };
  await cache.get('huge', huge);
  await cache.get('huge', huge);
  expect(calls).toBe(2);
});

test('compressed forms are made once per entry, decompress to the body, and count towards the bound', async () => {
  const cache = createReadCache(() => 'v');
  const ENTRY = 60 * 1024;
  // Random bodies of 60 KB (base64: they compress to about three quarters).
  const randomBody = async () => randomBytes(ENTRY).toString('base64').slice(0, ENTRY);
  const first = await cache.get('k0', randomBody);
  const br = first.encodedAs('br');
  expect(first.encodedAs('br')).toBe(br);
  expect(brotliDecompressSync(br).equals(first.identity)).toBe(true);
  expect(gunzipSync(first.encodedAs('gzip')).equals(first.identity)).toBe(true);
  expect(first.size).toBe(ENTRY + br.length + first.encodedAs('gzip').length);
  expect(first.size).toBeGreaterThan(2 * ENTRY);

  // k0 goes when the next entry would pass the bound, counted with its compressed forms.
  const evictingEntry = Math.floor((READ_CACHE_MAX_BYTES - first.size) / ENTRY) + 1;
  expect(evictingEntry).toBeLessThan(Math.floor(READ_CACHE_MAX_BYTES / ENTRY));
  for (let i = 1; i < evictingEntry; i += 1) await cache.get(`k${i}`, randomBody);
  let recomputed = 0;
  const k0Again = async () => {
    recomputed += 1;
    return randomBody();
  };
  await cache.get('k0', k0Again);
  expect(recomputed).toBe(0);
  await cache.get(`k${evictingEntry}`, randomBody);
  await cache.get('k0', k0Again);
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

  test('follows writes committed by another connection to the same file', async () => {
    const before = await count('/api/aiTools?limit=9&eventprocess=event');
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
