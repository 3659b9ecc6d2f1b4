// Upgrades as they happen on a server: two API processes started at the same moment on an empty PostgreSQL
// database migrate it once and both serve; a migration that fails leaves the database as it was and the process
// exits, saying why.
import pg from 'pg';
import { startApi } from '../../../test/api-process.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../test/scratch-database.ts';
import { freePort } from '../../oidc/test-kit.ts';
import { migrationNames } from './index.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = serverUrl ? describe : describe.skip;

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function tablesOf(url: string): Promise<string[]> {
  const rows = await query<{ name: string }>(url, "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1");
  return rows.map((row) => row.name);
}

describeOnPostgres('upgrades on PostgreSQL', () => {
  const databases: ScratchDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  }, 30_000);

  test('two instances started at once on an empty database migrate it once, seed it once, and both serve', async () => {
    const database = await createScratchDatabase(serverUrl!, 'upgrade_twin');
    databases.push(database);
    const [portA, portB] = [await freePort(), await freePort()];
    const env = { DATABASE_URL: database.url, PUBLIC_URL: `http://127.0.0.1:${portA}`, COUNT_VISITS: 'false' };
    const both = await Promise.allSettled([startApi({ port: portA, env }), startApi({ port: portB, env })]);
    try {
      for (const started of both) if (started.status === 'rejected') throw started.reason;
      const applied = await query<{ name: string }>(database.url, 'SELECT name FROM kysely_migration ORDER BY name');
      expect(applied.map((row) => row.name)).toEqual([...migrationNames].sort());
      // The demo catalogue and the first admin were made once, not once per instance.
      const [tools] = await query<{ count: string }>(database.url, 'SELECT count(*) AS count FROM ai_tools');
      const [names] = await query<{ count: string }>(database.url, 'SELECT count(DISTINCT name) AS count FROM ai_tools');
      expect(Number(tools!.count)).toBeGreaterThan(0);
      expect(Number(tools!.count)).toBe(Number(names!.count));
      const [admins] = await query<{ count: string }>(database.url, "SELECT count(*) AS count FROM user_roles WHERE role = 'admin'");
      expect(Number(admins!.count)).toBe(1);
      for (const port of [portA, portB]) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/aiTools`);
        expect(answer.status).toBe(200);
      }
    } finally {
      for (const started of both) if (started.status === 'fulfilled') await started.value.stop();
    }
  }, 90_000);

  test('a migration that fails leaves the database as it was, and the process exits with the reason', async () => {
    const database = await createScratchDatabase(serverUrl!, 'upgrade_broken');
    databases.push(database);
    // A table in the way of the first migration: it fails after the ones before it in the same run would have
    // changed the database.
    await query(database.url, 'CREATE TABLE faqs (id integer)');
    const api = await startApi({ port: await freePort(), env: { DATABASE_URL: database.url, LOG_LEVEL: 'info' }, waitUntilReady: false });
    const code = await api.exited;
    expect(code).toBe(1);
    const fatal = api
      .output()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string })
      .find((line) => line.level === 60);
    expect(fatal?.msg).toBe('API not started: the database could not be migrated');
    expect(fatal?.reason).toMatch(/0001-initial-schema.*faqs.*already exists/s);
    // Only the migrator's own bookkeeping tables are new, and they record nothing.
    expect(await tablesOf(database.url)).toEqual(['faqs', 'kysely_migration', 'kysely_migration_lock']);
    expect(await query(database.url, 'SELECT name FROM kysely_migration')).toEqual([]);
  }, 60_000);
});
