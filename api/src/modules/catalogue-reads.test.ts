// The smaller visitor reads: keywords, tool-keyword links, providers, reviews, FAQs, settings, users, health.
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDialects } from '../../test/database.ts';
import {
  at,
  createFaq,
  createKeyword,
  createProvider,
  createReview,
  createRoadmapSetting,
  createTool,
  createUser,
} from '../../test/factories.ts';

describe.each(testDialects())('catalogue reads on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  test('health ping answers once the database answers', async () => {
    expect(await t.get('/api/health/ping')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  test('keywords ordered by name, paged, with the total count', async () => {
    for (const name of ['vertaling', 'analyse', 'chatbot']) await createKeyword(t.db, { name });
    const { body } = await t.get('/api/keywords?limit=2&offset=0');
    expect(body.data.map((keyword: { name: string }) => keyword.name)).toEqual(['analyse', 'chatbot']);
    expect(body.count).toBe(3);
    expect((await t.get('/api/keywords?limit=1000&offset=0')).body.data).toHaveLength(3);
  });

  test('tool-keyword links only of approved tools; links of a tool carry the keyword name', async () => {
    const keyword = await createKeyword(t.db, { name: 'registratie' });
    const other = await createKeyword(t.db, { name: 'badges' });
    const shown = await createTool(t.db, { keywords: [keyword.id, other.id] });
    const hidden = await createTool(t.db, { approved: false, keywords: [keyword.id] });

    const all = (await t.get('/api/aiToolKeywords')).body;
    expect(all.data).toEqual(
      expect.arrayContaining([{ aiTool_id: shown.id, keyword_id: keyword.id }, { aiTool_id: shown.id, keyword_id: other.id }]),
    );
    expect(all.data.some((link: { aiTool_id: number }) => link.aiTool_id === hidden.id)).toBe(false);

    const ofKeyword = (await t.get(`/api/aiToolKeywords/keyword/${keyword.id}`)).body;
    expect(ofKeyword).toEqual({ data: [{ aiTool_id: shown.id, keyword_id: keyword.id }], count: 1 });

    const ofTool = (await t.get(`/api/aiToolKeywords/aiTool/${shown.id}`)).body;
    expect(ofTool.data).toEqual([
      { aiTool_id: shown.id, keyword_id: other.id, name: 'badges' },
      { aiTool_id: shown.id, keyword_id: keyword.id, name: 'registratie' },
    ]);
    expect((await t.get(`/api/aiToolKeywords/aiTool/${hidden.id}`)).status).toBe(404);
    expect((await t.get('/api/aiToolKeywords/keyword/424242')).status).toBe(404);
  });

  test('providers: approved only, ordered by name; one by id; unapproved is 404', async () => {
    await createProvider(t.db, { name: 'Zaalverhuur' });
    await createProvider(t.db, { name: 'Audiovisueel', country: 'NL', logo_url: 'https://av.nl/logo.png' });
    const pending = await createProvider(t.db, { name: 'In behandeling', approved: false });
    const { body } = await t.get('/api/providers');
    const names = body.data.map((provider: { name: string }) => provider.name);
    expect(names).toContain('Audiovisueel');
    expect(names).not.toContain('In behandeling');
    expect(names).toEqual([...names].sort());
    const audiovisueel = body.data.find((provider: { name: string }) => provider.name === 'Audiovisueel');
    expect(audiovisueel).toMatchObject({ country: 'NL', logoUrl: 'https://av.nl/logo.png', approved: true, approvalComment: '' });
    expect((await t.get(`/api/providers/${audiovisueel.id}`)).body.name).toBe('Audiovisueel');
    expect((await t.get(`/api/providers/${pending.id}`)).status).toBe(404);
  });

  test('reviews of an approved tool newest first with the author name; an unapproved tool is 404', async () => {
    const tool = await createTool(t.db);
    const author = await createUser(t.db, { firstname: 'An', lastname: 'Maes' });
    await createReview(t.db, { ai_tool_id: tool.id, user_id: author.id, content: 'oud', rating: 2, date: at(1) });
    await createReview(t.db, { ai_tool_id: tool.id, user_id: author.id, content: 'nieuw', rating: 5, date: at(2) });
    const { body } = await t.get(`/api/reviews/AI-tool/${tool.id}`);
    expect(body.count).toBe(2);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      content: 'nieuw',
      rating: 5,
      date: at(2),
      user_id: author.id,
      user_name: 'An Maes',
      ai_tool_id: tool.id,
      reply: null,
      earlier: false,
      byProvider: false,
    });
    const hidden = await createTool(t.db, { approved: false });
    await createReview(t.db, { ai_tool_id: hidden.id });
    expect((await t.get(`/api/reviews/AI-tool/${hidden.id}`)).status).toBe(404);
  });

  test('FAQs in id order', async () => {
    const first = await createFaq(t.db, { question: 'Wat kost het?' });
    const second = await createFaq(t.db, { question: 'Wie zit erachter?' });
    const { body } = await t.get('/api/faqs');
    expect(body.data.map((faq: { id: number }) => faq.id)).toEqual([first.id, second.id]);
    expect(body.data[0]).toEqual({ id: first.id, question: 'Wat kost het?', answer: expect.any(String) });
  });

  test('roadmap settings of one type in id order, with limit=-1&offset=-1 as the client sends', async () => {
    const link = await createRoadmapSetting(t.db, { name: 'Hogeschool', url: 'https://hogeschool.be' });
    await createRoadmapSetting(t.db, { name: 'Ander', type: 'other' });
    const { status, body } = await t.get('/api/roadmapSettings?limit=-1&offset=-1&type=navlink');
    expect(status).toBe(200);
    expect(body).toEqual({ data: [{ id: link.id, name: 'Hogeschool', url: 'https://hogeschool.be', type: 'navlink' }], count: 1 });
    expect((await t.get('/api/roadmapSettings')).body.count).toBe(2);
    expect((await t.get('/api/roadmapSettings?type=bogus')).status).toBe(400);
  });

  test('user names without e-mail addresses', async () => {
    const user = await createUser(t.db, { firstname: 'Lotte', lastname: 'Claes' });
    expect((await t.get(`/api/users/name/${user.id}`)).body).toEqual({ firstname: 'Lotte', lastname: 'Claes' });
    const names = (await t.get('/api/users/names')).body;
    expect(names.data).toContainEqual({ id: user.id, name: 'Lotte Claes' });
    expect(JSON.stringify(names)).not.toContain('@');
    expect((await t.get('/api/users/name/424242')).status).toBe(404);
  });
});
