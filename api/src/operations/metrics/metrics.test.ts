// /metrics end to end: requests, logins, limits, mail and the database move the samples they should, read back
// by parsing the text format a Prometheus server reads; the token guards the route, and without it there is none.
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, createTestAppOn, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import { createForumPost, createTool } from '../../../test/factories.ts';
import { userWithToken } from '../../../test/identity.ts';
import { readConfig } from '../../config.ts';
import { createMailer } from '../../mail/mailer.ts';
import { WRITE_LIMITS } from '../../modules/write-limit/write-limit.ts';
import { authorize, Browser, freePort, startServer, type TestServer } from '../../oidc/test-kit.ts';

const TOKEN = 'metrics-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Scrape {
  samples: Sample[];
  /** `# TYPE` of each metric family. */
  types: Map<string, string>;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;
const unescape = (value: string) => value.replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char));
const number = (raw: string) => (raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw));

/** Prometheus's text exposition format (version 0.0.4): comments, then `name{label="value",…} value [timestamp]`. */
function parseExposition(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (\S+)$/.exec(line);
      if (type) types.set(type[1], type[2]);
      continue;
    }
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL)) labels[name] = unescape(value);
    samples.push({ name: match[1], labels, value: number(match[3]) });
  }
  return { samples, types };
}

/** The sum of the samples of `name` whose labels include `labels`. */
function total(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  return scrape.samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

const has = (scrape: Scrape, name: string) => scrape.samples.some((sample) => sample.name === name);

describe.each(testDialects())('metrics on %s', (dialect) => {
  let t: TestApp;
  /** The same database without METRICS_TOKEN, and with a tight request limit. */
  let plain: TestApp;
  let identity: TestServer;

  beforeAll(async () => {
    t = await createTestApp(dialect, { metricsToken: TOKEN, rateLimitMax: 1000 });
    plain = await createTestAppOn(t, { rateLimitMax: 2 });
    identity = await startServer(t.db);
  }, 60_000);
  afterAll(async () => {
    await identity?.close();
    await plain?.close();
    await t?.close();
  }, 30_000);

  async function scrape(): Promise<Scrape> {
    const response = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(response.body);
  }

  test('requests by route pattern, method and status; the database, the read cache and the process', async () => {
    const tool = await createTool(t.db);
    const before = await scrape();
    for (let n = 0; n < 3; n += 1) expect((await t.inject({ method: 'GET', url: '/api/aiTools?limit=9&offset=0' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/aiTools/${tool.id}` })).statusCode).toBe(200);
    expect((await t.inject({ method: 'HEAD', url: '/api/aiTools?limit=9&offset=0' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/bestaat-niet' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/aiTools/${tool.id}` })).statusCode).toBe(401);
    const after = await scrape();
    const requests = (labels: Record<string, string>) =>
      total(after, 'roadmap_http_request_duration_seconds_count', labels) - total(before, 'roadmap_http_request_duration_seconds_count', labels);

    expect(after.types.get('roadmap_http_request_duration_seconds')).toBe('histogram');
    expect(requests({ route: '/api/aiTools', method: 'GET', status: '200' })).toBe(3);
    expect(requests({ route: '/api/aiTools/:id', method: 'GET', status: '200' })).toBe(1);
    expect(requests({ route: '/api/aiTools', method: 'HEAD', status: '200' })).toBe(1);
    expect(requests({ route: '/api/aiTools/:id', method: 'DELETE', status: '401' })).toBe(1);
    // No route matched: a fixed label, never the address asked for.
    expect(requests({ route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
    const routes = new Set(after.samples.map((sample) => sample.labels.route).filter(Boolean));
    expect([...routes].filter((route) => route.includes('bestaat-niet') || route.includes(String(tool.id)))).toEqual([]);
    // The histogram's buckets are cumulative: +Inf holds every request.
    expect(total(after, 'roadmap_http_request_duration_seconds_bucket', { route: '/api/aiTools', method: 'GET', status: '200', le: '+Inf' })).toBe(
      total(after, 'roadmap_http_request_duration_seconds_count', { route: '/api/aiTools', method: 'GET', status: '200' }),
    );

    expect(after.types.get('roadmap_db_query_duration_seconds')).toBe('histogram');
    expect(total(after, 'roadmap_db_query_duration_seconds_count', { dialect, kind: 'read' })).toBeGreaterThan(total(before, 'roadmap_db_query_duration_seconds_count', { dialect, kind: 'read' }));
    expect(total(after, 'roadmap_db_query_duration_seconds_count', { dialect, kind: 'write' })).toBeGreaterThan(0);
    expect(total(after, 'roadmap_db_query_duration_seconds_sum', { dialect })).toBeGreaterThan(0);
    // Labels of the database are its dialect and read or write, nothing taken from the SQL.
    for (const sample of after.samples.filter((candidate) => candidate.name.startsWith('roadmap_db_query_'))) {
      expect(Object.keys(sample.labels).filter((key) => key !== 'le').sort()).toEqual(['dialect', 'kind']);
    }

    const lookups = (result: string) => total(after, 'roadmap_read_cache_lookups_total', { result }) - total(before, 'roadmap_read_cache_lookups_total', { result });
    if (t.dataVersion !== null) expect(lookups('hit') + lookups('miss')).toBe(4);
    // The same list four times (GET, and HEAD once) with no write in between: computed once at most.
    if (dialect === 'sqlite') expect(lookups('hit')).toBeGreaterThanOrEqual(3);

    // prom-client's default metrics: the event loop, memory, garbage collection, CPU.
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_user_seconds_total', 'process_resident_memory_bytes']) {
      expect({ name, present: has(after, name) }).toEqual({ name, present: true });
    }
    expect(after.types.get('nodejs_gc_duration_seconds')).toBe('histogram');

    if (dialect === 'postgres') {
      // The test database's pool: 4 connections at most, at least one opened by now.
      expect(total(after, 'roadmap_db_pool_max_connections')).toBe(4);
      expect(total(after, 'roadmap_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(total(after, 'roadmap_db_pool_idle_connections')).toBeLessThanOrEqual(total(after, 'roadmap_db_pool_connections'));
      expect(has(after, 'roadmap_db_pool_waiting_queries')).toBe(true);
    } else {
      expect(has(after, 'roadmap_db_pool_connections')).toBe(false);
    }
  });

  test('logins of the embedded provider: successes, wrong passwords and lock-outs, each counted once', async () => {
    const email = `metriek-${dialect}@example.org`;
    const password = 'Geheim#2026';
    const newcomer = new Browser();
    const start = await authorize(newcomer, identity);
    const registration = await newcomer.follow(start.page.url.replace(/\/?$/, '/register'));
    await newcomer.submit(registration, { email, firstname: 'Mia', lastname: 'Peeters', password, password2: password });

    const before = await scrape();
    const browser = new Browser();
    const { page } = await authorize(browser, identity);
    expect((await browser.submit(page, { email, password: 'Fout#2026' })).status).toBe(401);
    const ok = await browser.submit(page, { email, password });
    expect(ok.url.startsWith(start.redirectUri)).toBe(true);
    // Three more wrong ones make the account wait: the next attempt is refused unchecked.
    const other = new Browser();
    const again = await authorize(other, identity);
    for (let n = 0; n < 3; n += 1) expect((await other.submit(again.page, { email, password: `Fout#202${n}` })).status).toBe(401);
    expect((await other.submit(again.page, { email, password })).status).toBe(429);
    const after = await scrape();
    const logins = (outcome: string) =>
      total(after, 'roadmap_login_attempts_total', { form: 'login', outcome }) - total(before, 'roadmap_login_attempts_total', { form: 'login', outcome });

    expect(after.types.get('roadmap_login_attempts_total')).toBe('counter');
    expect({ success: logins('success'), wrong: logins('wrong_password'), lockedAccount: logins('locked_account'), lockedAddress: logins('locked_address') }).toEqual({
      success: 1,
      wrong: 4,
      lockedAccount: 1,
      lockedAddress: 0,
    });
  }, 30_000);

  test('refusals by the request limit and by the per-account write limit, labelled by limit', async () => {
    const { headers } = await userWithToken(t.db, ['user']);
    const before = await scrape();
    const limited: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const post = (await createForumPost(t.db)).id;
      limited.push((await plain.inject({ method: 'POST', url: '/api/comments', headers, remoteAddress: '203.0.113.50', payload: { content: 'Hallo', issueId: post } })).statusCode);
    }
    expect(limited).toEqual([201, 201, 429]);
    // The 30 writes an hour, then one more.
    const statuses: number[] = [];
    for (let n = 0; n <= WRITE_LIMITS.write.max - 2; n += 1) {
      const post = (await createForumPost(t.db)).id;
      statuses.push((await t.inject({ method: 'POST', url: '/api/comments', headers, payload: { content: 'Hallo', issueId: post } })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 201)).toHaveLength(WRITE_LIMITS.write.max - 2);
    const after = await scrape();
    const refusals = (limit: string) => total(after, 'roadmap_limit_refusals_total', { limit }) - total(before, 'roadmap_limit_refusals_total', { limit });
    expect({ perAddress: refusals('requests_per_address'), accountWrites: refusals('account_writes'), accountQuestions: refusals('account_questions') }).toEqual({
      perAddress: 1,
      accountWrites: 1,
      accountQuestions: 0,
    });
    expect(total(after, 'roadmap_http_request_duration_seconds_count', { route: '/api/comments', method: 'POST', status: '429' })).toBeGreaterThanOrEqual(1);
  }, 60_000);

  test('mail handed to the outbox, and mail an SMTP server never took', async () => {
    const log = { info() {}, error() {} } as unknown as FastifyBaseLogger;
    const before = await scrape();
    await createMailer({ from: 'roadmap@example.org', db: t.db, log }).send({ to: 'ann@example.org', subject: 'Onderwerp', text: 'Tekst' });
    const nobody = await freePort();
    const smtp = createMailer({ smtpUrl: `smtp://127.0.0.1:${nobody}`, from: 'roadmap@example.org', db: t.db, log });
    await expect(smtp.send({ to: 'ann@example.org', subject: 'Onderwerp', text: 'Tekst' })).rejects.toThrow();
    const after = await scrape();
    const mails = (labels: Record<string, string>) => total(after, 'roadmap_mails_total', labels) - total(before, 'roadmap_mails_total', labels);
    expect({
      outboxSent: mails({ transport: 'outbox', outcome: 'sent' }),
      smtpSent: mails({ transport: 'smtp', outcome: 'sent' }),
      smtpFailed: mails({ transport: 'smtp', outcome: 'failed' }),
    }).toEqual({ outboxSent: 1, smtpSent: 0, smtpFailed: 1 });
  });

  test('only with the token: 401 without it, with another one or another scheme; never in the OpenAPI document', async () => {
    for (const authorization of [undefined, 'Bearer ', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, TOKEN]) {
      const response = await t.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect({ authorization, status: response.statusCode }).toEqual({ authorization, status: 401 });
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('roadmap_');
    }
    const openapi = (await t.get('/api/docs/json')).body;
    expect(Object.keys(openapi.paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });

  test('without METRICS_TOKEN there is no /metrics: 404, with or without a bearer', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await plain.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

test('METRICS_TOKEN: optional; 16 or more characters without spaces', () => {
  expect(readConfig({}).metricsToken).toBeUndefined();
  expect(readConfig({ METRICS_TOKEN: `  ${TOKEN}  ` }).metricsToken).toBe(TOKEN);
  expect(() => readConfig({ METRICS_TOKEN: 'kort' })).toThrow(/METRICS_TOKEN/);
  expect(() => readConfig({ METRICS_TOKEN: 'met spatie 0123456789' })).toThrow(/METRICS_TOKEN/);
});
