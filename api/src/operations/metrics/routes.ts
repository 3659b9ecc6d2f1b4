// GET /metrics: the registry in Prometheus's text format, for whoever holds METRICS_TOKEN (a bearer token). Not
// under /api (no rate limit, no access gate, not in the OpenAPI document): a scraper is no user of the API.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../errors/api-error.ts';
import { registry, startDefaultMetrics } from './metrics.ts';

export interface MetricsRouteOptions {
  /** METRICS_TOKEN: the bearer a scraper sends. */
  token: string;
}

/** Digests of equal length, so the comparison takes the same time whatever the length or content of a guess. */
const digest = (value: string) => createHash('sha256').update(value).digest();

export const metricsRoutes: FastifyPluginAsync<MetricsRouteOptions> = async (app, { token }) => {
  const expected = digest(token);
  startDefaultMetrics();
  app.get('/metrics', {
    schema: { hide: true },
    onRequest: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (given !== '' && timingSafeEqual(digest(given), expected)) return done();
      reply.header('www-authenticate', 'Bearer');
      done(unauthorized());
    },
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics()),
  });
};
