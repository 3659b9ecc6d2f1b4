import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createKeyword, createProvider, createTool } from '../../../test/factories.ts';

describe.each(testDialects())('AI tools on %s', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let keywordA: number;
  let keywordB: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    keywordA = (await createKeyword(t.db, { name: 'chatbot' })).id;
    keywordB = (await createKeyword(t.db, { name: 'vertaling' })).id;
    const provider = await createProvider(t.db, { name: 'Eventfirma' });
    const make = async (name: string, fields: Parameters<typeof createTool>[1]) => {
      ids[name] = (await createTool(t.db, { name, provider_id: provider.id, ...fields })).id;
    };
    await make('Bravo', { eventprocess: 'event', origin: 'BE', keywords: [keywordA] });
    await make('Alfa', { eventprocess: 'pre-event', origin: 'NL', keywords: [keywordA, keywordB] });
    await make('Charlie', { eventprocess: 'post-event', origin: 'BE', keywords: [keywordB] });
    await make('Delta', { eventprocess: 'overkoepelend', origin: 'US' });
    await make('Echo', { eventprocess: 'event', origin: 'NL' });
    await make('Verborgen', { eventprocess: 'event', origin: 'BE', approved: false, keywords: [keywordA] });
    await make('Afgekeurd', { eventprocess: 'event', origin: 'BE', approved: false, approval_comment: 'Onvolledig', keywords: [keywordA] });
  });
  afterAll(() => t.close());

  const names = (body: { data: Array<{ name: string }> }) => body.data.map((tool) => tool.name);

  test('lists only approved tools, ordered by name, with the JSON names of the spec', async () => {
    const { status, body } = await t.get('/api/aiTools');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Alfa', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(body.count).toBe(5);
    expect(body.data[0]).toEqual({
      id: ids.Alfa,
      name: 'Alfa',
      eventprocess: 'pre-event',
      kind: 'Chatbot',
      description: 'Beantwoordt vragen van bezoekers.',
      origin: 'NL',
      price: 'Gratis',
      roi: 'Hoog',
      complexity: 'Laag',
      detailsUrl: '',
      useCaseUrl: '',
      approved: true,
      approvalComment: '',
      provider_id: expect.any(Number),
      averageRating: null,
      reviewCount: 0,
      providerName: 'Eventfirma',
      providerLogoUrl: '/demo-logos/cvent.svg',
      keywords: ['chatbot', 'vertaling'],
    });
  });

  test('pages with limit and offset while count stays the total that matches', async () => {
    const first = await t.get('/api/aiTools?limit=2&offset=0');
    expect(names(first.body)).toEqual(['Alfa', 'Bravo']);
    expect(first.body.count).toBe(5);
    const last = await t.get('/api/aiTools?limit=2&offset=4');
    expect(names(last.body)).toEqual(['Echo']);
    expect(last.body.count).toBe(5);
    const beyond = await t.get('/api/aiTools?limit=2&offset=10');
    expect(beyond.body).toEqual({ data: [], count: 5 });
    const all = await t.get('/api/aiTools?limit=-1');
    expect(all.body.count).toBe(5);
    expect(all.body.data).toHaveLength(5);
  });

  test('filters by event process, with several values joined by + matching any of them', async () => {
    expect(names((await t.get('/api/aiTools?eventprocess=event')).body)).toEqual(['Bravo', 'Echo']);
    const both = await t.get('/api/aiTools?limit=9&offset=0&eventprocess=event+pre-event');
    expect(names(both.body)).toEqual(['Alfa', 'Bravo', 'Echo']);
    expect(both.body.count).toBe(3);
    // an encoded + arrives as a literal plus sign
    expect(names((await t.get('/api/aiTools?eventprocess=event%2Bpost-event')).body)).toEqual(['Bravo', 'Charlie', 'Echo']);
  });

  test('filters by origin (country codes in any case) and by keyword ids; different filters must all match', async () => {
    expect(names((await t.get('/api/aiTools?origin=BE+us')).body)).toEqual(['Bravo', 'Charlie', 'Delta']);
    expect(names((await t.get(`/api/aiTools?id=${keywordA}`)).body)).toEqual(['Alfa', 'Bravo']);
    expect(names((await t.get(`/api/aiTools?id=${keywordA}+${keywordB}`)).body)).toEqual(['Alfa', 'Bravo', 'Charlie']);
    const combined = await t.get(`/api/aiTools?limit=1&offset=0&eventprocess=event+post-event&origin=BE&id=${keywordA}+${keywordB}`);
    expect(names(combined.body)).toEqual(['Bravo']);
    expect(combined.body.count).toBe(2);
  });

  test('one tool by id; an unapproved or missing tool is 404 for a visitor', async () => {
    const found = await t.get(`/api/aiTools/${ids.Charlie}`);
    expect(found.status).toBe(200);
    expect(found.body.name).toBe('Charlie');
    for (const id of [ids.Verborgen, ids.Afgekeurd, 999_999]) {
      const missing = await t.get(`/api/aiTools/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('NOT_FOUND');
    }
  });

  test('related tools: a shared keyword counts two, the same phase one; unrelated and unapproved tools stay out', async () => {
    const related = async (name: string) => {
      const answer = await t.get(`/api/aiTools/${ids[name]}/related`);
      expect(answer.status).toBe(200);
      expect(answer.body.count).toBe(answer.body.data.length);
      return names(answer.body);
    };
    // Alfa (pre-event; chatbot, vertaling): Bravo shares chatbot, Charlie vertaling; Verborgen is not approved.
    expect(await related('Alfa')).toEqual(['Bravo', 'Charlie']);
    // Bravo (event; chatbot): Alfa shares the keyword (2), Echo only the phase (1).
    expect(await related('Bravo')).toEqual(['Alfa', 'Echo']);
    for (const id of [ids.Verborgen, 999_999]) expect((await t.get(`/api/aiTools/${id}/related`)).status).toBe(404);
  });

  test('approved=true lists approved tools; approved=false the unapproved ones the caller sees (a visitor none)', async () => {
    const approved = await t.get('/api/aiTools/approved?approved=true');
    expect(approved.body.count).toBe(5);
    // Who sees which unapproved tool, persona by persona: visibility.test.ts.
    const unapproved = await t.get('/api/aiTools/approved?approved=false');
    expect(unapproved.status).toBe(200);
    expect(unapproved.body).toEqual({ data: [], count: 0 });
  });

  test('the manage routes are documented; their old name /aiTools/mine is marked deprecated', async () => {
    const { paths } = (await t.get('/api/docs/json')).body;
    expect(paths['/api/aiTools/mine'].get.deprecated).toBe(true);
    for (const path of ['/api/aiTools/managed', '/api/aiTools/awaitingDecision']) expect(paths[path].get.deprecated).toBeUndefined();
  });

  test("a provider's approved tools; an unapproved provider is 404", async () => {
    const provider = await createProvider(t.db);
    await createTool(t.db, { name: 'Zulu', provider_id: provider.id });
    await createTool(t.db, { name: 'Zulu verborgen', provider_id: provider.id, approved: false });
    const list = await t.get(`/api/aiTools/provider/${provider.id}`);
    expect(list.body).toEqual({ data: [expect.objectContaining({ name: 'Zulu' })], count: 1 });
    const hidden = await createProvider(t.db, { approved: false });
    await createTool(t.db, { provider_id: hidden.id, approved: true });
    expect((await t.get(`/api/aiTools/provider/${hidden.id}`)).status).toBe(404);
    expect((await t.get('/api/aiTools/provider/424242')).status).toBe(404);
    await t.db.deleteFrom('ai_tools').where('provider_id', 'in', [provider.id, hidden.id]).execute();
  });

  test.each([
    ['a non-numeric id', '/api/aiTools/abc', 'params.id'],
    ['a negative id', '/api/aiTools/-1', 'params.id'],
    ['a fractional id', '/api/aiTools/1.5', 'params.id'],
    ['an id beyond any integer column', '/api/aiTools/99999999999999999999', 'params.id'],
    ['a limit that is not a number', '/api/aiTools?limit=foo', 'querystring.limit'],
    ['a limit of 0', '/api/aiTools?limit=0', 'querystring.limit'],
    ['a limit above 1000', '/api/aiTools?limit=1001', 'querystring.limit'],
    ['a negative offset', '/api/aiTools?offset=-3', 'querystring.offset'],
    ['an unknown event process', '/api/aiTools?eventprocess=event+feest', 'querystring.eventprocess'],
    ['an SQL fragment as event process', "/api/aiTools?eventprocess=event'%20OR%201=1--", 'querystring.eventprocess'],
    ['an origin that is not a country code', '/api/aiTools?origin=Belgium', 'querystring.origin'],
    ['a keyword id that is not a number', '/api/aiTools?id=3+x', 'querystring.id'],
    ['an overlong filter', `/api/aiTools?origin=${'BE+'.repeat(200)}BE`, 'querystring.origin'],
    ['approved that is not a flag', '/api/aiTools/approved?approved=misschien', 'querystring.approved'],
    ['a malformed provider id', '/api/aiTools/provider/0', 'params.providerId'],
  ])('400 VALIDATION_FAILED naming the field for %s', async (_what, url, field) => {
    const { status, body } = await t.get(url);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), details: [expect.objectContaining({ field })], requestId: expect.any(String) });
  });
});
