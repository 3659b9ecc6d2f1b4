// The unbounded forum list (limit=-1 or none) is written batch by batch (modules/streamed-list.ts): it must answer
// exactly what the paged list answers, across batch boundaries and among posts that share a date.
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { at, createUser } from '../../../test/factories.ts';
import { STREAM_BATCH_SIZE } from '../streamed-list.ts';

const POSTS = 2 * STREAM_BATCH_SIZE + 203;

describe.each(testDialects())('the whole forum list on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const author = await createUser(t.db);
    // Seven posts to a minute: ties on the date that the keyset must break by id, also at a batch's edge.
    const rows = Array.from({ length: POSTS }, (_, i) => ({
      subject: i % 3 === 0 ? `Badges ${i}` : `Vraag ${i}`,
      content: `Inhoud ${i}`,
      date: at(Math.floor(i / 7)),
      user_id: author.id,
    }));
    for (let i = 0; i < rows.length; i += 400) await t.db.insertInto('forum_posts').values(rows.slice(i, i + 400)).execute();
  });
  afterAll(() => t.close());

  const ids = (body: { data: Array<{ id: number }> }) => body.data.map((post) => post.id);

  async function pagedIds(query: string): Promise<number[]> {
    const all: number[] = [];
    for (let offset = 0; ; offset += 1000) {
      const { body } = await t.get(`/api/issues/data?limit=1000&offset=${offset}${query}`);
      all.push(...ids(body));
      if (body.data.length < 1000) return all;
    }
  }

  test('limit=-1 and no limit answer every post in the paged order, with the count', async () => {
    const expected = await pagedIds('');
    expect(expected).toHaveLength(POSTS);
    for (const path of ['/api/issues/data', '/api/issues/data?limit=-1', '/api/issues/data?limit=-1&offset=0']) {
      const { status, body } = await t.get(path);
      expect(status).toBe(200);
      expect(ids(body)).toEqual(expected);
      expect(body.count).toBe(POSTS);
    }
  });

  test('an offset skips the first posts; an offset past the end answers no posts and the total', async () => {
    const expected = await pagedIds('');
    const { body } = await t.get(`/api/issues/data?limit=-1&offset=${STREAM_BATCH_SIZE - 3}`);
    expect(ids(body)).toEqual(expected.slice(STREAM_BATCH_SIZE - 3));
    expect(body.count).toBe(POSTS);
    expect((await t.get(`/api/issues/data?offset=${POSTS + 10}`)).body).toEqual({ data: [], count: POSTS });
  });

  test('a search without a limit streams its matches only', async () => {
    const expected = await pagedIds('&filter=badges');
    expect(expected).toHaveLength(Math.ceil(POSTS / 3));
    const { body } = await t.get('/api/issues/data?filter=badges');
    expect(ids(body)).toEqual(expected);
    expect(body.count).toBe(expected.length);
  });

  test('the stream is compressed for a browser that asks for it, and each post has its fields', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/issues/data', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'));
    expect(body.count).toBe(POSTS);
    expect(Object.keys(body.data[0]).sort()).toEqual(['comments', 'content', 'date', 'id', 'subject', 'user_id', 'user_name']);
    expect(body.data[0].comments).toBe(0);
  });
});
