// Insights on both databases: what a browser's events add up to, who is not counted (bots, Sec-GPC, DNT), that no
// address is stored and the visitor key changes every day, that counting keeps the read cache, the retention, the
// weekly mail, and who may read which figures.
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testClock, type TestClock } from '../../../test/clock.ts';
import { testDialects } from '../../../test/database.ts';
import { createReview, createTool } from '../../../test/factories.ts';
import { createPersonas, type Persona, type Personas } from '../../../test/identity.ts';
import { EXAMPLE_EVENT as event } from '../noshow/example-event.ts';
import { RETENTION_DAYS } from '../privacy/personal-data.ts';
import { createPrivacyService } from '../privacy/service.ts';
import { addDays, siteDay } from './site-day.ts';
import { dueMonday } from './weekly-mail.ts';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ADDRESS = '203.0.113.77';

describe.each(testDialects())('insights on %s', (dialect) => {
  let t: TestApp;
  let personas: Personas;
  let clock: TestClock;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    clock = testClock('2026-11-18T10:00:00.000Z');
    t = await createTestApp(dialect, { now: clock.now, trustProxy: true });
    personas = await createPersonas(t.db);
    ids.own = (await createTool(t.db, { name: 'Eigen Tool', provider_id: personas.providerId, eventprocess: 'event' })).id;
    ids.other = (await createTool(t.db, { name: 'Andere Tool', provider_id: personas.otherProviderId, eventprocess: 'event' })).id;
    ids.third = (await createTool(t.db, { name: 'Derde Tool', provider_id: personas.otherProviderId, eventprocess: 'event' })).id;
  }, 60_000);
  afterAll(() => t.close());

  const today = () => siteDay(clock.now());
  const send = (body: object, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'POST',
      url: '/api/insights/events',
      headers: { 'user-agent': BROWSER, 'x-forwarded-for': ADDRESS, host: 'roadmap.example', ...headers },
      payload: body,
    });
  const flush = () => t.app.insights.recorder.flush();
  const as = (persona: Persona) => (personas.headers[persona] ?? {}) as Record<string, string>;
  const report = async (from = today(), to = today(), persona: Persona = 'admin') => {
    const answer = await t.inject({ method: 'GET', url: `/api/insights?from=${from}&to=${to}`, headers: as(persona) });
    return { status: answer.statusCode, body: answer.json() };
  };
  const search = (text: string, results: number, shown: number[] = []) => ({
    kind: 'search',
    text,
    phases: [],
    countries: [],
    keywordIds: [],
    results,
    shownToolIds: shown,
  });

  test("a visitor's pages, a website click and a search without result add up in the report", async () => {
    expect((await send({ kind: 'view', path: '/', referrer: 'https://www.google.com/search?q=ai+events' })).statusCode).toBe(204);
    await send({ kind: 'view', path: `/ai-tool/${ids.own}` });
    await send({ kind: 'view', path: `/AI-tool/${ids.own}/` });
    await send({ kind: 'view', path: `/AI-tool/${ids.other}` });
    await send({ kind: 'website', toolId: ids.own });
    await send(search('  Vertaal   ROBOT ', 0));
    await send({ ...search('', 2, [ids.own, ids.other]), phases: ['event'], countries: ['BE'] });
    // The list as it opens, without anything asked: shown, but not a search.
    await send(search('', 3, [ids.own, ids.other, ids.third]));
    // Another browser at the same address is another visitor.
    await send({ kind: 'view', path: '/forum' }, { 'user-agent': OTHER_BROWSER });
    await send({ kind: 'view', path: '/niet/bestaand' }, { 'user-agent': OTHER_BROWSER });
    await flush();

    const { status, body } = await report();
    expect(status).toBe(200);
    expect(body.totals).toEqual({ visitors: 2, views: 6, websiteClicks: 1, searches: 2, emptySearches: 1, predictions: 0 });
    expect(body.days).toEqual([{ day: today(), visitors: 2, views: 6 }]);
    expect(body.tools).toEqual([
      { key: String(ids.own), label: 'Eigen Tool', count: 2 },
      { key: String(ids.other), label: 'Andere Tool', count: 1 },
    ]);
    expect(body.pages).toEqual(
      expect.arrayContaining([
        { key: `/AI-tool/${ids.own}`, label: `Eigen Tool (/AI-tool/${ids.own})`, count: 2 },
        { key: '/', label: '/', count: 1 },
        { key: '(niet gevonden)', label: '(niet gevonden)', count: 1 },
      ]),
    );
    expect(body.websites).toEqual([{ key: String(ids.own), label: 'Eigen Tool', count: 1 }]);
    expect(body.searches).toEqual([{ key: 'vertaal robot', label: 'vertaal robot', count: 1 }]);
    expect(body.emptySearches).toEqual([{ key: 'vertaal robot', label: 'vertaal robot', count: 1 }]);
    expect(body.phases).toEqual([{ key: 'event', label: expect.any(String), count: 1 }]);
    expect(body.countries).toEqual([{ key: 'BE', label: 'België', count: 1 }]);
    expect(body.referrers).toEqual([{ key: 'google.com', label: 'google.com', count: 1 }]);
  });

  test('a bot, Sec-GPC: 1 and DNT: 1 are not counted at all, and bad events are refused with 400', async () => {
    const before = (await report()).body.totals;
    const refused: Record<string, string>[] = [
      { 'sec-gpc': '1' },
      { dnt: '1' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': '' },
    ];
    for (const headers of refused) {
      expect((await send({ kind: 'view', path: '/' }, headers)).statusCode).toBe(204);
      expect((await send({ kind: 'website', toolId: ids.own }, headers)).statusCode).toBe(204);
    }
    for (const bad of [
      { kind: 'click', toolId: ids.own },
      { kind: 'view', path: 'geen-pad' },
      { kind: 'view', path: '/', extra: 1 },
      { kind: 'website', toolId: 0 },
      { ...search('x', -1) },
      { ...search('x', 1, Array.from({ length: 51 }, (_, index) => index + 1)) },
    ]) {
      const answer = await send(bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    await flush();
    expect((await report()).body.totals).toEqual(before);
  });

  test('the database holds no address and no browser, only a daily key; the key changes with the day', async () => {
    await send({ kind: 'view', path: '/FAQ' });
    await flush();
    const everything = JSON.stringify(
      await Promise.all(
        (['insight_events', 'insight_daily', 'insight_visitors', 'insight_salts'] as const).map((table) => t.db.selectFrom(table).selectAll().execute()),
      ),
    );
    expect(everything).not.toContain(ADDRESS);
    expect(everything).not.toContain('Chrome/131');
    const keysToday = (await t.db.selectFrom('insight_visitors').select('visitor').where('day', '=', today()).execute()).map((row) => row.visitor);
    expect(keysToday).toHaveLength(2);

    clock.advance(24 * 60);
    await send({ kind: 'view', path: '/FAQ' });
    await flush();
    const keysTomorrow = (await t.db.selectFrom('insight_visitors').select('visitor').where('day', '=', today()).execute()).map((row) => row.visitor);
    expect(keysTomorrow).toHaveLength(1);
    expect(keysToday).not.toContain(keysTomorrow[0]);
    // The same person on two days: two visitors in the period (summed per day, as the page says).
    expect((await report(addDays(today(), -1), today())).body.totals.visitors).toBe(3);
    // Only today's and yesterday's salts exist.
    const salts = (await t.db.selectFrom('insight_salts').select('day').orderBy('day').execute()).map((row) => row.day);
    expect(salts).toEqual([addDays(today(), -1), today()]);
  });

  test('a prediction of the No Show Tool is counted', async () => {
    const before = (await report()).body.totals.predictions;
    const answer = await t.inject({
      method: 'POST',
      url: '/api/noshow/predictions',
      headers: { ...as('user'), 'user-agent': BROWSER, 'x-forwarded-for': ADDRESS },
      payload: { event, registrations: 100 },
    });
    expect(answer.statusCode).toBe(201);
    await flush();
    expect((await report()).body.totals.predictions).toBe(before + 1);
  });

  if (dialect === 'sqlite') {
    test('counting never empties the read cache (the data version stays)', async () => {
      const version = t.dataVersion!();
      await send({ kind: 'view', path: '/' });
      await send(search('catering', 0));
      await flush();
      expect(t.dataVersion!()).toBe(version);
      // A real write still moves it.
      await createReview(t.db, { ai_tool_id: ids.own, user_id: personas.userIds.user });
      expect(t.dataVersion!()).not.toBe(version);
    });
  }

  test('only admins read the report; a range that is not one is 400', async () => {
    expect((await report(today(), today(), 'anonymous')).status).toBe(401);
    expect((await report(today(), today(), 'user')).status).toBe(403);
    expect((await report(today(), today(), 'providerOwner')).status).toBe(403);
    for (const [from, to] of [
      [today(), addDays(today(), -1)],
      ['2026-02-30', '2026-03-02'],
      ['2025-01-01', '2026-06-01'],
      ['gisteren', today()],
    ]) {
      const { status, body } = await report(from, to);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
    // The previous period has the same length and ends the day before.
    const { body } = await report(addDays(today(), -6), today());
    expect(body).toMatchObject({ previousFrom: addDays(today(), -13), previousTo: addDays(today(), -7) });
    expect(body.days).toHaveLength(7);
  });

  test('a provider sees the figures of their own tools only, with the rating beside the median of the phase', async () => {
    await send({ kind: 'view', path: `/AI-tool/${ids.own}` });
    await send({ kind: 'view', path: `/AI-tool/${ids.other}` });
    await flush();
    await createReview(t.db, { ai_tool_id: ids.own, user_id: personas.userIds.user, rating: 2, date: clock.iso() });
    await createReview(t.db, { ai_tool_id: ids.other, user_id: personas.userIds.user, rating: 4, date: clock.iso() });
    await createReview(t.db, { ai_tool_id: ids.third, user_id: personas.userIds.user, rating: 5, date: clock.iso() });
    const period = `from=${addDays(today(), -29)}&to=${today()}`;
    const mine = await t.inject({ method: 'GET', url: `/api/insights/tools?${period}`, headers: as('providerOwner') });
    expect(mine.statusCode).toBe(200);
    const { tools } = mine.json();
    expect(tools.map((tool: { name: string }) => tool.name)).toEqual(['Eigen Tool']);
    expect(tools[0]).toMatchObject({ toolId: ids.own, views: 3, websiteClicks: 1, shownInResults: 2 });
    expect(tools[0].ratings).toHaveLength(12);
    const thisMonth = tools[0].ratings.at(-1);
    // Its own reviews average (the fixture's review and this one) beside the median of the phase's three tools.
    expect(thisMonth.month).toBe(today().slice(0, 7));
    expect(thisMonth.average).not.toBeNull();
    expect(thisMonth.phaseMedian).toBe(4);

    const other = (await t.inject({ method: 'GET', url: `/api/insights/tools?${period}`, headers: as('otherProvider') })).json();
    expect(other.tools.map((tool: { name: string }) => tool.name).sort()).toEqual(['Andere Tool', 'Derde Tool']);
    const admin = (await t.inject({ method: 'GET', url: `/api/insights/tools?${period}`, headers: as('admin') })).json();
    expect(admin.tools.map((tool: { name: string }) => tool.name)).toEqual(expect.arrayContaining(['Eigen Tool', 'Andere Tool', 'Derde Tool']));
    expect((await t.inject({ method: 'GET', url: `/api/insights/tools?${period}`, headers: as('user') })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/api/insights/tools?${period}` })).statusCode).toBe(401);
  });

  test('the public figures answer 404 until an admin switches them on', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/insights/public' })).statusCode).toBe(404);
    const content = (await t.inject({ method: 'GET', url: '/api/siteContent' })).json();
    const saved = await t.inject({ method: 'PUT', url: '/api/siteContent', headers: as('admin'), payload: { ...content, publicFigures: true } });
    expect(saved.statusCode).toBe(200);
    const answer = await t.inject({ method: 'GET', url: '/api/insights/public' });
    expect(answer.statusCode).toBe(200);
    const figures = answer.json();
    expect(figures.tools).toBe(3);
    expect(figures.toolsPerPhase.find((row: { phase: string }) => row.phase === 'event').count).toBe(3);
    expect(figures.months).toHaveLength(12);
    expect(figures.months.at(-1)).toMatchObject({ month: today().slice(0, 7), visitors: expect.any(Number) });
    expect(figures.months.at(-1).visitors).toBeGreaterThan(0);
  });

  test('the weekly mail goes once to the admins who asked for it', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/insights/mail', headers: as('admin') })).json()).toEqual({ weekly: false });
    expect((await t.inject({ method: 'PUT', url: '/api/insights/mail', headers: as('user'), payload: { weekly: true } })).statusCode).toBe(403);
    const chosen = await t.inject({ method: 'PUT', url: '/api/insights/mail', headers: as('admin'), payload: { weekly: true } });
    expect(chosen.json()).toEqual({ weekly: true });
    expect((await t.inject({ method: 'GET', url: '/api/insights/mail', headers: as('admin') })).json()).toEqual({ weekly: true });

    // Monday 8:00 in Brussels is when it is due; before, nothing.
    expect(dueMonday(new Date('2026-11-23T06:30:00Z'))).toBeNull();
    expect(dueMonday(new Date('2026-11-23T07:30:00Z'))).toBe('2026-11-23');
    expect(dueMonday(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-23');

    const monday = dueMonday(clock.now())!;
    const outbox = () => t.db.selectFrom('mail_outbox').select(['recipient', 'subject', 'body']).where('subject', 'like', '%cijfers%').execute();
    const before = (await outbox()).length;
    expect(await t.app.insights.sendWeeklyMail(monday)).toBe(1);
    expect(await t.app.insights.sendWeeklyMail(monday)).toBe(0);
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.body).toMatch(/Bezoekers: \d+/);
    expect(mails.at(-1)!.body).toContain('/settings');
  });

  test('the retention schedule removes raw events after 30 days and visitor keys after 2; the totals stay', async () => {
    const old = addDays(today(), -(RETENTION_DAYS.insightEvents + 2));
    await t.db.insertInto('insight_events').values({ day: old, kind: 'view', path: '/', tool_id: null, referrer: null, search_text: null, search_filters: null, results: null }).execute();
    await t.db.insertInto('insight_visitors').values({ day: old, visitor: 'oud' }).execute();
    await t.db.insertInto('insight_daily').values({ metric: 'views', day: old, key: '', count: 7 }).execute();
    await createPrivacyService({ db: t.db, dialect, embeddedIssuer: null, siteUrl: 'http://localhost', now: clock.now, warn: () => undefined }).purge();
    expect(await t.db.selectFrom('insight_events').select('id').where('day', '=', old).execute()).toEqual([]);
    expect(await t.db.selectFrom('insight_visitors').select('visitor').where('day', '<', addDays(today(), -RETENTION_DAYS.insightVisitors)).execute()).toEqual([]);
    expect((await report(old, old)).body.totals.views).toBe(7);
  });
});
