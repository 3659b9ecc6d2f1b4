// An operator restores an admin from the command line on a site without one: the function on both
// databases, and the command itself as a real process on a SQLite data folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../../config.ts';
import { openDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrations/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';
import { restoreAdmin } from './restore-admin.ts';

const rolesOf = async (t: Pick<TestApp, 'db'>, id: number) =>
  (await t.db.selectFrom('user_roles').select('role').where('user_id', '=', id).orderBy('role').execute()).map((row) => row.role);

describe.each(testDialects())('restoring an admin on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  test('makes the user with that address (any case) an admin, and the audit trail says so', async () => {
    const user = await createUser(t.db, { email: 'beheer@hogeschool.be' });
    const result = await restoreAdmin(t.db, ' Beheer@Hogeschool.BE ');
    expect(result).toEqual({ restored: { id: user.id, name: `${user.firstname} ${user.lastname}`, before: 'user' } });
    expect(await rolesOf(t, user.id)).toEqual(['admin', 'provider', 'user']);
    const record = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', user.id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ action: 'user.roles-changed', address: 'opdrachtregel', detail: expect.stringMatching(/restore-admin: user → admin/) });
  });

  test('an address nobody registered changes nothing', async () => {
    expect(await restoreAdmin(t.db, 'niemand@hogeschool.be')).toEqual({ missing: 'niemand@hogeschool.be' });
  });
});

test('npm run restore-admin: the command on the data folder the server uses', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'restore-admin-'));
  try {
    const { db, close } = await openDatabase({ databaseUrl: undefined, dataDir });
    await migrateToLatest(db);
    const user = await createUser(db, { email: 'els@hogeschool.be' });
    await close();

    const run = (email: string) =>
      spawnSync(process.execPath, ['api/src/restore-admin.ts', email], { cwd: REPOSITORY_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
    const done = run('els@hogeschool.be');
    expect({ status: done.status, out: done.stdout }).toEqual({ status: 0, out: expect.stringContaining(`(id ${user.id}) is nu admin (was: user)`) });
    const unknown = run('onbekend@hogeschool.be');
    expect({ status: unknown.status, err: unknown.stderr }).toEqual({ status: 1, err: expect.stringContaining('Geen geregistreerde gebruiker') });
    const usage = run('');
    expect({ status: usage.status, err: usage.stderr }).toEqual({ status: 2, err: expect.stringContaining('Gebruik: npm run restore-admin') });

    const reopened = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(await rolesOf(reopened, user.id)).toEqual(['admin', 'provider', 'user']);
    await reopened.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
