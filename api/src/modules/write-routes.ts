// The write calls of SPEC §7: registered now with their schemas (so the OpenAPI document and the 401 gate
// are complete), implemented with the login issue. Until then the gate answers 401 to everyone, since no
// token can verify, and the handler below is not reachable; should a verifier be plugged in before the
// writes exist, the call answers 501 NOT_IMPLEMENTED instead of pretending to succeed.
import type { FastifyInstance, HTTPMethods, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import { withErrors } from './common-schema.ts';

export interface WriteRoute {
  method: HTTPMethods;
  url: string;
  summary: string;
  tags: string[];
  params?: object;
  querystring?: object;
  body?: object;
  /** The success status and its response schema (null = no content). */
  success: [status: number, schema: object | null];
  consumes?: string[];
}

export function registerWriteRoutes(app: FastifyInstance, authGate: onRequestAsyncHookHandler, routes: WriteRoute[]): void {
  for (const route of routes) {
    const [status, schema] = route.success;
    app.route({
      method: route.method,
      url: route.url,
      onRequest: authGate,
      schema: {
        summary: route.summary,
        tags: route.tags,
        security: [{ bearerAuth: [] }],
        ...(route.params ? { params: route.params } : {}),
        ...(route.querystring ? { querystring: route.querystring } : {}),
        ...(route.body ? { body: route.body } : {}),
        ...(route.consumes ? { consumes: route.consumes } : {}),
        response: withErrors(
          { [status]: schema ?? { type: 'null', description: 'Geen inhoud' } },
          [400, 401, 403, 404, 409],
        ),
      },
      handler: async () => {
        throw new ApiError(501, 'NOT_IMPLEMENTED', 'Deze schrijfactie is nog niet beschikbaar.');
      },
    });
  }
}
