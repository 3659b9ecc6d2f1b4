// Requests per minute per client on /api, counted in one fixed window for all clients: a synchronous hook with
// one Map lookup. @fastify/rate-limit (an async chain, an LRU, IPv6 parsing and three headers on every answer)
// cost 15–20 % of the tool list's throughput (docs/decisions/0005-budgets.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, messages } from './errors/api-error.ts';

const WINDOW_MS = 60_000;
/** More distinct clients than this in one window is an attack on the counter itself: start a new window. */
const MAX_CLIENTS = 100_000;

/** IPv6 clients often get a whole /64; counting per address would let one client rotate through it. */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip;
  return ip.split(':').slice(0, 4).join(':');
}

export function registerRateLimit(app: FastifyInstance, max: number, now: () => number = Date.now): void {
  let windowStart = now();
  let counts = new Map<string, number>();
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const time = now();
    if (time - windowStart >= WINDOW_MS || counts.size >= MAX_CLIENTS) {
      windowStart = time;
      counts = new Map();
    }
    const key = clientKey(request.ip);
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count <= max) {
      done();
      return;
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + WINDOW_MS - time) / 1000));
    reply.header('retry-after', retryAfterSeconds);
    done(new ApiError(429, 'RATE_LIMITED', messages.rateLimited, { retryAfterSeconds }));
  });
}
