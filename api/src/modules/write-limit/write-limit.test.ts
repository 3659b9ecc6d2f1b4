// The per-account write limits (docs/decisions/0014-community.md), on a real database and a clock the test moves:
// 30 community writes an hour and 10 new forum questions a day per account, whatever address they come from;
// admins are never refused; a refused write does not count.
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testClock, type TestClock } from '../../../test/clock.ts';
import { testDialects } from '../../../test/database.ts';
import { createForumPost, createTool } from '../../../test/factories.ts';
import { userWithToken } from '../../../test/identity.ts';
import { WRITE_LIMITS } from './write-limit.ts';

describe.each(testDialects())('write limits on %s', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let issueId: number;

  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp(dialect, { now: clock.now });
    issueId = (await createForumPost(t.db)).id;
  });
  afterAll(() => t.close());

  /** A comment on a post of its own each time (so no cool-down), from a given address. */
  async function comment(headers: Record<string, string>, remoteAddress = '203.0.113.7') {
    const post = (await createForumPost(t.db)).id;
    return t.inject({ method: 'POST', url: '/api/comments', headers, remoteAddress, payload: { content: 'Nog een reactie', issueId: post } });
  }

  test('the 31st write within an hour is 429 RATE_LIMITED with the seconds until the window ends; an hour later it works', async () => {
    const { headers } = await userWithToken(t.db, ['user']);
    for (let n = 0; n < WRITE_LIMITS.write.max; n += 1) {
      expect((await comment(headers, `198.51.100.${n}`)).statusCode).toBe(201);
      clock.advance(1);
    }
    const refused = await comment(headers, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String), details: { retryAfterSeconds: 30 * 60 }, requestId: expect.any(String) });
    // Every kind of community write is counted, the new address does not help.
    const post = await t.inject({ method: 'POST', url: '/api/issues', headers, remoteAddress: '192.0.2.2', payload: { subject: 'Vraag', content: 'Inhoud' } });
    expect(post.statusCode).toBe(429);
    clock.advance(30);
    expect((await comment(headers)).statusCode).toBe(201);
  });

  test('the limit is per account: another account at the same address writes on', async () => {
    const flooder = await userWithToken(t.db, ['user']);
    const neighbour = await userWithToken(t.db, ['user']);
    for (let n = 0; n < WRITE_LIMITS.write.max; n += 1) await comment(flooder.headers);
    expect((await comment(flooder.headers)).statusCode).toBe(429);
    expect((await comment(neighbour.headers)).statusCode).toBe(201);
    clock.advance(60);
  });

  test('an admin is counted but never refused (moderation can remove a flood)', async () => {
    const admin = await userWithToken(t.db, ['admin', 'provider', 'user']);
    for (let n = 0; n <= WRITE_LIMITS.write.max + 5; n += 1) expect((await comment(admin.headers)).statusCode).toBe(201);
  });

  test('a refused write does not count: cool-downs and bad input leave the quota alone', async () => {
    const { headers } = await userWithToken(t.db, ['user']);
    const tool = (await createTool(t.db)).id;
    const review = { content: 'Goed', rating: 4, aiToolId: tool };
    expect((await t.inject({ method: 'POST', url: '/api/reviews', headers, payload: review })).statusCode).toBe(201);
    for (let n = 0; n < 40; n += 1) {
      expect((await t.inject({ method: 'POST', url: '/api/reviews', headers, payload: review })).json().code).toBe('COOL_DOWN');
      expect((await t.inject({ method: 'POST', url: '/api/comments', headers, payload: { content: 'Hallo', issueId: 999_999 } })).statusCode).toBe(404);
    }
    for (let n = 1; n < WRITE_LIMITS.write.max; n += 1) expect((await comment(headers)).statusCode).toBe(201);
    expect((await comment(headers)).statusCode).toBe(429);
    clock.advance(60);
  });

  test('at most 10 new forum questions a day per account', async () => {
    const { headers } = await userWithToken(t.db, ['user']);
    const ask = () => t.inject({ method: 'POST', url: '/api/issues', headers, payload: { subject: 'Vraag', content: 'Inhoud' } });
    for (let n = 0; n < WRITE_LIMITS.question.max; n += 1) {
      expect((await ask()).statusCode).toBe(201);
      clock.advance(61); // a new hour each time: only the daily limit counts
    }
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    const retry = refused.json().details.retryAfterSeconds;
    expect(retry).toBe(24 * 3600 - 10 * 61 * 60);
    // Comments still go through.
    expect((await t.inject({ method: 'POST', url: '/api/comments', headers, payload: { content: 'Wel dit', issueId } })).statusCode).toBe(201);
    clock.advance(retry / 60);
    expect((await ask()).statusCode).toBe(201);
  });

  test('a token of an account that was removed since cannot write: 401', async () => {
    const gone = await userWithToken(t.db, ['user']);
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect((await comment(gone.headers)).statusCode).toBe(401);
  });
});
