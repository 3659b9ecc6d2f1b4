// Forum posts and comments written through the API (SPEC §2, §4, §5, §7 Forum), on a real database: each write per
// persona, the comment cool-down on a clock the test moves, the comment count, the cached list following every
// write, and bad input answered with the error model.
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testClock, type TestClock } from '../../../test/clock.ts';
import { testDialects } from '../../../test/database.ts';
import { createComment, createForumPost } from '../../../test/factories.ts';
import { createPersonas, userWithToken, type Personas } from '../../../test/identity.ts';
import { sender, type Send } from '../../../test/requests.ts';

describe.each(testDialects())('forum writes on %s', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let personas: Personas;
  let as: (persona: keyof Personas['headers']) => Send;

  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp(dialect, { now: clock.now });
    personas = await createPersonas(t.db);
    as = (persona) => sender(t)(personas.headers[persona]);
  });
  afterAll(() => t.close());

  const newestSubject = async () => (await t.get('/api/issues/data?limit=9&offset=0')).body.data[0]?.subject;

  describe('posts', () => {
    test('a user asks a question: 201 with the post, and the (cached) list shows it first at once', async () => {
      await createForumPost(t.db, { subject: 'Oudere vraag' });
      expect(await newestSubject()).toBe('Oudere vraag');
      const { status, body } = await as('user')('POST', '/issues', { subject: ' Tolken op een beurs? ', content: 'Wie heeft ervaring met AI-tolken?' });
      expect(status).toBe(201);
      expect(body).toEqual({
        id: expect.any(Number),
        subject: 'Tolken op een beurs?',
        content: 'Wie heeft ervaring met AI-tolken?',
        user_name: expect.any(String),
        date: clock.iso(),
        comments: 0,
        user_id: personas.userIds.user,
      });
      expect(await newestSubject()).toBe('Tolken op een beurs?');
      expect((await t.get('/api/issues/data?filter=tolken')).body.count).toBe(1);
    });

    test('the author edits (the date becomes the last change), an admin edits; others 403, a visitor 401', async () => {
      const post = await createForumPost(t.db, { user_id: personas.userIds.user });
      const edit = { subject: 'Aangepaste vraag', content: 'Met meer uitleg.' };
      expect((await as('anonymous')('PUT', `/issues/${post.id}`, edit)).status).toBe(401);
      expect((await as('providerOwner')('PUT', `/issues/${post.id}`, edit)).status).toBe(403);
      clock.advance(3);
      const edited = await as('user')('PUT', `/issues/${post.id}`, edit);
      expect(edited.body).toMatchObject({ ...edit, date: clock.iso(), user_id: personas.userIds.user });
      expect(await newestSubject()).toBe('Aangepaste vraag');
      expect((await as('admin')('PUT', `/issues/${post.id}`, { ...edit, subject: 'Door admin' })).body.subject).toBe('Door admin');
      // The author stays the author after an admin's edit.
      expect((await t.get(`/api/issues/${post.id}`)).body.user_id).toBe(personas.userIds.user);
    });

    test('deleting a post takes its comments and leaves the list and the search', async () => {
      const post = await createForumPost(t.db, { user_id: personas.userIds.user, subject: 'Zeppelinvraag' });
      await createComment(t.db, { issue_id: post.id });
      expect((await as('otherProvider')('DELETE', `/issues/${post.id}`)).status).toBe(403);
      expect((await t.get('/api/issues/data?filter=zeppelin')).body.count).toBe(1);
      expect((await as('user')('DELETE', `/issues/${post.id}`)).status).toBe(204);
      expect((await t.get(`/api/issues/${post.id}`)).status).toBe(404);
      expect((await t.get(`/api/comments/issue/${post.id}`)).status).toBe(404);
      expect((await t.get('/api/issues/data?filter=zeppelin')).body.count).toBe(0);
      expect(await t.db.selectFrom('forum_comments').select('id').where('issue_id', '=', post.id).execute()).toEqual([]);
      // An admin removes anyone's post.
      const other = await createForumPost(t.db);
      expect((await as('admin')('DELETE', `/issues/${other.id}`)).status).toBe(204);
      expect((await as('admin')('DELETE', `/issues/${other.id}`)).status).toBe(404);
    });

    test.each([
      ['no subject', { content: 'Inhoud' }],
      ['an empty subject', { subject: '', content: 'Inhoud' }],
      ['a blank subject', { subject: '   ', content: 'Inhoud' }],
      ['a subject of 51 characters', { subject: 'x'.repeat(51), content: 'Inhoud' }],
      ['empty content', { subject: 'Vraag', content: '' }],
      ['content of 1001 characters', { subject: 'Vraag', content: 'x'.repeat(1001) }],
      ['a subject that is an object', { subject: { tekst: 'Vraag' }, content: 'Inhoud' }],
    ])('%s is 400 VALIDATION_FAILED, for a new post and an edit', async (_what, body) => {
      const post = await createForumPost(t.db, { user_id: personas.userIds.user });
      for (const [method, path] of [['POST', '/issues'], ['PUT', `/issues/${post.id}`]] as const) {
        const answer = await as('user')(method, path, body);
        expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      }
      expect((await t.get(`/api/issues/${post.id}`)).body.subject).toBe(post.subject);
    });

    test('exactly 50 and 1000 characters are accepted', async () => {
      const { status } = await as('providerOwner')('POST', '/issues', { subject: 'x'.repeat(50), content: 'y'.repeat(1000) });
      expect(status).toBe(201);
    });

    test('a missing post: edit and delete are 404 for an admin (an author is told 404 by the access rule)', async () => {
      expect((await as('admin')('PUT', '/issues/999999', { subject: 'Vraag', content: 'Inhoud' })).status).toBe(404);
      expect((await as('user')('DELETE', '/issues/999999')).status).toBe(404);
    });
  });

  describe('comments', () => {
    let post: number;
    beforeAll(async () => {
      post = (await createForumPost(t.db, { user_id: personas.userIds.admin })).id;
    });
    const comment = (persona: keyof Personas['headers'], content: string, issueId = post) => as(persona)('POST', '/comments', { content, issueId });

    test('a user answers: 201 with the comment, listed oldest first, and the post counts it', async () => {
      const before = (await t.get(`/api/issues/${post}`)).body.comments;
      const { status, body } = await comment('user', 'Probeer Interprefy.');
      expect(status).toBe(201);
      expect(body).toEqual({
        id: expect.any(Number),
        content: 'Probeer Interprefy.',
        date: clock.iso(),
        user_id: personas.userIds.user,
        user_name: expect.any(String),
        issueId: post,
      });
      expect((await t.get(`/api/comments/issue/${post}`)).body.data.at(-1)).toEqual(body);
      expect((await t.get(`/api/issues/${post}`)).body.comments).toBe(before + 1);
      const listed = (await t.get('/api/issues/data?limit=-1')).body.data.find((issue: { id: number }) => issue.id === post);
      expect(listed.comments).toBe(before + 1);
    });

    test('a second comment on the same post within 30 minutes is 429 COOL_DOWN with the minutes left; another post is fine', async () => {
      const writer = sender(t)((await userWithToken(t.db, ['user'])).headers);
      const other = (await createForumPost(t.db)).id;
      expect((await writer('POST', '/comments', { content: 'Eerste', issueId: post })).status).toBe(201);
      clock.advance(29.25);
      expect(await writer('POST', '/comments', { content: 'Tweede', issueId: post })).toEqual({
        status: 429,
        body: { code: 'COOL_DOWN', message: expect.any(String), details: { minutes: 1 }, requestId: expect.any(String) },
      });
      expect((await writer('POST', '/comments', { content: 'Elders', issueId: other })).status).toBe(201);
      clock.advance(0.75);
      expect((await writer('POST', '/comments', { content: 'Tweede', issueId: post })).status).toBe(201);
    });

    test('the author or an admin edits (the text only, the date stays) and deletes; others 403', async () => {
      const own = (await comment('providerOwner', 'Eerste versie')).body;
      const edit = { content: 'Tweede versie', issueId: post };
      expect((await as('user')('PUT', `/comments/${own.id}`, edit)).status).toBe(403);
      expect((await as('anonymous')('DELETE', `/comments/${own.id}`)).status).toBe(401);
      clock.advance(1);
      expect((await as('providerOwner')('PUT', `/comments/${own.id}`, edit)).body).toEqual({ ...own, content: 'Tweede versie' });
      expect((await as('admin')('PUT', `/comments/${own.id}`, { ...edit, content: 'Door admin' })).body.content).toBe('Door admin');
      const count = (await t.get(`/api/issues/${post}`)).body.comments;
      expect((await as('admin')('DELETE', `/comments/${own.id}`)).status).toBe(204);
      expect((await t.get(`/api/issues/${post}`)).body.comments).toBe(count - 1);
      expect((await as('admin')('DELETE', `/comments/${own.id}`)).status).toBe(404);
    });

    test('a comment on a missing post is 404 and writes nothing', async () => {
      const { status, body } = await comment('otherProvider', 'Hallo?', 999_999);
      expect({ status, code: body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    });

    test('a comment stays under its post: another issueId in an edit is 400', async () => {
      const own = await createComment(t.db, { issue_id: post, user_id: personas.userIds.otherProvider });
      const elsewhere = (await createForumPost(t.db)).id;
      const { status, body } = await as('otherProvider')('PUT', `/comments/${own.id}`, { content: 'Verhuisd', issueId: elsewhere });
      expect(status).toBe(400);
      expect(body.details).toEqual([{ field: 'body.issueId', message: expect.any(String) }]);
    });

    test.each([
      ['empty', ''],
      ['blank', ' \n '],
      ['1001 characters', 'x'.repeat(1001)],
    ])('%s text is 400', async (_what, content) => {
      expect((await comment('otherProvider', content)).status).toBe(400);
    });
  });
});
