import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { at, createComment, createForumPost, createUser } from '../../../test/factories.ts';

describe.each(testDialects())('forum on %s', (dialect) => {
  let t: TestApp;
  let author: { id: number };
  const post: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    author = await createUser(t.db, { firstname: 'Sofie', lastname: 'Janssens' });
    const make = async (key: string, subject: string, content: string, minutes: number) => {
      post[key] = (await createForumPost(t.db, { subject, content, date: at(minutes), user_id: author.id })).id;
    };
    await make('tickets', 'Ticketverkoop koppelen', 'Welke tool koppelt met onze TICKETshop?', 10);
    await make('percent', 'Korting van 100% op AI?', 'Bestaat dat echt?', 20);
    await make('underscore', 'Bestandsnaam', 'Mijn export heet event_2026.csv', 30);
    await make('plain', 'Vertaling tijdens congres', 'Live ondertiteling in het Frans', 40);
    await make('quote', 'Een "quote" zoeken', 'Backslash \\ en quotes', 50);
    await make('newest', 'Nieuwste vraag', 'Over badges en scanners', 60);
  });
  afterAll(() => t.close());

  const subjects = (body: { data: Array<{ subject: string }> }) => body.data.map((issue) => issue.subject);

  test('lists posts newest first with author name, comment count and no e-mail address', async () => {
    const other = await createUser(t.db);
    await createComment(t.db, { issue_id: post.plain, user_id: other.id });
    await createComment(t.db, { issue_id: post.plain, user_id: other.id });
    const { status, body } = await t.get('/api/issues/data?limit=2&offset=0');
    expect(status).toBe(200);
    expect(subjects(body)).toEqual(['Nieuwste vraag', 'Een "quote" zoeken']);
    expect(body.count).toBe(6);
    const plain = (await t.get(`/api/issues/${post.plain}`)).body;
    expect(plain).toEqual({
      id: post.plain,
      subject: 'Vertaling tijdens congres',
      content: 'Live ondertiteling in het Frans',
      user_name: 'Sofie Janssens',
      date: at(40),
      comments: 2,
      user_id: author.id,
    });
    expect(JSON.stringify(plain)).not.toContain('@');
  });

  test('searches subject and content, case-insensitively', async () => {
    expect(subjects((await t.get('/api/issues/data?filter=ticket')).body)).toEqual(['Ticketverkoop koppelen']);
    expect(subjects((await t.get('/api/issues/data?filter=ONDERTITEL')).body)).toEqual(['Vertaling tijdens congres']);
    const page = await t.get('/api/issues/data?limit=1&offset=0&filter=e');
    expect(page.body.count).toBe(6);
    expect(subjects(page.body)).toEqual(['Nieuwste vraag']);
  });

  test.each([
    ['%', ['Korting van 100% op AI?']],
    ['100%', ['Korting van 100% op AI?']],
    ['_', ['Bestandsnaam']],
    ['t_2', ['Bestandsnaam']],
    ['"quote"', ['Een "quote" zoeken']],
    ['\\', ['Een "quote" zoeken']],
    ["' OR 1=1 --", []],
    ['zeppelin', []],
  ])('the filter %j is plain text, never a pattern or SQL', async (filter, expected) => {
    const { status, body } = await t.get(`/api/issues/data?filter=${encodeURIComponent(filter)}`);
    expect(status).toBe(200);
    expect(subjects(body)).toEqual(expected);
    expect(body.count).toBe(expected.length);
  });

  test('a search longer than 20 characters is 400', async () => {
    const { status, body } = await t.get(`/api/issues/data?filter=${'a'.repeat(21)}`);
    expect(status).toBe(400);
    expect(body.details[0].field).toBe('querystring.filter');
  });

  test('the search follows edits and deletions of posts', async () => {
    await t.db.updateTable('forum_posts').set({ subject: 'Zeppelin boven het festival' }).where('id', '=', post.newest).execute();
    expect(subjects((await t.get('/api/issues/data?filter=zeppelin')).body)).toEqual(['Zeppelin boven het festival']);
    expect((await t.get('/api/issues/data?filter=nieuwste')).body.count).toBe(0);
    await t.db.deleteFrom('forum_posts').where('id', '=', post.newest).execute();
    expect((await t.get('/api/issues/data?filter=zeppelin')).body.count).toBe(0);
  });

  test('comments of a post oldest first with the author name; 404 for a missing post', async () => {
    const first = await createUser(t.db, { firstname: 'Jan', lastname: 'Smet' });
    await createComment(t.db, { issue_id: post.tickets, user_id: first.id, content: 'later', date: at(200) });
    await createComment(t.db, { issue_id: post.tickets, user_id: first.id, content: 'eerst', date: at(100) });
    const { body } = await t.get(`/api/comments/issue/${post.tickets}`);
    expect(body.count).toBe(2);
    expect(body.data.map((comment: { content: string }) => comment.content)).toEqual(['eerst', 'later']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      content: 'eerst',
      date: at(100),
      user_id: first.id,
      user_name: 'Jan Smet',
      issueId: post.tickets,
    });
    expect((await t.get('/api/comments/issue/987654')).status).toBe(404);
    expect((await t.get('/api/issues/987654')).status).toBe(404);
    expect((await t.get('/api/issues/abc')).status).toBe(400);
  });
});
