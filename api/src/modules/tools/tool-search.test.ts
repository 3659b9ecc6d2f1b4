// The free-text tool search on both databases: Dutch word forms, accents, half-typed words, every field
// that counts, ranking, the filters and sort orders with it, text of any kind as data, and the index following
// every write that changes what a tool is found by.
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createKeyword, createProvider, createTool } from '../../../test/factories.ts';
import { createPersonas, type Personas } from '../../../test/identity.ts';
import { sender, type Send } from '../../../test/requests.ts';

describe.each(testDialects())('tool search on %s', (dialect) => {
  let t: TestApp;
  let personas: Personas;
  let admin: Send;
  const ids: Record<string, number> = {};
  let badgeKeyword: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    personas = await createPersonas(t.db);
    admin = sender(t)(personas.headers.admin);
    badgeKeyword = (await createKeyword(t.db, { name: 'toegangscontrole' })).id;
    const printing = await createProvider(t.db, { name: 'Drukkerij Lux' });
    const other = await createProvider(t.db, { name: 'Eventfirma' });
    const make = async (name: string, fields: Parameters<typeof createTool>[1]) => {
      ids[name] = (await createTool(t.db, { name, provider_id: other.id, ...fields })).id;
    };
    await make('Badge Studio', { kind: 'Printsoftware', eventprocess: 'overkoepelend', description: 'Ontwerpt en print naamkaartjes.', created_at: '2026-01-01T00:00:00.000Z' });
    await make('Gastenlijst Pro', {
      kind: 'Registratie',
      description: 'Print badges voor alle bezoekers bij de ingang.',
      eventprocess: 'event',
      provider_id: printing.id,
      keywords: [badgeKeyword],
      created_at: '2026-03-01T00:00:00.000Z',
    });
    await make('Café Planner', { kind: 'Planning', description: 'Plant de evenementen van je crème-de-la-crème klanten.', eventprocess: 'pre-event' });
    await make('Vraagbot', { kind: 'Chatbot', description: 'Beantwoordt vragen van deelnemers, dag en nacht.', created_at: '2026-02-01T00:00:00.000Z' });
    await make('Verborgen badge', { kind: 'Printsoftware', description: 'Print badges.', approved: false });
  });
  afterAll(() => t.close());

  const names = (body: { data: Array<{ name: string }> }) => body.data.map((tool) => tool.name);
  const search = async (query: string) => {
    const answer = await t.get(`/api/aiTools?${query}`);
    expect(answer.status).toBe(200);
    return names(answer.body);
  };
  const q = (text: string) => `q=${encodeURIComponent(text)}`;

  test('Dutch word forms meet: singular and plural, in either direction', async () => {
    expect(await search(q('badge'))).toEqual(['Badge Studio', 'Gastenlijst Pro']);
    expect(await search(q('badges'))).toEqual(['Badge Studio', 'Gastenlijst Pro']);
    expect(await search(q('evenement'))).toEqual(['Café Planner']);
    expect(await search(q('bezoeker'))).toEqual(['Gastenlijst Pro']);
    expect(await search(q('registraties'))).toEqual(['Gastenlijst Pro']);
  });

  test('accents and case do not matter, on either side', async () => {
    expect(await search(q('cafe'))).toEqual(['Café Planner']);
    expect(await search(q('CAFÉ'))).toEqual(['Café Planner']);
    expect(await search(q('creme'))).toEqual(['Café Planner']);
  });

  test('a half-typed word finds the words it starts', async () => {
    expect(await search(q('vraagb'))).toEqual(['Vraagbot']);
    expect(await search(q('gasten'))).toEqual(['Gastenlijst Pro']);
  });

  test('kind, keyword and provider count as well as name and description', async () => {
    expect(await search(q('chatbot'))).toEqual(['Vraagbot']);
    expect(await search(q('toegangscontrole'))).toEqual(['Gastenlijst Pro']);
    expect(await search(q('drukkerij'))).toEqual(['Gastenlijst Pro']);
  });

  test('every word must match; a word in the name ranks above one in the description', async () => {
    expect(await search(q('print bezoekers'))).toEqual(['Gastenlijst Pro']);
    // The little words of a sentence ask for nothing.
    expect(await search(q('iets dat badges print voor de bezoekers'))).toEqual(['Gastenlijst Pro']);
    expect(await search(q('badge planner'))).toEqual([]);
    // 'Badge Studio' has the word in its name, 'Gastenlijst Pro' in its description and keyword only.
    expect(await search(`${q('badge')}&sort=relevance`)).toEqual(['Badge Studio', 'Gastenlijst Pro']);
  });

  test('the text combines with the filters, the count and the paging; an unapproved tool is never found', async () => {
    expect(await search(`${q('badges')}&eventprocess=event`)).toEqual(['Gastenlijst Pro']);
    const page = await t.get(`/api/aiTools?${q('print')}&limit=1&offset=0`);
    expect(page.body.count).toBe(2);
    expect(page.body.data).toHaveLength(1);
    expect(await search(q('verborgen'))).toEqual([]);
  });

  test('sort by name, newest and best rated; a text without a sort is ranked by relevance', async () => {
    expect(await search('sort=name')).toEqual(['Badge Studio', 'Café Planner', 'Gastenlijst Pro', 'Vraagbot']);
    expect((await search('sort=newest')).slice(0, 3)).toEqual(['Café Planner', 'Gastenlijst Pro', 'Vraagbot']);
    await t.db
      .insertInto('reviews')
      .values([
        { content: 'Goed', rating: 4, date: '2026-04-01T00:00:00.000Z', user_id: personas.userIds.user, ai_tool_id: ids['Vraagbot'] },
        { content: 'Top', rating: 5, date: '2026-04-01T00:00:00.000Z', user_id: personas.userIds.user, ai_tool_id: ids['Gastenlijst Pro'] },
        { content: 'Prima', rating: 4, date: '2026-04-02T00:00:00.000Z', user_id: personas.userIds.admin, ai_tool_id: ids['Vraagbot'] },
      ])
      .execute();
    // Unrated tools last, by name.
    expect(await search('sort=rating')).toEqual(['Gastenlijst Pro', 'Vraagbot', 'Badge Studio', 'Café Planner']);
    expect(await search(`${q('print')}&sort=name`)).toEqual(['Badge Studio', 'Gastenlijst Pro']);
  });

  test('a card has what it shows: the provider, its logo and the keywords', async () => {
    const [tool] = (await t.get(`/api/aiTools?${q('gastenlijst')}`)).body.data;
    expect(tool).toMatchObject({ providerName: 'Drukkerij Lux', providerLogoUrl: '/demo-logos/cvent.svg', keywords: ['toegangscontrole'] });
  });

  test.each([
    ['double quotes', '"badge'],
    ['FTS5 operators', 'badge OR NOT NEAR(x y) AND'],
    ['FTS5 column filters and prefixes', 'name:badge* ^badge'],
    ['tsquery operators', "badge & !print | (x) <-> 'y':*"],
    ['SQL', "' OR 1=1; DROP TABLE ai_tools; --"],
    ['LIKE wildcards and backslashes', '%_\\'],
    ['emoji and other scripts', '🎟️ 活动 بطاقة'],
    ['only punctuation', '!!! ??? ...'],
    ['control characters', 'badge\u0007\u001b'],
    ['a hundred characters', 'badge '.repeat(16) + 'abcd'],
  ])('%s are data: never a 500, never an error of the search syntax', async (_what, text) => {
    const answer = await t.get(`/api/aiTools?${q(text)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeInstanceOf(Array);
    expect(answer.body.count).toBe(answer.body.data.length);
  });

  test('a text without any word searches nothing away; the tools are intact after all of the above', async () => {
    expect(await search(q('!!!'))).toEqual(['Badge Studio', 'Café Planner', 'Gastenlijst Pro', 'Vraagbot']);
  });

  test.each([
    ['an unknown sort', 'sort=popular', 'querystring.sort'],
    ['a sort in another case', 'sort=Name', 'querystring.sort'],
    ['a text longer than 100 characters', q('x'.repeat(101)), 'querystring.q'],
  ])('400 VALIDATION_FAILED for %s', async (_what, query, field) => {
    const { status, body } = await t.get(`/api/aiTools?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), details: [expect.objectContaining({ field })], requestId: expect.any(String) });
  });

  test("the index follows the writes: a tool's edit, a keyword's new name, a provider's new name, a deletion", async () => {
    const tool = (await admin('GET', `/aiTools/${ids['Vraagbot']}`)).body;
    const { id: _id, averageRating: _a, reviewCount: _r, providerName: _p, providerLogoUrl: _l, keywords: _k, approved: _ap, approvalComment: _c, ...fields } = tool;
    expect((await admin('PUT', `/aiTools/${ids['Vraagbot']}`, { ...fields, description: 'Levert vertalingen van vragen, live.' })).status).toBe(200);
    expect(await search(q('vertaling'))).toEqual(['Vraagbot']);
    expect(await search(q('deelnemers'))).toEqual([]);

    expect((await admin('PUT', `/keywords/${badgeKeyword}`, { name: 'naamkaartprinter' })).status).toBe(200);
    expect(await search(q('naamkaartprinter'))).toEqual(['Gastenlijst Pro']);
    expect(await search(q('toegangscontrole'))).toEqual([]);

    const provider = (await admin('GET', `/providers/${tool.provider_id}`)).body;
    const { id: _pid, approved: _pa, approvalComment: _pc, user_id: _u, ...providerFields } = provider;
    const renamed = await admin('PUT', `/providers/${tool.provider_id}`, { ...providerFields, name: 'Zaalwerk' });
    expect(renamed.status).toBe(200);
    expect(await search(`${q('zaalwerk')}&sort=name`)).toEqual(['Badge Studio', 'Café Planner', 'Vraagbot']);

    expect((await admin('DELETE', `/aiTools/${ids['Vraagbot']}`)).status).toBe(204);
    expect(await search(q('vertaling'))).toEqual([]);
  });
});
