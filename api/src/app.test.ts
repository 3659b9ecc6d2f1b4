// Cross-cutting behaviour of the app: OpenAPI document and UI, security headers, CORS, rate limit.
import { createTestApp, type TestApp } from '../test/app.ts';

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      rateLimitMax: 5,
      corsOrigins: ['https://partner.voorbeeld.be'],
      remotes: { forum: 'https://cdn.voorbeeld.be/forum/mf-manifest.json' },
      publicApiUrl: 'https://api.voorbeeld.be/api',
    });
  });
  afterAll(() => t.close());

  test('the OpenAPI document lists the visitor reads with their parameters and response schemas', async () => {
    const { status, body } = await t.get('/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health/ping',
      '/api/aiTools',
      '/api/aiTools/approved',
      '/api/aiTools/{id}',
      '/api/aiTools/provider/{providerId}',
      '/api/keywords',
      '/api/aiToolKeywords',
      '/api/aiToolKeywords/keyword/{keywordId}',
      '/api/aiToolKeywords/aiTool/{toolId}',
      '/api/providers',
      '/api/providers/{id}',
      '/api/faqs',
      '/api/roadmapSettings',
      '/api/issues/data',
      '/api/issues/{id}',
      '/api/comments/issue/{id}',
      '/api/reviews/AI-tool/{id}',
      '/api/users/name/{id}',
      '/api/users/names',
    ]) {
      expect({ path, get: body.paths[path]?.get !== undefined }).toEqual({ path, get: true });
    }
    const list = body.paths['/api/aiTools'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['limit', 'offset', 'eventprocess', 'origin', 'id']),
    );
    expect(list.responses['200'].content['application/json'].schema.properties.count).toBeDefined();
    expect(body.paths['/config.json']).toBeUndefined();
  });

  test('the documentation UI loads its own assets under its content security policy', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    for (const asset of page.body.match(/(?:src|href)="\.\/([^"]+)"/g) ?? []) {
      const path = asset.replace(/^(src|href)="\.\//, '').replace(/"$/, '');
      const response = await t.inject({ method: 'GET', url: `/api/docs/${path}` });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
    }
  });

  test('pages get a content security policy allowing the configured remote and API origins', async () => {
    for (const url of ['/', '/config.json', '/forum/3']) {
      const response = await t.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'[^;]*https:\/\/cdn\.voorbeeld\.be/);
      expect(csp).toMatch(/connect-src 'self'[^;]*https:\/\/api\.voorbeeld\.be/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      // Images come from the site itself and the configured origins, never from any https host (decision 0023).
      expect(/img-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toEqual(["'self'", 'data:', 'https://api.voorbeeld.be', 'https://cdn.voorbeeld.be']);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('JSON answers, found or not, carry a strict fixed set of security headers', async () => {
    for (const url of ['/api/health/ping', '/api/aiTools/abc']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  test('CORS answers configured origins and no others', async () => {
    const allowed = await t.inject({ method: 'GET', url: '/api/faqs', headers: { origin: 'https://partner.voorbeeld.be' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.voorbeeld.be');
    const other = await t.inject({ method: 'GET', url: '/api/faqs', headers: { origin: 'https://kwaad.voorbeeld' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('JSON answers are compressed when the client accepts it', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  test('too many requests answer 429 RATE_LIMITED in the error model', async () => {
    let last = await t.inject({ method: 'GET', url: '/api/faqs', remoteAddress: '198.51.100.7' });
    for (let i = 0; i < 6 && last.statusCode !== 429; i++) {
      last = await t.inject({ method: 'GET', url: '/api/faqs', remoteAddress: '198.51.100.7' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String), details: { retryAfterSeconds: expect.any(Number) }, requestId: expect.any(String) });
    // another client is not affected
    expect((await t.inject({ method: 'GET', url: '/api/faqs', remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
  });
});

describe('the rate limit behind a reverse proxy (TRUST_PROXY)', () => {
  const exhaust = async (t: TestApp, forwardedFor: string) => {
    let status = 0;
    for (let i = 0; i < 4; i++) {
      const response = await t.inject({ method: 'GET', url: '/api/faqs', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });
      status = response.statusCode;
    }
    return status;
  };

  test('untrusted: X-Forwarded-For is ignored, so a client cannot dodge the limit by inventing addresses', async () => {
    const t = await createTestApp('sqlite', { rateLimitMax: 3 });
    try {
      expect(await exhaust(t, '203.0.113.1')).toBe(429);
      expect(await exhaust(t, '203.0.113.2')).toBe(429);
    } finally {
      await t.close();
    }
  });

  test('trusted: every client behind the proxy has a limit of its own', async () => {
    const t = await createTestApp('sqlite', { rateLimitMax: 3, trustProxy: '10.0.0.1' });
    try {
      expect(await exhaust(t, '203.0.113.1')).toBe(429);
      const other = await t.inject({ method: 'GET', url: '/api/faqs', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': '203.0.113.2' } });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the identity parts of the app', () => {
  test('pages may frame the OpenID issuer (silent renew runs in an iframe on it)', async () => {
    const t = await createTestApp('sqlite', { oidc: { authority: 'https://login.voorbeeld.be/tenant', clientId: 'roadmap-shell', scope: 'openid email profile' } });
    try {
      const csp = String((await t.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(csp).toMatch(/frame-src 'self'[^;]*https:\/\/login\.voorbeeld\.be/);
      expect(csp).toMatch(/connect-src 'self'[^;]*https:\/\/login\.voorbeeld\.be/);
    } finally {
      await t.close();
    }
  });

  test('the embedded provider is served under /oidc in its own scope: its own parsers and headers, before the site', async () => {
    const t = await createTestApp('sqlite', {
      embeddedProvider: {
        plugin: async (oidc) => {
          // The provider parses its own forms: allowed because /api's parser is not inherited here.
          oidc.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, { raw: body }));
          oidc.get('/.well-known/openid-configuration', async () => ({ issuer: 'http://localhost/oidc' }));
          oidc.post('/token', async (request) => request.body);
        },
      },
    });
    try {
      const discovery = await t.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
      expect(discovery.statusCode).toBe(200);
      expect(discovery.json()).toEqual({ issuer: 'http://localhost/oidc' });
      // Neither the API's strict headers nor helmet's site policy.
      expect(discovery.headers['content-security-policy']).toBeUndefined();
      const token = await t.inject({ method: 'POST', url: '/oidc/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
      expect(token.json()).toEqual({ raw: 'a=1' });
      // The API still parses its forms itself.
      expect((await t.inject({ method: 'PUT', url: '/api/users/1', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'firstname=Els' })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
