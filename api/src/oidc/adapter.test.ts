import { createTestDatabase, testDialects } from '../../test/database.ts';
import type { TestDatabase } from '../../test/database.ts';
import { DatabaseAdapter } from './adapter.ts';

describe.each(testDialects())('oidc-provider adapter on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterAll(() => t.close());

  test('upsert, find, consume, destroy; expired rows are not found', async () => {
    const codes = new DatabaseAdapter(t.db, 'AuthorizationCode');
    await codes.upsert('c1', { accountId: '7', grantId: 'g1' }, 60);
    expect(await codes.find('c1')).toEqual({ accountId: '7', grantId: 'g1' });
    expect(await new DatabaseAdapter(t.db, 'AccessToken').find('c1')).toBeUndefined();
    await codes.upsert('c1', { accountId: '8', grantId: 'g1' }, 60);
    expect((await codes.find('c1'))?.accountId).toBe('8');
    await codes.consume('c1');
    expect(typeof (await codes.find('c1'))?.consumed).toBe('number');
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();

    await codes.upsert('old', { accountId: '7' }, 60);
    await t.db.updateTable('oidc_payloads').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', 'old').execute();
    expect(await codes.find('old')).toBeUndefined();
    await codes.upsert('forever', { accountId: '7' });
    expect(await codes.find('forever')).toEqual({ accountId: '7' });
  });

  test('finds sessions by uid and device codes by user code', async () => {
    const sessions = new DatabaseAdapter(t.db, 'Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: '3' }, 60);
    expect((await sessions.findByUid('u1'))?.accountId).toBe('3');
    expect(await sessions.findByUid('u2')).toBeUndefined();
    const devices = new DatabaseAdapter(t.db, 'DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD', accountId: '4' }, 60);
    expect((await devices.findByUserCode('ABCD'))?.accountId).toBe('4');
  });

  test('revokeByGrantId removes every artefact of the grant, of any model', async () => {
    const codes = new DatabaseAdapter(t.db, 'AuthorizationCode');
    const tokens = new DatabaseAdapter(t.db, 'AccessToken');
    await codes.upsert('rc', { grantId: 'g9' }, 60);
    await tokens.upsert('rt', { grantId: 'g9' }, 60);
    await tokens.upsert('keep', { grantId: 'g10' }, 60);
    await codes.revokeByGrantId('g9');
    expect(await codes.find('rc')).toBeUndefined();
    expect(await tokens.find('rt')).toBeUndefined();
    expect(await tokens.find('keep')).toBeDefined();
  });
});
