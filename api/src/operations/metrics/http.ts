// Every answer's time, by route pattern, method and status. Each route gets a hook of its own that holds its
// pattern (request.routeOptions builds an object at every read); a root hook takes the requests no route matched.
// Replies a route hijacks (the OpenID provider's own endpoints) are not seen.
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { httpRequestDuration, UNMATCHED_ROUTE } from './metrics.ts';

const unmatched = httpRequestDuration.recorderFor(UNMATCHED_ROUTE);

function observeUnmatched(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
  done();
}

/** Call on the root instance before any plugin registers routes: hooks added later miss those. */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const record = httpRequestDuration.recorderFor(route.url);
    const observe: onResponseHookHandler = (request, reply, done) => {
      record(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = [...(route.onResponse === undefined ? [] : [route.onResponse].flat()), observe];
  });
  app.addHook('onResponse', observeUnmatched);
}
