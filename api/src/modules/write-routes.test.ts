// Every write call of SPEC §7 (and every private read) answers 401 UNAUTHORIZED without a valid bearer token,
// and 403 FORBIDDEN when the route's rule refuses the caller, before its body is even looked at.
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDialects } from '../../test/database.ts';
import { userWithToken } from '../../test/identity.ts';

const protectedRoutes: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string]> = [
  ['POST', '/api/aiTools/create'],
  ['POST', '/api/aiTools/submit'],
  ['PUT', '/api/aiTools/1'],
  ['DELETE', '/api/aiTools/1'],
  ['POST', '/api/aiToolKeywords'],
  ['DELETE', '/api/aiToolKeywords/1&&2'],
  ['POST', '/api/keywords'],
  ['PUT', '/api/keywords/1'],
  ['DELETE', '/api/keywords/1'],
  ['POST', '/api/issues'],
  ['PUT', '/api/issues/1'],
  ['DELETE', '/api/issues/1'],
  ['POST', '/api/comments'],
  ['PUT', '/api/comments/1'],
  ['DELETE', '/api/comments/1'],
  ['POST', '/api/providers/create'],
  ['POST', '/api/providers/submit'],
  ['PUT', '/api/providers/submit/1'],
  ['PUT', '/api/providers/1'],
  ['DELETE', '/api/providers/1'],
  ['GET', '/api/users'],
  ['GET', '/api/users/1'],
  ['GET', '/api/users/email/els%40voorbeeld.be'],
  ['PUT', '/api/users/1'],
  ['PUT', '/api/users/upgrade/1'],
  ['DELETE', '/api/users/1'],
  ['POST', '/api/faqs'],
  ['PUT', '/api/faqs/1'],
  ['DELETE', '/api/faqs/1'],
  ['POST', '/api/roadmapSettings'],
  ['PUT', '/api/roadmapSettings/1'],
  ['DELETE', '/api/roadmapSettings/1'],
  ['POST', '/api/reviews'],
  ['PUT', '/api/reviews/1'],
  ['DELETE', '/api/reviews/1'],
];

const badAuthorizations: Array<[what: string, headers: Record<string, string>]> = [
  ['no Authorization header', {}],
  ['a Basic credential', { authorization: 'Basic ZWxzOmdlaGVpbQ==' }],
  ['an empty bearer', { authorization: 'Bearer ' }],
  ['a token that does not verify', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' }],
];

describe.each(testDialects())('the 401 gate on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  describe.each(badAuthorizations)('with %s', (_what, headers) => {
    test.each(protectedRoutes)('%s %s answers 401 UNAUTHORIZED', async (method, url) => {
      const response = await t.inject({ method, url, headers, payload: method === 'GET' || method === 'DELETE' ? undefined : { bogus: 'x'.repeat(10) } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
    });
  });

  test('the same routes are in the OpenAPI document with their body schemas and bearer security', async () => {
    const openapi = (await t.get('/api/docs/json')).body;
    for (const [method, url] of protectedRoutes) {
      const path = url
        .replace('/api/aiToolKeywords/1&&2', '/api/aiToolKeywords/{link}')
        .replace('/api/users/email/els%40voorbeeld.be', '/api/users/email/{email}')
        .replace(/\/1$/, method === 'DELETE' || method === 'PUT' || method === 'GET' ? '/{id}' : '/1');
      const operation = openapi.paths[path]?.[method.toLowerCase()];
      expect({ method, path, found: operation !== undefined }).toEqual({ method, path, found: true });
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      if (method === 'POST' || method === 'PUT') expect(operation.requestBody).toBeDefined();
    }
  });

  test.each([
    ['/api/users/login/', { idToken: 'not-a-valid-token' }],
    ['/api/users/login/', {}],
    ['/api/users/register/', { idToken: 'x', firstname: 'Els', lastname: 'Peeters' }],
    ['/api/users/register/', { firstname: '1', lastname: '' }],
  ])('POST %s without a valid ID token answers 401', async (url, payload) => {
    const response = await t.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  test('a valid token whose role the route refuses answers 403 FORBIDDEN, also before the body is validated', async () => {
    const { headers } = await userWithToken(t.db, ['user']);
    for (const [method, url] of [['POST', '/api/faqs'], ['PUT', '/api/keywords/1'], ['POST', '/api/aiTools/create'], ['PUT', '/api/users/upgrade/1']] as const) {
      const response = await t.inject({ method, url, headers, payload: { bogus: 'x' } });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 403 });
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: expect.any(String) });
    }
  });

  test('a caller the policy lets in reaches the handler: 501 NOT_IMPLEMENTED until its issue implements it', async () => {
    const { headers } = await userWithToken(t.db, ['admin', 'provider', 'user']);
    const response = await t.inject({ method: 'DELETE', url: '/api/faqs/1', headers });
    expect(response.statusCode).toBe(501);
    expect(response.json().code).toBe('NOT_IMPLEMENTED');
  });

  test('a path without a trailing slash reaches the same login route', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/users/login', payload: {} })).statusCode).toBe(401);
  });
});
