// A request's id is in its answer header, in the body of an error answer and in its log lines; a proxy's id is
// kept only when the proxy is trusted.
import { Writable } from 'node:stream';
import pino from 'pino';
import { createTestApp, type TestApp } from '../../test/app.ts';

function collectingLogger(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return pino({ level: 'info' }, sink);
}

describe('request ids', () => {
  const lines: Record<string, unknown>[] = [];
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    direct = await createTestApp('sqlite', { logger: collectingLogger(lines) });
    proxied = await createTestApp('sqlite', { trustProxy: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  test('every answer carries an id, and two requests never share one', async () => {
    const first = await direct.inject({ method: 'GET', url: '/api/health/ping' });
    const second = await direct.inject({ method: 'GET', url: '/api/health/ping' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  test('an error answer names its request in the body and in the log line that records it', async () => {
    const refused = await direct.inject({ method: 'GET', url: '/api/aiTools/provider/0' });
    expect(refused.statusCode).toBe(400);
    const id = refused.headers['x-request-id'];
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: id });
    expect(lines.some((line) => line.reqId === id && line.msg === 'request rejected')).toBe(true);

    const missing = await direct.inject({ method: 'GET', url: '/api/bestaat-niet' });
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', requestId: missing.headers['x-request-id'] });
  });

  test("a client's own X-Request-Id is ignored unless it comes through a trusted proxy", async () => {
    const fromAnyone = await direct.inject({ method: 'GET', url: '/api/health/ping', headers: { 'x-request-id': 'mijn-eigen-id' } });
    expect(fromAnyone.headers['x-request-id']).not.toBe('mijn-eigen-id');

    const fromProxy = await proxied.inject({ method: 'GET', url: '/api/health/ping', headers: { 'x-request-id': '5f2b9c0e4d1a8b7c' } });
    expect(fromProxy.headers['x-request-id']).toBe('5f2b9c0e4d1a8b7c');
    // A proxy's id that could break a log line or a page is replaced.
    const odd = await proxied.inject({ method: 'GET', url: '/api/health/ping', headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });

  test('a browser on another origin may read the header (the remotes ask the API across origins)', async () => {
    const cors = await createTestApp('sqlite', { corsOrigins: ['http://localhost:3001'] });
    try {
      const answer = await cors.inject({ method: 'GET', url: '/api/health/ping', headers: { origin: 'http://localhost:3001' } });
      expect(String(answer.headers['access-control-expose-headers']).toLowerCase()).toContain('x-request-id');
    } finally {
      await cors.close();
    }
  });
});
