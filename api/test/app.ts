// An app on a fresh test database, driven through Fastify's inject.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import type { AppOptions } from '../src/app.ts';
import type { DialectName } from '../src/db/connect.ts';
import { createTestDatabase } from './database.ts';
import type { TestDatabase } from './database.ts';

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  /** GET the path (under /api when it does not start with /) and parse the JSON body. */
  // The answer of whichever route a test calls, read as that route's JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get(path: string): Promise<{ status: number; body: any; response: LightMyRequestResponse }>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** An empty web root, so tests never depend on a build of the front end unless they make one. */
export function emptyWebRoot(): string {
  return mkdtempSync(join(tmpdir(), 'roadmap-web-'));
}

export interface TestAppOptions extends Partial<AppOptions> {
  /** Called before the app is ready, e.g. to add a route that only a test needs. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function createTestApp(dialect: DialectName = 'sqlite', testOptions: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const testApp = await createTestAppOn(database, testOptions);
  return {
    ...testApp,
    async close() {
      await testApp.close();
      await database.close();
    },
  };
}

/**
 * A second app on a database another test app already uses (e.g. configured differently); close() closes
 * the app only. On PostgreSQL, prefer this to a second createTestApp in the same file: Kysely's migrator
 * finds the first schema's migration tables and skips creating them in the new one.
 */
export async function createTestAppOn(database: TestDatabase, testOptions: TestAppOptions = {}): Promise<TestApp> {
  const { beforeReady, ...options } = testOptions;
  const app = await buildApp({
    db: database.db,
    dialect: database.dialect,
    dataVersion: database.dataVersion,
    logLevel: 'silent',
    rateLimitMax: 0,
    webRoot: emptyWebRoot(),
    ...options,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    ...database,
    app,
    inject: (injectOptions) => app.inject(injectOptions),
    async get(path) {
      const response = await app.inject({ method: 'GET', url: path.startsWith('/api') || path.startsWith('/') ? path : `/api/${path}` });
      let body: unknown = response.body;
      if (String(response.headers['content-type'] ?? '').includes('json')) body = response.json();
      return { status: response.statusCode, body, response };
    },
    async close() {
      await app.close();
    },
  };
}
