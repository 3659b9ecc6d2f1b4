// The audit trail on both databases: records with who, when, what and from where, newest first, kept when the
// admin is gone, and never changed, not even by a query that tries.
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createComment, createForumPost, createReview, createTool, createUser } from '../../../test/factories.ts';
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
    const actor = { userId: admin.id, roles: admin.roles, address: '203.0.113.5' };
    await audit.record({ actor, action: 'user.roles-changed', target: { type: 'user', id: user.id, name: 'Els Peeters' }, detail: 'provider, user' });
    clock = new Date('2026-11-23T11:00:00Z');
    await audit.record({ actor, action: 'tool.rejected', target: { type: 'tool', id: 3, name: 'Cvent' }, detail: 'Het logo ontbreekt.' });

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
    // What happened stays as it was; only the columns that can name a person may be overwritten (a deleted
    // account's name, an address past its period: modules/privacy/personal-data.ts).
    for (const column of ['at', 'actor_id', 'action', 'target_type', 'target_id']) {
      await expect(sql`UPDATE audit_log SET ${sql.ref(column)} = NULL`.execute(test_.db)).rejects.toThrow(/append-only|null/i);
    }
    await expect(sql`UPDATE audit_log SET action = 'vervalst'`.execute(test_.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(test_.db)).rejects.toThrow(/append-only/);
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM audit_log`.execute(test_.db);
    expect(Number(rows[0].n)).toBe(2);
  });

  test('each admin action through the API is recorded with the address it came from; an author removing their own is not', async () => {
    const admin = await userWithToken(test_.db, ['admin', 'provider', 'user']);
    const author = await userWithToken(test_.db, ['user']);
    const from = (headers: Record<string, string>) => ({ headers, remoteAddress: '198.51.100.7' });
    const newest = async (): Promise<Record<string, unknown>[]> =>
      (await test_.inject({ method: 'GET', url: '/api/audit?limit=20&offset=0', headers: admin.headers })).json().data;
    const before = (await newest()).length;

    const user = await createUser(test_.db, { firstname: 'Jonas', lastname: 'Wuyts' });
    const roles = await test_.inject({ method: 'PUT', url: `/api/users/upgrade/${user.id}`, payload: { roles: ['provider', 'user'] }, ...from(admin.headers) });
    expect(roles.statusCode).toBe(200);
    expect((await newest())[0]).toMatchObject({
      action: 'user.roles-changed',
      actorId: admin.id,
      targetType: 'user',
      targetId: user.id,
      targetName: 'Jonas Wuyts',
      detail: 'user → provider, user',
      address: '198.51.100.7',
    });

    const tool = await createTool(test_.db, { name: 'Eventbrite' });
    const review = await createReview(test_.db, { ai_tool_id: tool.id, user_id: author.id, content: 'Slecht   en\nvol spam', rating: 1 });
    const post = await createForumPost(test_.db, { user_id: author.id, subject: 'Koop nu' });
    const comment = await createComment(test_.db, { issue_id: post.id, user_id: author.id, content: 'Klik hier' });
    const own = await createForumPost(test_.db, { user_id: admin.id, subject: 'Eigen vraag' });
    for (const url of [`/api/reviews/${review.id}`, `/api/comments/${comment.id}`, `/api/issues/${post.id}`, `/api/issues/${own.id}`]) {
      expect((await test_.inject({ method: 'DELETE', url, ...from(admin.headers) })).statusCode).toBe(204);
    }
    // The author's own removal, and a removal of nothing, leave no record.
    const second = await createForumPost(test_.db, { user_id: author.id });
    expect((await test_.inject({ method: 'DELETE', url: `/api/issues/${second.id}`, ...from(author.headers) })).statusCode).toBe(204);
    expect((await test_.inject({ method: 'DELETE', url: '/api/issues/999999', ...from(admin.headers) })).statusCode).toBe(404);
    expect((await test_.inject({ method: 'DELETE', url: `/api/users/${user.id}`, ...from(admin.headers) })).statusCode).toBe(204);
    const reported = await createForumPost(test_.db, { user_id: admin.id });
    const report = await test_.inject({ method: 'POST', url: '/api/reports', payload: { itemType: 'issue', itemId: reported.id, reason: 'Reclame' }, headers: author.headers });
    expect(report.statusCode).toBe(201);
    const ignored = await test_.inject({ method: 'PUT', url: `/api/reports/${report.json().id}`, payload: { status: 'ignored' }, ...from(admin.headers) });
    expect(ignored.statusCode).toBe(200);

    const records = (await newest()).slice(0, 6);
    expect(records.map((record) => record.action)).toEqual(['report.dismissed', 'user.deleted', 'issue.removed', 'comment.removed', 'review.removed', 'user.roles-changed']);
    expect(records[0]).toMatchObject({ targetType: 'issue', targetId: reported.id, detail: 'Reclame' });
    // The removed user's name is gone from the trail too (modules/privacy): the record keeps what happened.
    expect(records[1]).toMatchObject({ targetName: 'Verwijderd account', detail: 'provider, user', address: '198.51.100.7' });
    expect(records[2]).toMatchObject({ targetType: 'issue', targetId: post.id, targetName: 'Koop nu' });
    expect(records[4]).toMatchObject({ targetType: 'review', targetId: review.id, detail: '1/5: Slecht en vol spam' });
    expect((await newest()).length).toBe(before + 6);
  });

  test('no route under /api writes to the trail: the only audit route is the read', () => {
    expect(test_.app.apiRoutes.filter((route) => route.url.startsWith('/audit'))).toEqual([{ method: 'GET', url: '/audit', access: 'admin' }]);
  });
});
