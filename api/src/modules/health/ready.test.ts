// GET /health/ready: 200 only when the database answers, has run every listed migration and the limits'
// counters (Redis, when configured) answer; else 503 SERVICE_UNAVAILABLE in the error model. /health/ping is
// unchanged: the database alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, createTestAppOn, type TestApp } from '../../../test/app.ts';
import { createTestDatabase, testDialects } from '../../../test/database.ts';
import { openDatabase } from '../../db/connect.ts';
import { pendingMigrations } from '../../db/migrations/index.ts';
import { redisCounters } from '../../limits/redis-counters.ts';
import { freePort } from '../../oidc/test-kit.ts';
import { READY_TIMEOUT_MS } from './service.ts';

const unavailable = { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) };

describe.each(testDialects())('readiness on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 60_000);
  afterAll(() => t?.close(), 30_000);

  test('a migrated database with the counters in memory: 200 { status: ok }, like /health/ping', async () => {
    expect(await t.get('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.get('/api/health/ping')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await pendingMigrations(t.db)).toEqual([]);
  });

  test('a missing migration: 503 until it has run, while /health/ping still answers 200', async () => {
    const last = await t.db.selectFrom('kysely_migration' as never).select(['name', 'timestamp'] as never[]).orderBy('name' as never, 'desc').executeTakeFirstOrThrow() as { name: string; timestamp: string };
    await t.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', last.name as never).execute();
    try {
      expect(await pendingMigrations(t.db)).toEqual([last.name]);
      const refused = await t.get('/api/health/ready');
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject(unavailable);
      expect(refused.body.message).toMatch(/migraties/);
      expect((await t.get('/api/health/ping')).status).toBe(200);
    } finally {
      await t.db.insertInto('kysely_migration' as never).values(last as never).execute();
    }
    expect((await t.get('/api/health/ready')).status).toBe(200);
  });

  // With the request limit on (as served) its own counting fails first: the same 503, not a 500.
  test.each([0, 600])('Redis configured where nothing listens (request limit %i): 503 within the probe timeout, naming Redis', async (rateLimitMax) => {
    const port = await freePort();
    const app = await createTestAppOn(t, { rateLimitMax, counters: redisCounters(`redis://127.0.0.1:${port}`) });
    try {
      const started = Date.now();
      const refused = await app.get('/api/health/ready');
      expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1000);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject(unavailable);
      expect(refused.body.message).toMatch(/Redis/);
    } finally {
      await app.close();
    }
  }, 20_000);

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? test : test.skip)('Redis that answers (TEST_REDIS_URL): 200', async () => {
    const app = await createTestAppOn(t, { counters: redisCounters(redisUrl!, `roadmap:test:${process.pid}:`) });
    try {
      expect(await app.get('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ok' } });
    } finally {
      await app.close();
    }
  });

  test('a database that does not answer: 503, on ping too', async () => {
    const other = await createTestDatabase(dialect);
    const app = await createTestAppOn(other);
    try {
      await other.close();
      for (const path of ['/api/health/ready', '/api/health/ping']) {
        const refused = await app.get(path);
        expect({ path, status: refused.status }).toEqual({ path, status: 503 });
        expect(refused.body).toMatchObject(unavailable);
      }
    } finally {
      await app.close().catch(() => undefined);
    }
  }, 30_000);
});

test('a database that never ran a migration has every listed one pending', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'roadmap-ready-'));
  const fresh = await openDatabase({ dataDir });
  try {
    const pending = await pendingMigrations(fresh.db);
    expect(pending.length).toBeGreaterThan(10);
    expect(pending[0]).toBe('0001-initial-schema');
  } finally {
    await fresh.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
