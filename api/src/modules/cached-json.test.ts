// The cached lists in the encoding the client asks for, on both databases (PostgreSQL compresses per request,
// SQLite once per data version): the same JSON whatever the encoding.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDialects } from '../../test/database.ts';
import { createForumPost, createTool } from '../../test/factories.ts';

describe.each(testDialects())('cached lists on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (let i = 0; i < 9; i += 1) await createTool(t.db, { description: `Een beschrijving die lang genoeg is. `.repeat(8) });
    await createForumPost(t.db, { subject: 'Kort' });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s: the tool list comes as %s, the same JSON', async (acceptEncoding, expected) => {
    const plain = await get('/api/aiTools?limit=9', undefined);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const twice = [await get('/api/aiTools?limit=9', acceptEncoding), await get('/api/aiTools?limit=9', acceptEncoding)];
    for (const response of twice) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const bytes =
        expected === 'br' ? brotliDecompressSync(response.rawPayload) : expected === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
      expect(JSON.parse(bytes.toString())).toEqual(plain.json());
    }
  });

  test('an answer under 1 KB is not compressed', async () => {
    const response = await get('/api/issues/data?limit=9&filter=kort', 'br');
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ count: 1 });
  });
});
