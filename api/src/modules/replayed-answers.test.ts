// An unchanged answer of a hot list is replayed before routing (replayed-answers.ts), over real HTTP: inject() goes
// past the server's request handler, so these tests listen on a port. A replayed answer must be the pipeline's
// answer byte for byte (but its request id), must stop the moment its data changes, must still count against the
// rate limit and in the metrics, and must never answer a request that carries a token, a cookie or a condition.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { createTestApp, createTestAppOn, type TestApp, type TestAppOptions } from '../../test/app.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/database.ts';
import { createForumPost, createTool } from '../../test/factories.ts';
import type { DataVersion } from '../db/read-cache.ts';
import { registry, replayedAnswers } from '../operations/metrics/metrics.ts';
import { clientAddressOf } from '../operations/proxy-trust.ts';
import { createAnswerReplay } from './replayed-answers.ts';
import { memoryCounters } from '../limits/counters.ts';

const LIST = '/api/aiTools?limit=9&offset=0&eventprocess=event';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

async function listening(options: TestAppOptions = {}, dialect: 'sqlite' | 'postgres' = 'sqlite', on?: TestDatabase): Promise<TestApp & { send: (path: string, headers?: Record<string, string | string[]>, method?: string) => Promise<Answer> }> {
  const t = on ? await createTestAppOn(on, options) : await createTestApp(dialect, options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const send = (path: string, headers: Record<string, string | string[]> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  return { ...t, send };
}

/** Sends `path` and tells whether the answer was replayed (the replay's counter moved) or came through Fastify. */
async function sent(t: Awaited<ReturnType<typeof listening>>, path: string, headers: Record<string, string | string[]> = {}, method = 'GET'): Promise<Answer & { replayed: boolean }> {
  const before = replayedAnswers.total;
  const answer = await t.send(path, headers, method);
  return { ...answer, replayed: replayedAnswers.total === before + 1 };
}

/** The headers that differ between any two answers: the request id, and the date when a second turned over. */
function lasting(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { 'x-request-id': _id, date: _date, ...rest } = headers;
  return rest;
}

describe.each(testDialects())('replayed answers on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    t = await listening({}, dialect);
    await createTool(t.db, { name: 'Eerste', eventprocess: 'event' });
  });
  afterAll(() => t.close());

  test('the second visitor gets the first answer again, with every header but a request id of its own', async () => {
    const first = await sent(t, LIST);
    const second = await sent(t, LIST);
    expect(first).toMatchObject({ status: 200, replayed: false });
    expect(second).toMatchObject({ status: 200, replayed: true });
    expect(second.body.equals(first.body)).toBe(true);
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    // The pipeline's own headers are there: the security headers of /api, and what the route set.
    expect(second.headers).toMatchObject({ 'content-security-policy': expect.any(String), 'x-content-type-options': 'nosniff', vary: 'accept-encoding' });
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  test('a write to a table the list reads ends the replay at once: the next answer is the new list', async () => {
    await sent(t, LIST);
    expect((await sent(t, LIST)).replayed).toBe(true);
    await createTool(t.db, { name: 'Tweede', eventprocess: 'event' });
    const after = await sent(t, LIST);
    expect(after.replayed).toBe(false);
    expect(JSON.parse(after.body.toString()).data.map((tool: { name: string }) => tool.name)).toEqual(expect.arrayContaining(['Eerste', 'Tweede']));
    expect((await sent(t, LIST)).replayed).toBe(true);
  });

  test('each encoding is recorded for itself, and a replayed brotli body is the list', async () => {
    // Enough tools for an answer over the compression threshold.
    for (let n = 0; n < 8; n += 1) await createTool(t.db, { eventprocess: 'event' });
    const plain = await sent(t, LIST);
    const br = await sent(t, LIST, { 'accept-encoding': 'br' });
    const brAgain = await sent(t, LIST, { 'accept-encoding': 'br' });
    expect(br.replayed).toBe(false);
    expect(brAgain).toMatchObject({ replayed: true, headers: { 'content-encoding': 'br' } });
    expect(brotliDecompressSync(brAgain.body).equals(plain.body)).toBe(true);
    expect(lasting(brAgain.headers)).toEqual(lasting(br.headers));
    // Header names are matched in any case, as HTTP has them.
    expect(await sent(t, LIST, { 'Accept-Encoding': 'br' })).toMatchObject({ replayed: true, headers: { 'content-encoding': 'br' } });
  });

  test('a request with a token, a cookie or a condition, and a HEAD, always go through Fastify', async () => {
    await sent(t, LIST);
    expect((await sent(t, LIST)).replayed).toBe(true);
    expect(await sent(t, LIST, { authorization: 'Bearer not-a-token' })).toMatchObject({ replayed: false });
    expect(await sent(t, LIST, { Cookie: 'a=b' })).toMatchObject({ status: 200, replayed: false });
    expect(await sent(t, LIST, { 'if-none-match': '"x"' })).toMatchObject({ status: 200, replayed: false });
    expect(await sent(t, LIST, {}, 'HEAD')).toMatchObject({ status: 200, replayed: false });
    // Two Accept-Encoding lines: Fastify joins them, so the recorded variant might not be theirs.
    expect(await sent(t, LIST, { 'accept-encoding': ['identity', 'br'] })).toMatchObject({ status: 200, replayed: false });
  });

  test('the forum\'s list and the countries are replayed too, and a new question ends the forum\'s replay', async () => {
    const forum = '/api/issues/data?limit=9&offset=0';
    await createForumPost(t.db, { subject: 'Eerste vraag' });
    expect(await sent(t, forum)).toMatchObject({ status: 200, replayed: false });
    expect(await sent(t, forum)).toMatchObject({ status: 200, replayed: true });
    await createForumPost(t.db, { subject: 'Tweede vraag' });
    const after = await sent(t, forum);
    expect(after.replayed).toBe(false);
    expect(after.body.toString()).toContain('Tweede vraag');
    await sent(t, '/api/aiTools/countries');
    expect(await sent(t, '/api/aiTools/countries')).toMatchObject({ status: 200, replayed: true });
  });

  test('an address that was refused is never replayed', async () => {
    const bad = '/api/aiTools?limit=9&offset=0&eventprocess=nergens';
    expect(await sent(t, bad)).toMatchObject({ status: 400, replayed: false });
    expect(await sent(t, bad)).toMatchObject({ status: 400, replayed: false });
  });
});

test('a replayed answer counts against the rate limit, and the refusal is the pipeline\'s 429', async () => {
  const t = await listening({ rateLimitMax: 3 });
  try {
    await createTool(t.db);
    expect(await sent(t, LIST)).toMatchObject({ status: 200, replayed: false });
    expect(await sent(t, LIST)).toMatchObject({ status: 200, replayed: true });
    expect(await sent(t, LIST)).toMatchObject({ status: 200, replayed: true });
    const refused = await sent(t, LIST);
    expect(refused).toMatchObject({ status: 429, replayed: false, headers: { 'retry-after': expect.any(String) } });
    expect(JSON.parse(refused.body.toString())).toMatchObject({ code: 'RATE_LIMITED' });
  } finally {
    await t.close();
  }
});

test('behind a trusted proxy each forwarded client has a count of its own, replayed or not', async () => {
  const t = await listening({ rateLimitMax: 2, trustProxy: '127.0.0.1' });
  try {
    await createTool(t.db);
    const as = (client: string) => ({ 'x-forwarded-for': client });
    expect(await sent(t, LIST, as('203.0.113.1'))).toMatchObject({ status: 200, replayed: false });
    expect(await sent(t, LIST, as('203.0.113.1'))).toMatchObject({ status: 200, replayed: true });
    expect(await sent(t, LIST, as('203.0.113.1'))).toMatchObject({ status: 429 });
    expect(await sent(t, LIST, as('203.0.113.2'))).toMatchObject({ status: 200, replayed: true });
  } finally {
    await t.close();
  }
});

test('the client address is the one Fastify gives request.ip, with and without a trusted proxy', async () => {
  for (const trustProxy of [false, true, '127.0.0.1', '10.0.0.1, 127.0.0.1'] as const) {
    const app = Fastify({ trustProxy });
    const ours = clientAddressOf(trustProxy);
    app.get('/', (request) => ({ fastify: request.ip, ours: ours(request.raw) }));
    for (const forwarded of [undefined, '203.0.113.9', '198.51.100.7, 10.0.0.1']) {
      const answer = await app.inject({ url: '/', remoteAddress: '127.0.0.1', headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });
      const { fastify, ours: address } = answer.json<{ fastify: string; ours: string }>();
      expect({ trustProxy, forwarded, address }).toEqual({ trustProxy, forwarded, address: fastify });
    }
    await app.close();
  }
});

test('a replayed answer is counted in the metrics under its route', async () => {
  const t = await listening({ metricsToken: 'geheim' });
  try {
    await createTool(t.db);
    const count = async () => {
      const metric = await registry.getSingleMetric('roadmap_http_request_duration_seconds')!.get();
      return metric.values.find((value) => (value as { metricName?: string }).metricName?.endsWith('_count') && value.labels.route === '/api/aiTools' && value.labels.status === 200)?.value ?? 0;
    };
    await sent(t, LIST);
    const before = await count();
    expect((await sent(t, LIST)).replayed).toBe(true);
    expect(await count()).toBe(before + 1);
  } finally {
    await t.close();
  }
});

test('when every request is logged, nothing is replayed', async () => {
  const t = await listening({ logger: pino({ level: 'debug' }, new Writable({ write: (_chunk, _encoding, done) => done() })) });
  try {
    await createTool(t.db);
    await sent(t, LIST);
    expect(await sent(t, LIST)).toMatchObject({ status: 200, replayed: false });
  } finally {
    await t.close();
  }
});

test('when the freshness check fails, the request goes through the pipeline, which answers with the error model', async () => {
  const database = await createTestDatabase('sqlite');
  let broken = false;
  const dataVersion: DataVersion = (tables) => {
    if (broken) throw new Error('De databank antwoordt niet.');
    return database.dataVersion!(tables);
  };
  const t = await listening({ dataVersion }, 'sqlite', database);
  try {
    await createTool(t.db);
    await sent(t, LIST);
    expect((await sent(t, LIST)).replayed).toBe(true);
    broken = true;
    const failed = await sent(t, LIST);
    expect(failed).toMatchObject({ status: 500, replayed: false });
    expect(JSON.parse(failed.body.toString())).toMatchObject({ code: expect.any(String) });
    broken = false;
    expect(await sent(t, LIST)).toMatchObject({ status: 200 });
  } finally {
    await t.close();
    await database.close();
  }
});

test('a route whose answer may depend on its caller cannot opt in', async () => {
  const replay = createAnswerReplay({ requestId: () => 'id', rateLimitMax: 0, counters: memoryCounters(), trustProxy: false, metrics: false });
  const app = Fastify();
  replay.register(app);
  expect(() => app.get('/own', { config: { access: 'loggedIn', replay: true } }, async () => ({}))).toThrow(/only a GET that anyone may call/);
  await app.close();
});
