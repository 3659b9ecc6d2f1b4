// The error model as a client sees it: { code, message, details? }, never a stack trace, never a 500 for
// bad input, and ER_DUP_ENTRY for a unique violation whatever the database.
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDialects } from '../../test/database.ts';
import { createKeyword, createUser } from '../../test/factories.ts';
import { userWithToken } from '../../test/identity.ts';

describe.each(testDialects())('errors on %s', (dialect) => {
  let t: TestApp;
  const logged: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      beforeReady: (app) => {
        // Routes that exist only here: a real unique violation of the database, and an unexpected fault.
        app.get('/api/test/duplicate-keyword', async () => {
          await createKeyword(t.db, { name: 'dubbel' });
          await createKeyword(t.db, { name: 'dubbel' });
          return { unreachable: true };
        });
        app.get('/api/test/duplicate-email', async () => {
          await createUser(t.db, { email: 'zelfde@voorbeeld.be' });
          await createUser(t.db, { email: 'zelfde@voorbeeld.be' });
          return { unreachable: true };
        });
        app.get('/api/test/gone-meanwhile', async () => {
          // A review of a user removed a moment before: the database refuses the reference.
          await t.db.insertInto('reviews').values({ content: 'te laat', rating: 3, date: new Date().toISOString(), user_id: 999_999, ai_tool_id: 999_999 }).execute();
          return { unreachable: true };
        });
        app.get('/api/test/fault', async (request) => {
          request.log.error = ((object: unknown) => {
            logged.push(JSON.stringify(object, (_key, value) => (value instanceof Error ? value.message : value)));
          }) as typeof request.log.error;
          throw new Error('secret detail: connection string postgres://user:pw@host');
        });
      },
    });
  });
  afterAll(() => t.close());

  test.each(['/api/test/duplicate-keyword', '/api/test/duplicate-email'])('a unique violation (%s) answers 409 ER_DUP_ENTRY', async (url) => {
    const { status, body } = await t.get(url);
    expect(status).toBe(409);
    expect(body).toEqual({ code: 'ER_DUP_ENTRY', message: expect.any(String), requestId: expect.any(String) });
  });

  test('a write naming a row removed meanwhile answers 409, not 500', async () => {
    const { status, body } = await t.get('/api/test/gone-meanwhile');
    expect(status).toBe(409);
    expect(body).toEqual({ code: 'ER_ROW_IS_REFERENCED', message: 'Wat je wilde wijzigen of waar je naar verwees, bestaat intussen niet meer.', requestId: expect.any(String) });
  });

  test('an unexpected fault answers 500 INTERNAL_ERROR with a generic message; the detail goes to the log only', async () => {
    const { status, body, response } = await t.get('/api/test/fault');
    expect(status).toBe(500);
    expect(body).toEqual({ code: 'INTERNAL_ERROR', message: 'Er ging iets mis op de server.', requestId: expect.any(String) });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
    expect(logged.join('\n')).toContain('secret detail');
  });

  test('an unknown API route answers 404 NOT_FOUND in the error model', async () => {
    for (const [method, url] of [['GET', '/api/bestaat-niet'], ['POST', '/api/aiTools/1/extra'], ['PATCH', '/api/faqs/1']] as const) {
      const response = await t.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String), requestId: expect.any(String) });
    }
  });

  test('malformed bodies are the client’s fault: 400, 413 or 415, never 500', async () => {
    // The auth gate answers first on write routes; the body parsers are reached on login.
    const broken = await t.inject({ method: 'POST', url: '/api/users/login/', headers: { 'content-type': 'application/json' }, payload: '{"idToken":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('VALIDATION_FAILED');
    const huge = await t.inject({ method: 'POST', url: '/api/users/login/', headers: { 'content-type': 'application/json' }, payload: `{"idToken":"${'x'.repeat(1_100_000)}"}` });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const odd = await t.inject({ method: 'POST', url: '/api/users/login/', headers: { 'content-type': 'application/x-bogus' }, payload: 'x' });
    expect(odd.statusCode).toBe(415);
    expect(odd.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('a validation error names every failing field in details and carries no stack', async () => {
    const { status, body, response } = await t.get('/api/issues/data?limit=foo');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      details: [{ field: 'querystring.limit', message: expect.any(String) }],
      requestId: expect.any(String),
    });
    expect(response.body).not.toMatch(/stack|node_modules/);
  });
});

describe.each(testDialects())('a NUL character on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await userWithToken(t.db, ['user'])).headers;
  });
  afterAll(() => t.close());

  test.each([
    ['in a body', 'POST', '/api/issues', { subject: 'Vraag', content: 'Tekst\u0000' }, 'body.content'],
    ['in a query', 'GET', '/api/issues/data?filter=a%00b', undefined, 'querystring.filter'],
    ['in a search text', 'GET', '/api/aiTools?q=badge%00', undefined, 'querystring.q'],
    ['in the path', 'GET', '/api/issues/1%00', undefined, 'params.id'],
  ])('%s is 400 VALIDATION_FAILED naming the field, never a 500 of the database', async (_where, method, url, payload, field) => {
    const response = await t.inject({ method: method as 'GET' | 'POST', url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), details: [{ field, message: 'bevat een nul-teken (U+0000)' }], requestId: expect.any(String) });
  });
});
