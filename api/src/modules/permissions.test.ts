// The permission policy (auth/permissions.ts) route by route: every route registered under /api has a row
// here, checked for an anonymous visitor, a user, a provider, another provider and an admin. A new route
// without a row fails this test (and without a rule in the policy, the app does not even start).
// Handlers that later issues implement answer 501 NOT_IMPLEMENTED once the policy lets the caller in; their
// ownership checks (mayChangeOwned) come with them.
import { PERMISSIONS } from '../auth/permissions.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDialects } from '../../test/database.ts';
import { userWithToken } from '../../test/identity.ts';

const CALLERS = ['anonymous', 'user', 'provider', 'otherProvider', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

/**
 * found: a read's answer (2xx or 404). ok: 2xx. 401/403: refused by the policy. 501: let in, not implemented
 * yet. passed: let in by the policy (a body-less probe may then fail validation: anything but 401, 403, 5xx).
 */
type Expected = 'found' | 'ok' | 401 | 403 | 501 | 'passed' | 'okOr404';
type Row = [expected: Expected[], url: (ids: Ids) => string];
interface Ids {
  user: number;
}

const PUBLIC: Expected[] = ['found', 'found', 'found', 'found', 'found'];
const admin = (ok: Expected): Expected[] => [401, 403, 403, 403, ok];
const provider = (ok: Expected): Expected[] => [401, 403, ok, ok, ok];
const loggedIn = (ok: Expected): Expected[] => [401, ok, ok, ok, ok];

const ROWS: Record<string, Row> = {
  'GET /health/ping': [PUBLIC, () => '/health/ping'],
  'GET /aiTools': [PUBLIC, () => '/aiTools'],
  'GET /aiTools/approved': [PUBLIC, () => '/aiTools/approved?approved=true'],
  'GET /aiTools/:id': [PUBLIC, () => '/aiTools/1'],
  'GET /aiTools/provider/:providerId': [PUBLIC, () => '/aiTools/provider/1'],
  'GET /keywords': [PUBLIC, () => '/keywords'],
  'GET /aiToolKeywords': [PUBLIC, () => '/aiToolKeywords'],
  'GET /aiToolKeywords/keyword/:keywordId': [PUBLIC, () => '/aiToolKeywords/keyword/1'],
  'GET /aiToolKeywords/aiTool/:toolId': [PUBLIC, () => '/aiToolKeywords/aiTool/1'],
  'GET /providers': [PUBLIC, () => '/providers'],
  'GET /providers/:id': [PUBLIC, () => '/providers/1'],
  'GET /issues/data': [PUBLIC, () => '/issues/data'],
  'GET /issues/:id': [PUBLIC, () => '/issues/1'],
  'GET /comments/issue/:id': [PUBLIC, () => '/comments/issue/1'],
  'GET /faqs': [PUBLIC, () => '/faqs'],
  'GET /roadmapSettings': [PUBLIC, () => '/roadmapSettings'],
  'GET /reviews/AI-tool/:id': [PUBLIC, () => '/reviews/AI-tool/1'],
  'GET /users/name/:id': [PUBLIC, (ids) => `/users/name/${ids.user}`],
  'GET /users/names': [PUBLIC, () => '/users/names'],
  // Proven by the ID token in the body instead (401 without one, for everybody).
  'POST /users/login/': [[401, 401, 401, 401, 401], () => '/users/login/'],
  'POST /users/register/': [[401, 401, 401, 401, 401], () => '/users/register/'],

  'POST /aiTools/create': [admin('passed'), () => '/aiTools/create'],
  'POST /aiTools/submit': [provider('passed'), () => '/aiTools/submit'],
  'PUT /aiTools/:id': [provider('passed'), () => '/aiTools/1'],
  'DELETE /aiTools/:id': [provider(501), () => '/aiTools/1'],
  'POST /aiToolKeywords': [provider('passed'), () => '/aiToolKeywords'],
  'DELETE /aiToolKeywords/:link': [provider(501), () => '/aiToolKeywords/1&&2'],
  'POST /keywords': [admin('passed'), () => '/keywords'],
  'PUT /keywords/:id': [admin('passed'), () => '/keywords/1'],
  'DELETE /keywords/:id': [admin(501), () => '/keywords/1'],

  'POST /providers/create': [admin('passed'), () => '/providers/create'],
  'POST /providers/submit': [loggedIn('passed'), () => '/providers/submit'],
  'PUT /providers/submit/:id': [loggedIn('passed'), () => '/providers/submit/1'],
  'PUT /providers/:id': [provider('passed'), () => '/providers/1'],
  'DELETE /providers/:id': [provider(501), () => '/providers/1'],

  'POST /issues': [loggedIn('passed'), () => '/issues'],
  'PUT /issues/:id': [loggedIn('passed'), () => '/issues/1'],
  'DELETE /issues/:id': [loggedIn(501), () => '/issues/1'],
  'POST /comments': [loggedIn('passed'), () => '/comments'],
  'PUT /comments/:id': [loggedIn('passed'), () => '/comments/1'],
  'DELETE /comments/:id': [loggedIn(501), () => '/comments/1'],
  'POST /reviews': [loggedIn('passed'), () => '/reviews'],
  'PUT /reviews/:id': [loggedIn('passed'), () => '/reviews/1'],
  'DELETE /reviews/:id': [loggedIn(501), () => '/reviews/1'],

  'POST /faqs': [admin('passed'), () => '/faqs'],
  'PUT /faqs/:id': [admin('passed'), () => '/faqs/1'],
  'DELETE /faqs/:id': [admin(501), () => '/faqs/1'],
  'POST /roadmapSettings': [admin('passed'), () => '/roadmapSettings'],
  'PUT /roadmapSettings/:id': [admin('passed'), () => '/roadmapSettings/1'],
  'DELETE /roadmapSettings/:id': [admin(501), () => '/roadmapSettings/1'],

  // The user ids below are the plain user's: self for 'user', somebody else for the providers.
  'GET /users': [admin('ok'), () => '/users'],
  'GET /users/:id': [[401, 'ok', 403, 403, 'ok'], (ids) => `/users/${ids.user}`],
  'GET /users/email/:email': [loggedIn('ok'), () => '/users/email/vrij%40voorbeeld.be'],
  'PUT /users/:id': [[401, 'ok', 403, 403, 'ok'], (ids) => `/users/${ids.user}`],
  'PUT /users/upgrade/:id': [admin('ok'), (ids) => `/users/upgrade/${ids.user}`],
  // The user deletes themself first; the admin then finds nobody.
  'DELETE /users/:id': [[401, 'ok', 403, 403, 'okOr404'], (ids) => `/users/${ids.user}`],
};

/** A body that passes the users' schemas; the other writes get none (the policy runs before validation). */
function bodyOf(key: string): object | undefined {
  if (key === 'PUT /users/:id') return { firstname: 'Els' };
  if (key === 'PUT /users/upgrade/:id') return { roles: ['user'] };
  return undefined;
}

function matches(expected: Expected, status: number): boolean {
  switch (expected) {
    case 'found':
      return (status >= 200 && status < 300) || status === 404;
    case 'ok':
      return status >= 200 && status < 300;
    case 'okOr404':
      return (status >= 200 && status < 300) || status === 404;
    case 'passed':
      return status !== 401 && status !== 403 && (status < 500 || status === 501);
    default:
      return status === expected;
  }
}

describe.each(testDialects())('the permission policy on %s', (dialect) => {
  let t: TestApp;
  let ids: Ids;
  const headers = {} as Record<Caller, Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const user = await userWithToken(t.db, ['user']);
    headers.anonymous = {};
    headers.user = user.headers;
    headers.provider = (await userWithToken(t.db, ['provider', 'user'])).headers;
    headers.otherProvider = (await userWithToken(t.db, ['provider', 'user'])).headers;
    headers.admin = (await userWithToken(t.db, ['admin', 'provider', 'user'])).headers;
    ids = { user: user.id };
  });
  afterAll(() => t.close());

  test('every route under /api has a row here and a rule in the policy, and no rule is stale', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
    expect([...t.app.apiRoutes].sort()).toEqual(Object.keys(ROWS).sort());
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...t.app.apiRoutes].sort());
  });

  test.each(Object.entries(ROWS))('%s', async (key, [expected, url]) => {
    const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const payload = bodyOf(key);
    const seen: Record<string, number> = {};
    const wanted: Record<string, Expected | number> = {};
    for (const [index, caller] of CALLERS.entries()) {
      const response = await t.inject({ method, url: `/api${url(ids)}`, headers: headers[caller], ...(payload ? { payload } : {}) });
      seen[caller] = response.statusCode;
      wanted[caller] = matches(expected[index], response.statusCode) ? response.statusCode : expected[index];
      if (response.statusCode === 401) expect(response.json().code).toBe('UNAUTHORIZED');
      if (response.statusCode === 403) expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(seen).toEqual(wanted);
  });
});
