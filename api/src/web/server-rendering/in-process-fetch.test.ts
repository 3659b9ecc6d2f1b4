// The API client's fetch while a page renders on the server: a GET under the API's base, answered by this process's
// API as the visitor's browser would have been answered (status, headers, body, the visitor's rate limit); nothing else.
import { createTestApp, createTestAppOn, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createTool } from '../../../test/factories.ts';
import { inProcessFetch } from './in-process-fetch.ts';

describe.each(testDialects())('the in-process fetch on %s', (dialect) => {
  let t: TestApp;
  let toolId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    toolId = (await createTool(t.db, { name: 'Zaalplanner' })).id;
    await createTool(t.db);
  });
  afterAll(() => t.close());

  test("a GET is answered by this process's API with the status, headers and body a browser would get", async () => {
    const direct = await t.inject({ method: 'GET', url: `/api/aiTools/${toolId}` });
    const response = await inProcessFetch(t.app, '/api', '203.0.113.7')(`http://site.invalid/api/aiTools/${toolId}`);
    expect(response.status).toBe(200);
    const kept = ['content-type', 'content-length', 'x-content-type-options', 'cross-origin-resource-policy'];
    expect(kept.filter((header) => direct.headers[header] === undefined)).toEqual([]);
    for (const header of kept) {
      expect({ header, value: response.headers.get(header) }).toEqual({ header, value: direct.headers[header] ?? null });
    }
    // Its own request, with its own id.
    expect(response.headers.get('x-request-id')).toMatch(/.+/);
    expect(response.headers.get('x-request-id')).not.toBe(direct.headers['x-request-id']);
    expect(await response.json()).toEqual(direct.json());
    expect((direct.json() as { name: string }).name).toBe('Zaalplanner');
  });

  test('the query string is kept, and a failure keeps its status and error body', async () => {
    const fetcher = inProcessFetch(t.app, '/api', '203.0.113.7');
    const page = await fetcher('http://site.invalid/api/aiTools?limit=1&offset=0');
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ count: 2, data: [expect.objectContaining({ id: expect.any(Number) })] });
    const missing = await fetcher('http://site.invalid/api/aiTools/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test("an API configured elsewhere (another host, another path) is answered by this process's /api", async () => {
    const fetcher = inProcessFetch(t.app, '/v1/api/', '203.0.113.7');
    const response = await fetcher(new Request(`https://api.voorbeeld.be/v1/api/aiTools/${toolId}`));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: toolId, name: 'Zaalplanner' });
  });

  test('only reads: any other method is refused before it reaches the API', async () => {
    const fetcher = inProcessFetch(t.app, '/api', '203.0.113.7');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      await expect(fetcher(`http://site.invalid/api/aiTools/${toolId}`, { method, body: method === 'DELETE' ? undefined : '{}' })).rejects.toThrow(
        `not ${method} /api/aiTools/${toolId}`,
      );
    }
    expect((await t.get(`/api/aiTools/${toolId}`)).status).toBe(200);
  });

  test("only the API: a path outside its base is refused, the site's other files included", async () => {
    const fetcher = inProcessFetch(t.app, '/api', '203.0.113.7');
    for (const path of ['/config.json', '/apiweg/aiTools', '/remotes/catalogue/mf-manifest.json', '/api']) {
      await expect(fetcher(`http://site.invalid${path}`)).rejects.toThrow(`not GET ${path}`);
    }
  });

  test("each request counts against the visitor's own rate limit", async () => {
    const limited = await createTestAppOn(t, { rateLimitMax: 2 });
    try {
      const visitor = inProcessFetch(limited.app, '/api', '203.0.113.7');
      const statuses = [];
      for (let request = 0; request < 3; request += 1) statuses.push((await visitor(`http://site.invalid/api/aiTools/${toolId}`)).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await inProcessFetch(limited.app, '/api', '198.51.100.9')(`http://site.invalid/api/aiTools/${toolId}`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
