// Reports of improper content through the API, on a real database: anyone logged in reports a review, a post or a
// comment once; admins see each open report with its item in context, never the reporter; 'Negeer' closes a report,
// removing the item (through its own DELETE) takes its reports along.
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createComment, createForumPost, createReport, createReview, createTool, createUser } from '../../../test/factories.ts';
import { createPersonas, type Personas } from '../../../test/identity.ts';
import { sender, type Send } from '../../../test/requests.ts';

describe.each(testDialects())('reports on %s', (dialect) => {
  let t: TestApp;
  let personas: Personas;
  let as: (persona: keyof Personas['headers']) => Send;
  const items = { review: 0, issue: 0, comment: 0 };
  let tool: { id: number; name: string };
  let author: { id: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    personas = await createPersonas(t.db);
    as = (persona) => sender(t)(personas.headers[persona]);
    author = await createUser(t.db, { firstname: 'Tom', lastname: 'Spammer' });
    tool = await createTool(t.db, { name: 'Mentimeter' });
    items.review = (await createReview(t.db, { ai_tool_id: tool.id, user_id: author.id, content: 'Koop nu goedkope horloges!', rating: 1 })).id;
    items.issue = (await createForumPost(t.db, { user_id: author.id, subject: 'Gratis crypto', content: 'Klik hier.' })).id;
    const parent = await createForumPost(t.db, { subject: 'Tolken op congressen' });
    items.comment = (await createComment(t.db, { issue_id: parent.id, user_id: author.id, content: 'Jullie zijn allemaal dom.' })).id;
  });
  afterAll(() => t.close());

  const openReports = async () => (await as('admin')('GET', '/reports')).body;

  test.each(['review', 'issue', 'comment'] as const)('a user reports a %s once: 201, then 409 ER_DUP_ENTRY', async (itemType) => {
    const first = await as('user')('POST', '/reports', { itemType, itemId: items[itemType], reason: ' Spam ' });
    expect(first).toEqual({
      status: 201,
      body: { id: expect.any(Number), itemType, itemId: items[itemType], reason: 'Spam', date: expect.any(String), status: 'open' },
    });
    const again = await as('user')('POST', '/reports', { itemType, itemId: items[itemType], reason: 'Nog steeds spam' });
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'ER_DUP_ENTRY' });
    // Somebody else may report it too.
    expect((await as('providerOwner')('POST', '/reports', { itemType, itemId: items[itemType], reason: 'Ongepast' })).status).toBe(201);
  });

  test('admins see every open report with its item in context, oldest first; the reporter is not in the answer', async () => {
    const { data, count } = await openReports();
    expect(count).toBe(6);
    expect(data.map((report: { itemType: string }) => report.itemType)).toEqual(['review', 'review', 'issue', 'issue', 'comment', 'comment']);
    const [review, , issue, , comment] = data;
    expect(review.item).toEqual({
      subject: null,
      content: 'Koop nu goedkope horloges!',
      rating: 1,
      date: expect.any(String),
      user_id: author.id,
      user_name: 'Tom Spammer',
      toolId: tool.id,
      toolName: 'Mentimeter',
      issueId: null,
      issueSubject: null,
    });
    expect(issue.item).toMatchObject({ subject: 'Gratis crypto', content: 'Klik hier.', user_name: 'Tom Spammer', issueId: items.issue, issueSubject: 'Gratis crypto' });
    expect(comment.item).toMatchObject({ content: 'Jullie zijn allemaal dom.', user_name: 'Tom Spammer', issueSubject: 'Tolken op congressen', toolId: null });
    // Nothing but the report and its item: no field that could name who reported.
    for (const report of data) {
      expect(Object.keys(report).sort()).toEqual(['date', 'id', 'item', 'itemId', 'itemType', 'reason', 'status']);
      expect(report.item.user_id).toBe(author.id);
    }
    // A page and the total, for the account page's badge.
    expect((await as('admin')('GET', '/reports?limit=1')).body).toMatchObject({ count: 6, data: [expect.anything()] });
  });

  test("'Negeer' closes one report and leaves the item; the reporter still cannot report it again", async () => {
    const report = (await openReports()).data.find((open: { itemType: string }) => open.itemType === 'comment');
    expect((await as('admin')('PUT', `/reports/${report.id}`, { status: 'ignored' })).body).toMatchObject({ id: report.id, status: 'ignored' });
    expect((await openReports()).data.map((open: { id: number }) => open.id)).not.toContain(report.id);
    expect((await t.get(`/api/comments/issue/${report.item.issueId}`)).body.count).toBe(1);
    expect((await as('user')('POST', '/reports', { itemType: 'comment', itemId: items.comment, reason: 'Opnieuw' })).status).toBe(409);
    expect((await as('admin')('PUT', '/reports/999999', { status: 'ignored' })).status).toBe(404);
    expect((await as('admin')('PUT', `/reports/${report.id}`, { status: 'open' })).status).toBe(400);
  });

  test("'Verwijder' removes the item with its own DELETE, and its reports go with it", async () => {
    expect((await as('admin')('DELETE', `/reviews/${items.review}`)).status).toBe(204);
    expect((await as('admin')('DELETE', `/issues/${items.issue}`)).status).toBe(204);
    const { data, count } = await openReports();
    expect(count).toBe(1);
    expect(data.map((open: { itemType: string }) => open.itemType)).toEqual(['comment']);
  });

  test('the reports of a comment go when its post is removed, and a removed user’s reports go too', async () => {
    const post = await createForumPost(t.db);
    const comment = await createComment(t.db, { issue_id: post.id });
    const reporter = await createUser(t.db);
    await createReport(t.db, { comment_id: comment.id, reporter_id: reporter.id });
    const otherComment = await createComment(t.db, { issue_id: (await createForumPost(t.db)).id });
    await createReport(t.db, { comment_id: otherComment.id, reporter_id: reporter.id });
    const before = (await openReports()).count;
    await as('admin')('DELETE', `/issues/${post.id}`);
    expect((await openReports()).count).toBe(before - 1);
    await t.db.deleteFrom('users').where('id', '=', reporter.id).execute();
    expect((await openReports()).count).toBe(before - 2);
  });

  test('who may do what: a visitor may not report; only admins list and decide', async () => {
    const body = { itemType: 'issue', itemId: (await createForumPost(t.db)).id, reason: 'Spam' };
    expect((await as('anonymous')('POST', '/reports', body)).status).toBe(401);
    for (const persona of ['user', 'providerOwner', 'otherProvider'] as const) {
      expect((await as(persona)('GET', '/reports')).status).toBe(403);
      expect((await as(persona)('PUT', '/reports/1', { status: 'ignored' })).status).toBe(403);
    }
    expect((await as('anonymous')('GET', '/reports')).status).toBe(401);
  });

  test.each([
    ['a missing item', { itemType: 'review', itemId: 999_999, reason: 'Spam' }, 404],
    ['an unknown kind of item', { itemType: 'tool', itemId: 1, reason: 'Spam' }, 400],
    ['no reason', { itemType: 'issue', itemId: 1 }, 400],
    ['a blank reason', { itemType: 'issue', itemId: 1, reason: '  ' }, 400],
    ['a reason of 501 characters', { itemType: 'issue', itemId: 1, reason: 'x'.repeat(501) }, 400],
    ['an id that is not an id', { itemType: 'issue', itemId: -1, reason: 'Spam' }, 400],
  ])('%s is %i', async (_what, body, status) => {
    expect((await as('otherProvider')('POST', '/reports', body)).status).toBe(status);
  });
});
