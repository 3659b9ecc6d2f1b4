// The rate limit on its own: a window per minute, a count per client (an IPv6 client per /64), the error model.
import Fastify from 'fastify';
import { registerErrorHandling } from './errors/error-handler.ts';
import { memoryCounters } from './limits/counters.ts';
import { redisCounters } from './limits/redis-counters.ts';
import { clientKey, registerRateLimit } from './rate-limit.ts';

async function limitedApp(max: number, clock: { time: number }) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  registerRateLimit(app, max, memoryCounters(() => clock.time), () => clock.time);
  app.get('/x', async () => ({ ok: true }));
  await app.ready();
  return app;
}

test('IPv4 and IPv4-mapped addresses count one by one; IPv6 addresses per /64', () => {
  expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  expect(clientKey('::ffff:203.0.113.9')).toBe('::ffff:203.0.113.9');
  expect(clientKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb');
  expect(clientKey('2001:db8:aa:bb:ffff::1')).toBe('2001:db8:aa:bb');
});

test('the request after the maximum answers 429 with the error model and Retry-After; a new minute starts afresh', async () => {
  const clock = { time: 1_000_000 };
  const app = await limitedApp(2, clock);
  const get = (remoteAddress = '198.51.100.1') => app.inject({ method: 'GET', url: '/x', remoteAddress });
  try {
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    clock.time += 15_000;
    const refused = await get();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'Te veel aanvragen. Probeer het straks opnieuw.', details: { retryAfterSeconds: 45 }, requestId: expect.any(String) });
    expect(refused.headers['retry-after']).toBe('45');
    expect((await get('198.51.100.2')).statusCode).toBe(200);
    clock.time += 45_000;
    expect((await get()).statusCode).toBe(200);
  } finally {
    await app.close();
  }
});

describe('with the counters in Redis (REDIS_URL), two API processes count together', () => {
  const url = process.env.TEST_REDIS_URL;
  const maybe = url ? test : test.skip;

  maybe('the second app refuses what the first one counted', async () => {
    const prefix = `test:${process.pid}:${Date.now()}:`;
    const make = async () => {
      const app = Fastify({ logger: false });
      registerErrorHandling(app);
      const counters = redisCounters(url!, prefix);
      app.addHook('onClose', () => counters.close());
      registerRateLimit(app, 3, counters);
      app.get('/x', async () => ({ ok: true }));
      await app.ready();
      return app;
    };
    const [first, second] = [await make(), await make()];
    const get = (app: typeof first) => app.inject({ method: 'GET', url: '/x', remoteAddress: '198.51.100.7' });
    try {
      expect((await get(first)).statusCode).toBe(200);
      expect((await get(second)).statusCode).toBe(200);
      expect((await get(first)).statusCode).toBe(200);
      const refused = await get(second);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
