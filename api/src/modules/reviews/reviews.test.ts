// Reviews written through the API (SPEC §4, §5, §7 Reviews), on a real database: each write per persona, the
// 30-minute cool-down on a clock the test moves, the average rating and review count of the tool after every
// write, which reviews count towards it (each person's latest, none by the tool's own company), the provider's one
// public reply, and bad input answered with the error model.
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testClock, type TestClock } from '../../../test/clock.ts';
import { testDialects } from '../../../test/database.ts';
import { createProvider, createReview, createTool, createUser } from '../../../test/factories.ts';
import { createPersonas, userWithToken, type Personas } from '../../../test/identity.ts';
import { sender, type Send } from '../../../test/requests.ts';
import { DELETED_ACCOUNT } from '../privacy/personal-data.ts';

describe.each(testDialects())('reviews on %s', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let personas: Personas;
  let as: (persona: keyof Personas['headers']) => Send;
  let toolId: number;

  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp(dialect, { now: clock.now });
    personas = await createPersonas(t.db);
    const send = sender(t);
    as = (persona) => send(personas.headers[persona]);
    toolId = (await createTool(t.db, { name: 'Slido', provider_id: personas.providerId })).id;
  });
  afterAll(() => t.close());

  /** The tool as the list (the home page's cards) and the detail page read it. */
  async function ratingOf(id: number) {
    const card = (await t.get('/api/aiTools?limit=-1')).body.data.find((tool: { id: number }) => tool.id === id);
    const detail = (await t.get(`/api/aiTools/${id}`)).body;
    expect({ averageRating: card.averageRating, reviewCount: card.reviewCount }).toEqual({
      averageRating: detail.averageRating,
      reviewCount: detail.reviewCount,
    });
    return { averageRating: detail.averageRating, reviewCount: detail.reviewCount };
  }

  test('a user posts a review: 201 with the review as the list shows it, dated by the clock', async () => {
    const { status, body } = await as('user')('POST', '/reviews', { content: '  Heel handig tijdens ons congres.  ', rating: 4, aiToolId: toolId });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      content: 'Heel handig tijdens ons congres.',
      rating: 4,
      date: clock.iso(),
      user_id: personas.userIds.user,
      user_name: expect.stringMatching(/^Els Peeters\d+$/),
      ai_tool_id: toolId,
      reply: null,
      earlier: false,
      byProvider: false,
    });
    expect((await t.get(`/api/reviews/AI-tool/${toolId}`)).body.data).toEqual([body]);
  });

  test('the average rating and the review count follow every create, edit and delete', async () => {
    const tool = (await createTool(t.db)).id;
    const first = await userWithToken(t.db, ['user']);
    const second = await userWithToken(t.db, ['user']);
    expect(await ratingOf(tool)).toEqual({ averageRating: null, reviewCount: 0 });

    const a = (await sender(t)(first.headers)('POST', '/reviews', { content: 'Goed', rating: 5, aiToolId: tool })).body;
    expect(await ratingOf(tool)).toEqual({ averageRating: 5, reviewCount: 1 });
    const b = (await sender(t)(second.headers)('POST', '/reviews', { content: 'Matig', rating: 2, aiToolId: tool })).body;
    expect(await ratingOf(tool)).toEqual({ averageRating: 3.5, reviewCount: 2 });

    expect((await sender(t)(second.headers)('PUT', `/reviews/${b.id}`, { content: 'Toch beter', rating: 3, aiToolId: tool })).status).toBe(200);
    expect(await ratingOf(tool)).toEqual({ averageRating: 4, reviewCount: 2 });

    expect((await sender(t)(first.headers)('DELETE', `/reviews/${a.id}`)).status).toBe(204);
    expect(await ratingOf(tool)).toEqual({ averageRating: 3, reviewCount: 1 });
    // An admin removes the last one.
    expect((await as('admin')('DELETE', `/reviews/${b.id}`)).status).toBe(204);
    expect(await ratingOf(tool)).toEqual({ averageRating: null, reviewCount: 0 });
  });

  test('an average of three ratings is not rounded by the database', async () => {
    const tool = (await createTool(t.db)).id;
    for (const rating of [5, 4, 4]) await createReview(t.db, { ai_tool_id: tool, rating });
    const { averageRating, reviewCount } = await ratingOf(tool);
    expect(reviewCount).toBe(3);
    expect(averageRating).toBeCloseTo(13 / 3, 10);
  });

  describe('the reviews that count towards the average and the count', () => {
    const marksOf = async (tool: number) =>
      ((await t.get(`/api/reviews/AI-tool/${tool}`)).body.data as Array<{ content: string; earlier: boolean; byProvider: boolean }>).map(
        ({ content, earlier, byProvider }) => ({ content, earlier, byProvider }),
      );

    test('a person who reviews again after the cool-down counts once, with the latest; the earlier stays readable', async () => {
      const tool = (await createTool(t.db)).id;
      const reviewer = sender(t)((await userWithToken(t.db, ['user'])).headers);
      const other = sender(t)((await userWithToken(t.db, ['user'])).headers);
      await other('POST', '/reviews', { content: 'Prima', rating: 4, aiToolId: tool });
      await reviewer('POST', '/reviews', { content: 'Eerste indruk', rating: 1, aiToolId: tool });
      expect(await ratingOf(tool)).toEqual({ averageRating: 2.5, reviewCount: 2 });
      clock.advance(30);
      await reviewer('POST', '/reviews', { content: 'Na een maand', rating: 5, aiToolId: tool });
      expect(await ratingOf(tool)).toEqual({ averageRating: 4.5, reviewCount: 2 });
      expect(await marksOf(tool)).toEqual([
        { content: 'Na een maand', earlier: false, byProvider: false },
        { content: 'Eerste indruk', earlier: true, byProvider: false },
        { content: 'Prima', earlier: false, byProvider: false },
      ]);
      // The sort by rating uses the same figures: 4.5 beats a tool of 4.
      const rival = (await createTool(t.db)).id;
      await createReview(t.db, { ai_tool_id: rival, rating: 4 });
      const order = (await t.get('/api/aiTools?limit=-1&sort=rating')).body.data.map((row: { id: number }) => row.id);
      expect(order.indexOf(tool)).toBeLessThan(order.indexOf(rival));
    });

    test('the latest review deleted: the earlier one counts again', async () => {
      const tool = (await createTool(t.db)).id;
      const author = (await createUser(t.db)).id;
      await createReview(t.db, { ai_tool_id: tool, user_id: author, rating: 2, date: '2026-01-01T10:00:00.000Z' });
      const latest = await createReview(t.db, { ai_tool_id: tool, user_id: author, rating: 4, date: '2026-02-01T10:00:00.000Z' });
      expect(await ratingOf(tool)).toEqual({ averageRating: 4, reviewCount: 1 });
      await t.db.deleteFrom('reviews').where('id', '=', latest.id).execute();
      expect(await ratingOf(tool)).toEqual({ averageRating: 2, reviewCount: 1 });
    });

    test("a review by whoever manages the tool's provider is marked and left out", async () => {
      const tool = (await createTool(t.db, { provider_id: personas.providerId })).id;
      await as('user')('POST', '/reviews', { content: 'Degelijk', rating: 3, aiToolId: tool });
      const own = await as('providerOwner')('POST', '/reviews', { content: 'Wij zijn de beste', rating: 5, aiToolId: tool });
      expect(own.status).toBe(201);
      expect(own.body).toMatchObject({ byProvider: true, earlier: false });
      expect(await ratingOf(tool)).toEqual({ averageRating: 3, reviewCount: 1 });
      // Another company's manager is a customer like any other.
      await as('otherProvider')('POST', '/reviews', { content: 'Goed', rating: 5, aiToolId: tool });
      expect(await ratingOf(tool)).toEqual({ averageRating: 4, reviewCount: 2 });
    });

    test("the reviews of deleted accounts, all on the shared 'Verwijderd account' row, each count", async () => {
      const deleted = await t.db.selectFrom('users').select('id').where('email', '=', DELETED_ACCOUNT.email).executeTakeFirstOrThrow();
      const tool = (await createTool(t.db)).id;
      for (const [rating, date] of [[2, '2026-01-01T10:00:00.000Z'], [4, '2026-02-01T10:00:00.000Z'], [5, '2026-03-01T10:00:00.000Z']] as const) {
        await createReview(t.db, { ai_tool_id: tool, user_id: deleted.id, rating, date });
      }
      expect(await ratingOf(tool)).toEqual({ averageRating: 11 / 3, reviewCount: 3 });
      expect((await marksOf(tool)).map((review) => review.earlier)).toEqual([false, false, false]);
    });
  });

  describe('the cool-down (SPEC §5)', () => {
    test('a second review of the same tool within 30 minutes is 429 COOL_DOWN with the whole minutes left, rounded up', async () => {
      const tool = (await createTool(t.db)).id;
      const reviewer = sender(t)((await userWithToken(t.db, ['user'])).headers);
      expect((await reviewer('POST', '/reviews', { content: 'Eerste', rating: 3, aiToolId: tool })).status).toBe(201);

      const again = () => reviewer('POST', '/reviews', { content: 'Tweede', rating: 4, aiToolId: tool });
      expect(await again()).toEqual({ status: 429, body: { code: 'COOL_DOWN', message: expect.any(String), details: { minutes: 30 }, requestId: expect.any(String) } });
      clock.advance(10.5);
      expect((await again()).body.details).toEqual({ minutes: 20 });
      clock.advance(19);
      expect((await again()).body.details).toEqual({ minutes: 1 });
      // Nothing was written by the refusals.
      expect((await t.get(`/api/reviews/AI-tool/${tool}`)).body.count).toBe(1);

      clock.advance(0.5);
      expect((await again()).status).toBe(201);
      expect((await t.get(`/api/reviews/AI-tool/${tool}`)).body.count).toBe(2);
    });

    test('the cool-down is per tool and per user', async () => {
      const [one, two] = [(await createTool(t.db)).id, (await createTool(t.db)).id];
      const reviewer = sender(t)((await userWithToken(t.db, ['user'])).headers);
      const other = sender(t)((await userWithToken(t.db, ['user'])).headers);
      expect((await reviewer('POST', '/reviews', { content: 'Een', rating: 3, aiToolId: one })).status).toBe(201);
      expect((await reviewer('POST', '/reviews', { content: 'Twee', rating: 3, aiToolId: two })).status).toBe(201);
      expect((await other('POST', '/reviews', { content: 'Ook een', rating: 3, aiToolId: one })).status).toBe(201);
    });

    test('editing does not restart the cool-down and keeps the date', async () => {
      const tool = (await createTool(t.db)).id;
      const reviewer = sender(t)((await userWithToken(t.db, ['user'])).headers);
      const posted = (await reviewer('POST', '/reviews', { content: 'Eerste', rating: 3, aiToolId: tool })).body;
      clock.advance(20);
      const edited = await reviewer('PUT', `/reviews/${posted.id}`, { content: 'Aangepast', rating: 2, aiToolId: tool });
      expect(edited.body).toEqual({ ...posted, content: 'Aangepast', rating: 2 });
      expect((await reviewer('POST', '/reviews', { content: 'Nog een', rating: 3, aiToolId: tool })).body.details).toEqual({ minutes: 10 });
    });

    test('two reviews sent at the same moment: one is written, the other waits its turn and is refused', async () => {
      const tool = (await createTool(t.db)).id;
      const reviewer = sender(t)((await userWithToken(t.db, ['user'])).headers);
      const answers = await Promise.all([1, 2].map((n) => reviewer('POST', '/reviews', { content: `Tegelijk ${n}`, rating: 3, aiToolId: tool })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429]);
      expect((await t.get(`/api/reviews/AI-tool/${tool}`)).body.count).toBe(1);
    });
  });

  describe('who may write what', () => {
    test('editing and deleting: the author or an admin; another user 403; a visitor 401', async () => {
      const review = await createReview(t.db, { ai_tool_id: toolId, user_id: personas.userIds.user, rating: 2 });
      const edit = { content: 'Bijgewerkt', rating: 3, aiToolId: toolId };
      expect((await as('anonymous')('PUT', `/reviews/${review.id}`, edit)).status).toBe(401);
      expect((await as('otherProvider')('PUT', `/reviews/${review.id}`, edit)).status).toBe(403);
      expect((await as('otherProvider')('DELETE', `/reviews/${review.id}`)).status).toBe(403);
      expect((await as('user')('PUT', `/reviews/${review.id}`, edit)).body.content).toBe('Bijgewerkt');
      expect((await as('admin')('PUT', `/reviews/${review.id}`, { ...edit, content: 'Door admin' })).body.content).toBe('Door admin');
      expect((await as('admin')('DELETE', `/reviews/${review.id}`)).status).toBe(204);
      expect((await as('admin')('DELETE', `/reviews/${review.id}`)).status).toBe(404);
      expect((await as('anonymous')('POST', '/reviews', edit)).status).toBe(401);
    });

    test('a review stays with its tool: another aiToolId in an edit is 400', async () => {
      const review = await createReview(t.db, { ai_tool_id: toolId, user_id: personas.userIds.user });
      const other = (await createTool(t.db)).id;
      const { status, body } = await as('user')('PUT', `/reviews/${review.id}`, { content: 'Verhuisd', rating: 3, aiToolId: other });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), details: [{ field: 'body.aiToolId', message: expect.any(String) }], requestId: expect.any(String) });
    });
  });

  describe('bad input', () => {
    test.each([
      ['no content', { rating: 3 }],
      ['empty content', { content: '', rating: 3 }],
      ['blank content', { content: ' \n\t ', rating: 3 }],
      ['content over 10,000 characters', { content: 'x'.repeat(10_001), rating: 3 }],
      ['rating 0', { content: 'Goed', rating: 0 }],
      ['rating 6', { content: 'Goed', rating: 6 }],
      ['rating 4.5', { content: 'Goed', rating: 4.5 }],
      ['rating as text', { content: 'Goed', rating: 'vier' }],
      ['no rating', { content: 'Goed' }],
    ])('%s is 400 VALIDATION_FAILED and writes nothing', async (_what, fields) => {
      const before = (await t.get(`/api/reviews/AI-tool/${toolId}`)).body.count;
      const { status, body } = await as('otherProvider')('POST', '/reviews', { aiToolId: toolId, ...fields });
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect((await t.get(`/api/reviews/AI-tool/${toolId}`)).body.count).toBe(before);
    });

    test('an author in the body is refused: a review is always the caller’s', async () => {
      const tool = (await createTool(t.db)).id;
      const { status, body } = await as('otherProvider')('POST', '/reviews', { content: 'Goed', rating: 3, aiToolId: tool, user_id: personas.userIds.admin });
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect((await t.get(`/api/reviews/AI-tool/${tool}`)).body.count).toBe(0);
      const own = await as('otherProvider')('POST', '/reviews', { content: 'Goed', rating: 3, aiToolId: tool });
      expect(own.body.user_id).toBe(personas.userIds.otherProvider);
    });

    test('a review of a missing or an unapproved tool is 404', async () => {
      const hidden = (await createTool(t.db, { approved: false })).id;
      for (const aiToolId of [hidden, 999_999]) {
        const { status, body } = await as('otherProvider')('POST', '/reviews', { content: 'Goed', rating: 3, aiToolId });
        expect({ status, code: body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
      }
    });

    test('text is stored and answered as written: markup stays text for the screens to show as text', async () => {
      const content = '<img src=x onerror=alert(1)> en https://voorbeeld.be';
      const tool = (await createTool(t.db)).id;
      const { body } = await as('otherProvider')('POST', '/reviews', { content, rating: 1, aiToolId: tool });
      expect(body.content).toBe(content);
    });
  });

  describe("the provider's public reply", () => {
    let reviewId: number;
    beforeAll(async () => {
      reviewId = (await createReview(t.db, { ai_tool_id: toolId, content: 'Waar vind ik de handleiding?' })).id;
    });
    const reply = (persona: keyof Personas['headers'], method: 'POST' | 'PUT' | 'DELETE', content?: string) =>
      as(persona)(method, `/reviews/${reviewId}/reply`, content === undefined ? undefined : { content });

    test('only the user who manages the tool’s provider answers; an admin or another provider is 403', async () => {
      expect((await reply('anonymous', 'POST', 'x')).status).toBe(401);
      expect((await reply('user', 'POST', 'x')).status).toBe(403);
      expect((await reply('otherProvider', 'POST', 'x')).status).toBe(403);
      const admin = await reply('admin', 'POST', 'x');
      expect({ status: admin.status, code: admin.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    });

    test('the answer is shown beneath the review with the company’s name; a second answer is 409', async () => {
      const provider = (await t.get(`/api/providers/${personas.providerId}`)).body;
      const { status, body } = await reply('providerOwner', 'POST', 'In het menu Hulp, onder Handleidingen.');
      expect(status).toBe(201);
      expect(body.reply).toEqual({ content: 'In het menu Hulp, onder Handleidingen.', date: clock.iso(), provider_id: provider.id, provider_name: provider.name });
      const listed = (await t.get(`/api/reviews/AI-tool/${toolId}`)).body.data.find((review: { id: number }) => review.id === reviewId);
      expect(listed.reply).toEqual(body.reply);
      expect((await reply('providerOwner', 'POST', 'Nog een antwoord')).body.code).toBe('ER_DUP_ENTRY');
    });

    test('the provider and admins edit and remove it; others may not', async () => {
      expect((await reply('otherProvider', 'PUT', 'Gekaapt')).status).toBe(403);
      expect((await reply('user', 'DELETE')).status).toBe(403);
      clock.advance(5);
      expect((await reply('providerOwner', 'PUT', 'Zie Hulp > Handleidingen.')).body.reply).toMatchObject({ content: 'Zie Hulp > Handleidingen.', date: clock.iso() });
      expect((await reply('admin', 'PUT', 'Door de beheerder ingekort.')).body.reply.content).toBe('Door de beheerder ingekort.');
      expect((await reply('admin', 'DELETE')).status).toBe(204);
      expect((await reply('providerOwner', 'DELETE')).status).toBe(404);
      expect((await reply('providerOwner', 'PUT', 'Terug?')).status).toBe(404);
      // Removed, so the provider may answer again.
      expect((await reply('providerOwner', 'POST', 'Opnieuw')).status).toBe(201);
    });

    test('an answer keeps speaking for its company when the tool moves to another provider', async () => {
      const owner = await userWithToken(t.db, ['provider', 'user']);
      const first = await createProvider(t.db, { name: 'Eerste Bedrijf', user_id: owner.id });
      const tool = (await createTool(t.db, { provider_id: first.id })).id;
      const review = (await createReview(t.db, { ai_tool_id: tool })).id;
      await sender(t)(owner.headers)('POST', `/reviews/${review}/reply`, { content: 'Bedankt!' });
      const second = await createProvider(t.db, { name: 'Tweede Bedrijf', user_id: personas.userIds.otherProvider });
      await t.db.updateTable('ai_tools').set({ provider_id: second.id }).where('id', '=', tool).execute();
      const listed = (await t.get(`/api/reviews/AI-tool/${tool}`)).body.data[0];
      expect(listed.reply.provider_name).toBe('Eerste Bedrijf');
      // Its writer still owns it; the new provider's manager does not.
      expect((await sender(t)(owner.headers)('PUT', `/reviews/${review}/reply`, { content: 'Nog steeds bedankt!' })).status).toBe(200);
      expect((await as('otherProvider')('PUT', `/reviews/${review}/reply`, { content: 'Van ons' })).status).toBe(403);
    });

    test('a reply of blank text or over 1000 characters is 400', async () => {
      const fresh = (await createReview(t.db, { ai_tool_id: toolId })).id;
      for (const content of ['', '   ', 'x'.repeat(1001)]) {
        expect((await as('providerOwner')('POST', `/reviews/${fresh}/reply`, { content })).status).toBe(400);
      }
    });

    test('a review of a deleted user goes with its reply', async () => {
      const author = await createUser(t.db);
      const review = (await createReview(t.db, { ai_tool_id: toolId, user_id: author.id })).id;
      expect((await as('providerOwner')('POST', `/reviews/${review}/reply`, { content: 'Dank je' })).status).toBe(201);
      await t.db.deleteFrom('users').where('id', '=', author.id).execute();
      expect(await t.db.selectFrom('review_replies').select('review_id').where('review_id', '=', review).executeTakeFirst()).toBeUndefined();
    });
  });
});
