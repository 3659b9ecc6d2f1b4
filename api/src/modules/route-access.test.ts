// Who may call what (SPEC §6), route by route: every route the app registered, with the access it declares,
// called by an anonymous visitor, a user, the owner of a provider, another provider and an admin, on real rows
// (a review, a forum post and a comment by the user; a tool of the owner's provider). A route without a row
// here fails the first test; a route without a declaration does not even start (auth/access.test.ts).
// The rows run in order on the same rows: a write's row comes before the delete that removes what it addressed.
import { EMPTY_SITE_CONTENT } from 'shared/contracts';
import type { AccessRule, ApiRoute } from '../auth/access.ts';
import { createAccessTokens } from '../auth/access-token.ts';
import { createTestApp, createTestAppOn, type TestApp } from '../../test/app.ts';
import { testDialects } from '../../test/database.ts';
import {
  createComment,
  createFaq,
  createForumPost,
  createKeyword,
  createPrediction,
  createReport,
  createReview,
  createRoadmapSetting,
  createTool,
  at,
} from '../../test/factories.ts';
import { createPersonas, PERSONAS, type Persona, type Personas } from '../../test/identity.ts';

/** Statuses for anonymous, user, providerOwner, otherProvider, admin. */
type Expected = [number, number, number, number, number];
interface Ids {
  user: number;
  provider: number;
  tool: number;
  keyword: number;
  review: number;
  issue: number;
  comment: number;
  faq: number;
  setting: number;
  /** A post by the admin that everybody reports, and an open report of it. */
  reportedIssue: number;
  report: number;
  /** A No Show prediction the user asked for. */
  prediction: number;
  /** The name of an image the admin uploaded. */
  image: string;
}
interface Probe {
  path: string;
  body?: object;
  /** A body that is no JSON: its bytes and their type (an image upload). */
  raw?: { contentType: string; bytes: Buffer };
}
interface Row {
  route: string;
  expected: Expected;
  probe: (ids: Ids) => Probe;
}

const everyone = (status: number): Expected => [status, status, status, status, status];
const loggedIn = (status: number): Expected => [401, status, status, status, status];
const adminOnly = (status: number): Expected => [401, 403, 403, 403, status];
/** The provider's linked user (the provider role first: a plain user is refused before ownership counts). */
const providerOwnerOrAdmin = (status: number): Expected => [401, 403, status, 403, status];
/** The author (the user) or an admin. */
const authorOrAdmin = (status: number): Expected => [401, status, 403, 403, status];
/** The author (the user) removes it first; after that it is gone for the others who pass the access rule. */
const removedByAuthor: Expected = [401, 204, 404, 404, 404];

/** Each call a name of its own: a tool name is unique. */
let toolNames = 0;
const toolBody = (ids: Ids) => ({
  name: `Nieuwe tool ${++toolNames}`,
  eventprocess: 'event',
  kind: 'Chatbot',
  description: 'Beantwoordt vragen.',
  origin: 'BE',
  price: 'Gratis',
  roi: 'Hoog',
  complexity: 'Laag',
  provider_id: ids.provider,
});
const NOSHOW_EVENT = {
  Temperature: 12,
  Reminder: true,
  Parking: false,
  'Public transport access': 'easy',
  Paid: false,
  'Weather Description': 'light_rain',
  'Event Type': 'workshop',
  'Attendance Type': 'in-person',
  Timing: 'morning',
  Catering: true,
};
/** A PNG of one pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const providerBody = (name: string) => ({ name, country: 'NL', email: 'info@nieuw.nl', url: 'https://nieuw.nl', telephone: '+31 20 123', logoUrl: '/demo-logos/canva.svg' });

const ROWS: Row[] = [
  { route: 'GET /health/ping', expected: everyone(200), probe: () => ({ path: '/health/ping' }) },
  { route: 'GET /health/ready', expected: everyone(200), probe: () => ({ path: '/health/ready' }) },
  { route: 'GET /aiTools', expected: everyone(200), probe: () => ({ path: '/aiTools?limit=9&offset=0' }) },
  { route: 'GET /aiTools/countries', expected: everyone(200), probe: () => ({ path: '/aiTools/countries' }) },
  { route: 'GET /aiTools/approved', expected: everyone(200), probe: () => ({ path: '/aiTools/approved?approved=true' }) },
  // The unapproved tools answer everybody: each sees those they may (tools/visibility.ts; modules/tools/visibility.test.ts).
  { route: 'GET /aiTools/approved', expected: everyone(200), probe: () => ({ path: '/aiTools/approved?approved=false' }) },
  { route: 'GET /aiTools/:id', expected: everyone(200), probe: (ids) => ({ path: `/aiTools/${ids.tool}` }) },
  { route: 'GET /aiTools/:id/related', expected: everyone(200), probe: (ids) => ({ path: `/aiTools/${ids.tool}/related` }) },
  { route: 'GET /siteContent', expected: everyone(200), probe: () => ({ path: '/siteContent' }) },
  { route: 'GET /privacy', expected: everyone(200), probe: () => ({ path: '/privacy' }) },
  // Counting answers everyone alike, counted or not; the public figures are off until an admin switches them on.
  { route: 'POST /insights/events', expected: everyone(204), probe: () => ({ path: '/insights/events', body: { kind: 'view', path: '/' } }) },
  { route: 'GET /insights/public', expected: everyone(404), probe: () => ({ path: '/insights/public' }) },
  { route: 'GET /insights', expected: adminOnly(200), probe: () => ({ path: '/insights?from=2026-11-01&to=2026-11-30' }) },
  { route: 'GET /insights/tools', expected: [401, 403, 200, 200, 200], probe: () => ({ path: '/insights/tools?from=2026-11-01&to=2026-11-30' }) },
  { route: 'GET /insights/mail', expected: adminOnly(200), probe: () => ({ path: '/insights/mail' }) },
  { route: 'PUT /insights/mail', expected: adminOnly(200), probe: () => ({ path: '/insights/mail', body: { weekly: false } }) },
  { route: 'GET /favourites', expected: [401, 200, 200, 200, 200], probe: () => ({ path: '/favourites' }) },
  { route: 'GET /aiTools/provider/:providerId', expected: everyone(200), probe: (ids) => ({ path: `/aiTools/provider/${ids.provider}` }) },
  { route: 'GET /keywords', expected: everyone(200), probe: () => ({ path: '/keywords' }) },
  { route: 'GET /aiToolKeywords', expected: everyone(200), probe: () => ({ path: '/aiToolKeywords' }) },
  { route: 'GET /aiToolKeywords/keyword/:keywordId', expected: everyone(200), probe: (ids) => ({ path: `/aiToolKeywords/keyword/${ids.keyword}` }) },
  { route: 'GET /aiToolKeywords/aiTool/:toolId', expected: everyone(200), probe: (ids) => ({ path: `/aiToolKeywords/aiTool/${ids.tool}` }) },
  { route: 'GET /providers', expected: everyone(200), probe: () => ({ path: '/providers' }) },
  { route: 'GET /providers/:id', expected: everyone(200), probe: (ids) => ({ path: `/providers/${ids.provider}` }) },
  { route: 'GET /issues/data', expected: everyone(200), probe: () => ({ path: '/issues/data?limit=9&offset=0&filter=vraag' }) },
  { route: 'GET /issues/:id', expected: everyone(200), probe: (ids) => ({ path: `/issues/${ids.issue}` }) },
  { route: 'GET /comments/issue/:id', expected: everyone(200), probe: (ids) => ({ path: `/comments/issue/${ids.issue}` }) },
  { route: 'GET /faqs', expected: everyone(200), probe: () => ({ path: '/faqs' }) },
  { route: 'GET /roadmapSettings', expected: everyone(200), probe: () => ({ path: '/roadmapSettings?limit=-1&offset=-1&type=navlink' }) },
  { route: 'GET /reviews/AI-tool/:id', expected: everyone(200), probe: (ids) => ({ path: `/reviews/AI-tool/${ids.tool}` }) },
  { route: 'GET /users/name/:id', expected: everyone(200), probe: (ids) => ({ path: `/users/name/${ids.user}` }) },
  { route: 'GET /users/names', expected: everyone(200), probe: () => ({ path: '/users/names' }) },
  // Proven by the identity provider's ID token instead of a bearer (this app has no issuer: 401 for everybody).
  { route: 'POST /users/login/', expected: everyone(401), probe: () => ({ path: '/users/login/', body: { idToken: 'x' } }) },
  {
    route: 'POST /users/register/',
    expected: everyone(401),
    probe: () => ({ path: '/users/register/', body: { idToken: 'x', firstname: 'Els', lastname: 'Peeters' } }),
  },

  { route: 'POST /aiTools/create', expected: adminOnly(201), probe: (ids) => ({ path: '/aiTools/create', body: toolBody(ids) }) },
  // A provider submits a tool for a provider of its own; the admin then sends the same name (one body per row): 409.
  { route: 'POST /aiTools/submit', expected: [401, 403, 201, 403, 409], probe: (ids) => ({ path: '/aiTools/submit', body: toolBody(ids) }) },
  { route: 'PUT /aiTools/:id', expected: providerOwnerOrAdmin(200), probe: (ids) => ({ path: `/aiTools/${ids.tool}`, body: toolBody(ids) }) },
  { route: 'GET /aiTools/managed', expected: [401, 403, 200, 200, 200], probe: () => ({ path: '/aiTools/managed' }) },
  { route: 'GET /aiTools/awaitingDecision', expected: adminOnly(200), probe: () => ({ path: '/aiTools/awaitingDecision' }) },
  // The deprecated name of the two above, for a remote deployed before them.
  { route: 'GET /aiTools/mine', expected: [401, 403, 200, 200, 200], probe: () => ({ path: '/aiTools/mine' }) },
  { route: 'GET /aiTools/:id/history', expected: providerOwnerOrAdmin(200), probe: (ids) => ({ path: `/aiTools/${ids.tool}/history` }) },
  { route: 'GET /providers/mine', expected: loggedIn(200), probe: () => ({ path: '/providers/mine' }) },
  // Images: providers and admins upload; anyone reads one (the logos on the cards).
  { route: 'POST /images', expected: [401, 403, 201, 201, 201], probe: () => ({ path: '/images', raw: { contentType: 'image/png', bytes: PNG } }) },
  { route: 'GET /images/:name', expected: everyone(200), probe: (ids) => ({ path: `/images/${ids.image}` }) },
  // The tool carries the keyword: the owner removes the link and adds it again; the admin finds it gone, then there.
  { route: 'DELETE /aiToolKeywords/:link', expected: [401, 403, 204, 403, 404], probe: (ids) => ({ path: `/aiToolKeywords/${ids.tool}&&${ids.keyword}` }) },
  {
    route: 'POST /aiToolKeywords',
    expected: [401, 403, 201, 403, 409],
    probe: (ids) => ({ path: '/aiToolKeywords', body: { aiTool_id: ids.tool, keyword_id: ids.keyword } }),
  },
  { route: 'GET /keywords/usage', expected: adminOnly(200), probe: () => ({ path: '/keywords/usage' }) },
  { route: 'POST /keywords', expected: adminOnly(201), probe: () => ({ path: '/keywords', body: { name: 'nieuw' } }) },
  { route: 'PUT /keywords/:id', expected: adminOnly(200), probe: (ids) => ({ path: `/keywords/${ids.keyword}`, body: { name: 'ander' } }) },
  { route: 'DELETE /keywords/:id', expected: adminOnly(204), probe: (ids) => ({ path: `/keywords/${ids.keyword}` }) },

  { route: 'POST /providers/create', expected: adminOnly(201), probe: () => ({ path: '/providers/create', body: providerBody('Nieuwe provider') }) },
  // Anyone logged in may submit a provider: that is how a user asks to become one. One body per row: the first
  // submission takes the name, the next ones find it taken.
  { route: 'POST /providers/submit', expected: [401, 201, 409, 409, 409], probe: () => ({ path: '/providers/submit', body: providerBody('Ingediende provider') }) },
  // Resubmission is for the provider's linked user (a plain user may own a submitted provider; here a provider does).
  {
    route: 'PUT /providers/submit/:id',
    expected: [401, 403, 200, 403, 200],
    probe: (ids) => ({ path: `/providers/submit/${ids.provider}`, body: providerBody('Eigen provider') }),
  },
  { route: 'PUT /providers/:id', expected: providerOwnerOrAdmin(200), probe: (ids) => ({ path: `/providers/${ids.provider}`, body: providerBody('Eigen provider') }) },
  // The provider has an account already: nobody can claim it. No claim exists for the admin to decide.
  { route: 'POST /providers/:id/claims', expected: loggedIn(409), probe: (ids) => ({ path: `/providers/${ids.provider}/claims`, body: { role: 'Zaakvoerder' } }) },
  { route: 'GET /providers/claims', expected: adminOnly(200), probe: () => ({ path: '/providers/claims' }) },
  { route: 'PUT /providers/claims/:id', expected: adminOnly(404), probe: () => ({ path: `/providers/claims/${MISSING}`, body: { approved: true } }) },
  { route: 'GET /providers/:id/tools', expected: [401, 403, 200, 403, 200], probe: (ids) => ({ path: `/providers/${ids.provider}/tools` }) },
  // The provider still has its tool: nobody removes it.
  { route: 'DELETE /providers/:id', expected: [401, 403, 409, 403, 409], probe: (ids) => ({ path: `/providers/${ids.provider}` }) },

  { route: 'POST /issues', expected: loggedIn(201), probe: () => ({ path: '/issues', body: { subject: 'Vraag', content: 'Inhoud' } }) },
  { route: 'PUT /issues/:id', expected: authorOrAdmin(200), probe: (ids) => ({ path: `/issues/${ids.issue}`, body: { subject: 'Vraag', content: 'Anders' } }) },
  { route: 'POST /comments', expected: loggedIn(201), probe: (ids) => ({ path: '/comments', body: { content: 'Reactie', issueId: ids.issue } }) },
  {
    route: 'PUT /comments/:id',
    expected: authorOrAdmin(200),
    probe: (ids) => ({ path: `/comments/${ids.comment}`, body: { content: 'Anders', issueId: ids.issue } }),
  },
  { route: 'DELETE /comments/:id', expected: removedByAuthor, probe: (ids) => ({ path: `/comments/${ids.comment}` }) },
  { route: 'DELETE /issues/:id', expected: removedByAuthor, probe: (ids) => ({ path: `/issues/${ids.issue}` }) },
  { route: 'POST /reviews', expected: loggedIn(201), probe: (ids) => ({ path: '/reviews', body: { content: 'Goed', rating: 4, aiToolId: ids.tool } }) },
  {
    route: 'PUT /reviews/:id',
    expected: authorOrAdmin(200),
    probe: (ids) => ({ path: `/reviews/${ids.review}`, body: { content: 'Beter', rating: 5, aiToolId: ids.tool } }),
  },
  // The reply speaks for the tool's provider: only its linked user writes it (an admin too is refused, by the
  // service), and then edits and removes it like an admin may.
  { route: 'POST /reviews/:id/reply', expected: [401, 403, 201, 403, 403], probe: (ids) => ({ path: `/reviews/${ids.review}/reply`, body: { content: 'Dank je!' } }) },
  { route: 'PUT /reviews/:id/reply', expected: [401, 403, 200, 403, 200], probe: (ids) => ({ path: `/reviews/${ids.review}/reply`, body: { content: 'Dank!' } }) },
  { route: 'DELETE /reviews/:id/reply', expected: [401, 403, 204, 403, 404], probe: (ids) => ({ path: `/reviews/${ids.review}/reply` }) },
  { route: 'DELETE /reviews/:id', expected: removedByAuthor, probe: (ids) => ({ path: `/reviews/${ids.review}` }) },

  { route: 'POST /faqs', expected: adminOnly(201), probe: () => ({ path: '/faqs', body: { question: 'Vraag?', answer: 'Antwoord.' } }) },
  { route: 'PUT /faqs/:id', expected: adminOnly(200), probe: (ids) => ({ path: `/faqs/${ids.faq}`, body: { question: 'Andere vraag?', answer: 'Ander.' } }) },
  { route: 'DELETE /faqs/:id', expected: adminOnly(204), probe: (ids) => ({ path: `/faqs/${ids.faq}` }) },
  {
    route: 'POST /roadmapSettings',
    expected: adminOnly(201),
    probe: () => ({ path: '/roadmapSettings', body: { name: 'Link', url: 'https://voorbeeld.be', type: 'navlink' } }),
  },
  {
    route: 'PUT /roadmapSettings/:id',
    expected: adminOnly(200),
    probe: (ids) => ({ path: `/roadmapSettings/${ids.setting}`, body: { name: 'Link', url: 'https://voorbeeld.be/2', type: 'navlink' } }),
  },
  { route: 'DELETE /roadmapSettings/:id', expected: adminOnly(204), probe: (ids) => ({ path: `/roadmapSettings/${ids.setting}` }) },
  { route: 'POST /favourites', expected: [401, 201, 201, 201, 201], probe: (ids) => ({ path: '/favourites', body: { toolId: ids.tool } }) },
  { route: 'DELETE /favourites/:toolId', expected: [401, 204, 204, 204, 204], probe: (ids) => ({ path: `/favourites/${ids.tool}` }) },
  {
    route: 'PUT /siteContent',
    expected: adminOnly(200),
    probe: () => ({ path: '/siteContent', body: EMPTY_SITE_CONTENT }),
  },

  // Everybody logged in reports the admin's post once; admins judge the reports.
  {
    route: 'POST /reports',
    expected: loggedIn(201),
    probe: (ids) => ({ path: '/reports', body: { itemType: 'issue', itemId: ids.reportedIssue, reason: 'Reclame' } }),
  },
  { route: 'GET /reports', expected: adminOnly(200), probe: () => ({ path: '/reports' }) },
  { route: 'PUT /reports/:id', expected: adminOnly(200), probe: (ids) => ({ path: `/reports/${ids.report}`, body: { status: 'ignored' } }) },

  // E-mail addresses are private: every user read but the names needs a token. The user ids are the user's.
  { route: 'GET /users', expected: adminOnly(200), probe: () => ({ path: '/users' }) },
  { route: 'GET /audit', expected: adminOnly(200), probe: () => ({ path: '/audit' }) },
  // The No Show Tool: every logged-in user predicts and keeps their own; the outcome is the asker's (or an admin's).
  { route: 'POST /noshow/predictions', expected: loggedIn(201), probe: () => ({ path: '/noshow/predictions', body: { event: NOSHOW_EVENT } }) },
  { route: 'GET /noshow/predictions/mine', expected: loggedIn(200), probe: () => ({ path: '/noshow/predictions/mine' }) },
  {
    route: 'PUT /noshow/predictions/:id/outcome',
    expected: authorOrAdmin(200),
    probe: (ids) => ({ path: `/noshow/predictions/${ids.prediction}/outcome`, body: { registrations: 100, attendees: 70 } }),
  },
  { route: 'GET /noshow/calibration', expected: adminOnly(200), probe: () => ({ path: '/noshow/calibration' }) },
  { route: 'GET /users/:id', expected: authorOrAdmin(200), probe: (ids) => ({ path: `/users/${ids.user}` }) },
  { route: 'GET /users/email/:email', expected: loggedIn(200), probe: () => ({ path: '/users/email/vrij%40voorbeeld.be' }) },
  { route: 'PUT /users/:id', expected: authorOrAdmin(200), probe: (ids) => ({ path: `/users/${ids.user}`, body: { firstname: 'Els' } }) },
  { route: 'PUT /users/upgrade/:id', expected: adminOnly(200), probe: (ids) => ({ path: `/users/upgrade/${ids.user}`, body: { roles: ['user'] } }) },
  { route: 'GET /users/:id/data', expected: [401, 200, 403, 403, 403], probe: (ids) => ({ path: `/users/${ids.user}/data` }) },
  // After everything that reads or reviews the tool: its owner deletes it; the admin then finds nothing.
  { route: 'DELETE /aiTools/:id', expected: [401, 403, 204, 404, 404], probe: (ids) => ({ path: `/aiTools/${ids.tool}` }) },
  // Last: the user's own deletion needs their password (400 without); an admin removes them (modules/privacy).
  { route: 'DELETE /users/:id', expected: [401, 400, 403, 403, 204], probe: (ids) => ({ path: `/users/${ids.user}` }) },
];

const MISSING = 999_999;
const keyOf = (route: ApiRoute) => `${route.method} ${route.url}`;
const ruleOf = (route: ApiRoute): AccessRule | 'idToken' =>
  typeof route.access === 'string' ? (route.access === 'idToken' ? 'idToken' : { role: route.access }) : route.access;
const rowsOf = (route: ApiRoute) => ROWS.filter((row) => row.route === keyOf(route));

describe.each(testDialects())('route access on %s', (dialect) => {
  let t: TestApp;
  let personas: Personas;
  let ids: Ids;
  const call = (persona: Persona, { path, body, raw }: Probe, method: string, headers: Record<string, string> = personas.headers[persona]) =>
    t.inject({
      method: method as 'GET',
      url: `/api${path}`,
      ...(raw ? { headers: { ...headers, 'content-type': raw.contentType }, payload: raw.bytes } : { headers, ...(body ? { payload: body } : {}) }),
    });

  beforeAll(async () => {
    // A day after the factories' rows, so no cool-down of theirs is still running.
    t = await createTestApp(dialect, { now: () => new Date(at(24 * 60)) });
    personas = await createPersonas(t.db);
    const keyword = await createKeyword(t.db);
    const tool = await createTool(t.db, { provider_id: personas.providerId, keywords: [keyword.id] });
    const issue = await createForumPost(t.db, { user_id: personas.userIds.user });
    ids = {
      user: personas.userIds.user,
      provider: personas.providerId,
      tool: tool.id,
      keyword: keyword.id,
      review: (await createReview(t.db, { ai_tool_id: tool.id, user_id: personas.userIds.user })).id,
      issue: issue.id,
      comment: (await createComment(t.db, { issue_id: issue.id, user_id: personas.userIds.user })).id,
      faq: (await createFaq(t.db)).id,
      setting: (await createRoadmapSetting(t.db)).id,
      reportedIssue: (await createForumPost(t.db, { user_id: personas.userIds.admin })).id,
      report: 0,
      prediction: (await createPrediction(t.db, { user_id: personas.userIds.user })).id,
      image: '',
    };
    const uploaded = await t.inject({ method: 'POST', url: '/api/images', headers: { ...personas.headers.admin, 'content-type': 'image/png' }, payload: PNG });
    ids.image = (uploaded.json() as { url: string }).url.replace('/api/images/', '');
    ids.report = (await createReport(t.db, { issue_id: ids.reportedIssue })).id;
  });
  afterAll(() => t.close());

  test('every registered route declares its access and has a row here; no row is stale', () => {
    const registered = t.app.apiRoutes.map(keyOf);
    expect(registered.length).toBeGreaterThan(50);
    expect(new Set(registered).size).toBe(registered.length);
    expect([...new Set(ROWS.map((row) => row.route))].sort()).toEqual([...registered].sort());
  });

  test('the OpenAPI document has every route with its schemas, its bearer and the gate’s answers', async () => {
    const openapi = (await t.get('/api/docs/json')).body;
    for (const route of t.app.apiRoutes) {
      const path = `/api${route.url.replace(/:(\w+)/g, '{$1}')}`;
      const operation = openapi.paths[path]?.[route.method.toLowerCase()];
      const rule = ruleOf(route);
      const responses = Object.keys(operation?.responses ?? {});
      const guarded = rule !== 'idToken' && rule.role !== 'anyone';
      expect({ route: keyOf(route), found: operation !== undefined }).toEqual({ route: keyOf(route), found: true });
      expect({ route: keyOf(route), success: responses.some((code) => code.startsWith('2')) }).toEqual({ route: keyOf(route), success: true });
      expect(responses).toEqual(expect.arrayContaining(['429', '500', ...(guarded ? ['401', '403'] : []), ...(rule !== 'idToken' && rule.owner ? ['404'] : [])]));
      if (rule !== 'idToken' && rule.role !== 'anyone') expect(operation.security).toEqual([{ bearerAuth: [] }]);
      if (route.method === 'POST' || route.method === 'PUT') expect(Object.values<{ schema?: unknown }>(operation.requestBody?.content ?? {})[0]?.schema).toBeDefined();
      expect(operation.description).toMatch(/^Toegang: /);
    }
  });

  describe.each([
    ['no Authorization header', {}],
    ['a Basic credential', { authorization: 'Basic ZWxzOmdlaGVpbQ==' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a token that does not verify', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' }],
  ])('with %s', (_what, headers) => {
    test('every route that needs a token answers 401 UNAUTHORIZED before it looks at the body; the others ignore it', async () => {
      for (const route of t.app.apiRoutes) {
        const rule = ruleOf(route);
        if (rule === 'idToken') continue;
        for (const row of rowsOf(route)) {
          const probe = row.probe(ids);
          const response = await call('anonymous', { ...probe, ...(probe.body ? { body: { bogus: 'x'.repeat(10) } } : {}) }, route.method, headers);
          const needsToken = row.expected[0] === 401;
          expect({ route: row.route, path: probe.path, status: response.statusCode }).toEqual({
            route: row.route,
            path: probe.path,
            status: needsToken ? 401 : response.statusCode,
          });
          if (needsToken) expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String), requestId: expect.any(String) });
          // A route for anyone that takes a body (counting) judges the bogus body, not the credential.
          else if (probe.body) expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
          // Otherwise it answers as it answers a visitor.
          else expect(response.statusCode).toBe(row.expected[0]);
        }
      }
    });
  });

  test('an owner rule on a missing row: 404 for whoever passes the role, the service decides for an admin', async () => {
    const missing: Ids = { ...ids, provider: MISSING, tool: MISSING, review: MISSING, issue: MISSING, comment: MISSING, prediction: MISSING };
    for (const route of t.app.apiRoutes) {
      const rule = ruleOf(route);
      if (rule === 'idToken' || rule.owner === undefined || rule.owner.row === 'user') continue;
      const caller: Persona = rule.role === 'provider' ? 'providerOwner' : 'user';
      for (const row of rowsOf(route)) {
        const probe = row.probe(missing);
        const refused = await call(caller, probe, route.method);
        expect({ route: row.route, status: refused.statusCode, code: refused.json().code }).toEqual({ route: row.route, status: 404, code: 'NOT_FOUND' });
        expect({ route: row.route, status: (await call('admin', probe, route.method)).statusCode }).toEqual({
          route: row.route,
          status: 404,
        });
      }
    }
  });

  test('a user is their own owner: another user id is 403 for a non-admin whether it exists or not', async () => {
    for (const path of [`/users/${personas.userIds.admin}`, `/users/${MISSING}`]) {
      expect((await call('user', { path }, 'GET')).statusCode).toBe(403);
    }
    expect((await call('admin', { path: `/users/${MISSING}` }, 'GET')).statusCode).toBe(404);
  });

  test('the hot public reads verify no token when none is sent', async () => {
    let verified = 0;
    const verify = createAccessTokens(t.db).verify;
    const counting = await createTestAppOn(t, {
      verifyAccessToken: (token) => {
        verified += 1;
        return verify(token);
      },
    });
    try {
      for (const url of ['/api/aiTools?limit=9&offset=0', '/api/issues/data?limit=9&offset=0', '/api/aiTools/1']) {
        expect((await counting.inject({ method: 'GET', url })).statusCode).toBeLessThan(500);
      }
      expect(verified).toBe(0);
      await counting.inject({ method: 'GET', url: '/api/aiTools', headers: personas.headers.user });
      expect(verified).toBe(1);
    } finally {
      await counting.close();
    }
  });

  test('login is reached with or without its trailing slash', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/users/login', payload: {} })).statusCode).toBe(401);
  });

  test.each(ROWS.map((row) => [`${row.route} ${row.probe({} as Ids).path.replace(/undefined/g, '…')}`, row] as const))('%s', async (_name, row) => {
    const method = row.route.split(' ')[0];
    const probe = row.probe(ids);
    const seen: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const [index, persona] of PERSONAS.entries()) {
      const response = await call(persona, probe, method);
      seen[persona] = response.statusCode;
      wanted[persona] = row.expected[index];
      if (response.statusCode === 401) expect(response.json().code).toBe('UNAUTHORIZED');
      if (response.statusCode === 403) expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(seen).toEqual(wanted);
  });
});
