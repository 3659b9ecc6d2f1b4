// Requests per minute per client on /api: one counter hit per request (api/src/limits/counters.ts). In memory the
// hook stays synchronous, a Map lookup (an async hook chain, as @fastify/rate-limit's, cost 15–20 % of the tool
// list's throughput: docs/decisions/0005-budgets.md); with Redis every API process counts together.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, messages } from './errors/api-error.ts';
import type { Count, Counters } from './limits/counters.ts';
import { limitRefusals } from './operations/metrics/metrics.ts';

const WINDOW_MS = 60_000;

/** IPv6 clients often get a whole /64; counting per address would let one client rotate through it. */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip;
  return ip.split(':').slice(0, 4).join(':');
}

/** The 429 of any limit: the error model with the seconds to wait, and Retry-After. */
export function rateLimited(reply: FastifyReply, resetAt: number, now = Date.now()): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  reply.header('retry-after', retryAfterSeconds);
  return new ApiError(429, 'RATE_LIMITED', messages.rateLimited, { retryAfterSeconds });
}

/** The counters (Redis) do not answer: no limit can be applied, and the answer says a dependency is down (readiness too). */
function countersUnavailable(error: unknown): ApiError {
  return new ApiError(503, 'SERVICE_UNAVAILABLE', 'De tellers van de limieten (Redis) antwoorden niet.', undefined, { cause: error });
}

/** Counts one request of the client at `ip` in its window (the pipeline's hook below, and a replayed answer). */
export function countRequest(counters: Counters, ip: string): Count | Promise<Count> {
  return counters.hit(`ip:${clientKey(ip)}`, WINDOW_MS);
}

export function registerRateLimit(app: FastifyInstance, max: number, counters: Counters, now: () => number = Date.now): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const verdict = ({ count, resetAt }: Count) => {
      if (count > max) limitRefusals.inc({ limit: 'requests_per_address' });
      done(count <= max ? undefined : rateLimited(reply, resetAt, now()));
    };
    const result = countRequest(counters, request.ip);
    if (result instanceof Promise) result.then(verdict, (error: unknown) => done(countersUnavailable(error)));
    else verdict(result);
  });
}
