// The audit trail on both databases: records with who, when, what and from where, newest first, kept when the
// admin is gone, and never changed, not even by a query that tries.
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { userWithToken } from '../../../test/identity.ts';
import { createAuditService } from './service.ts';

describe.each(testDialects())('on %s', (dialect) => {
  let test_: TestApp;
  beforeAll(async () => {
    test_ = await createTestApp(dialect);
  });
  afterAll(() => test_.close());

  test('an admin reads the records newest first with their names; a user may not', async () => {
    const admin = await userWithToken(test_.db, ['admin', 'provider', 'user']);
    const user = await userWithToken(test_.db, ['user']);
    let clock = new Date('2026-11-23T10:00:00Z');
    const audit = createAuditService(test_.db, () => clock);
    const actor = { userId: admin.id, roles: admin.roles };
    await audit.record({ actor, address: '203.0.113.5', action: 'user.roles-changed', target: { type: 'user', id: user.id, name: 'Els Peeters' }, detail: 'provider, user' });
    clock = new Date('2026-11-23T11:00:00Z');
    await audit.record({ actor, address: '203.0.113.5', action: 'tool.rejected', target: { type: 'tool', id: 3, name: 'Cvent' }, detail: 'Het logo ontbreekt.' });

    const answer = await test_.inject({ method: 'GET', url: '/api/audit', headers: admin.headers });
    expect(answer.statusCode).toBe(200);
    const { data, count } = answer.json();
    expect(count).toBe(2);
    expect(data.map((entry: { action: string }) => entry.action)).toEqual(['tool.rejected', 'user.roles-changed']);
    expect(data[1]).toMatchObject({ at: '2026-11-23T10:00:00.000Z', actorId: admin.id, targetName: 'Els Peeters', detail: 'provider, user', address: '203.0.113.5' });
    expect(data[1].actorName).toMatch(/\S+ \S+/);
    expect((await test_.inject({ method: 'GET', url: '/api/audit', headers: user.headers })).statusCode).toBe(403);
    expect((await test_.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });

  test('the database refuses to change or delete a record', async () => {
    await expect(sql`UPDATE audit_log SET detail = 'vervalst'`.execute(test_.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(test_.db)).rejects.toThrow(/append-only/);
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM audit_log`.execute(test_.db);
    expect(Number(rows[0].n)).toBe(2);
  });

  test('no route under /api writes to the trail: the only audit route is the read', () => {
    expect(test_.app.apiRoutes.filter((route) => route.url.startsWith('/audit'))).toEqual([{ method: 'GET', url: '/audit', access: 'admin' }]);
  });
});
