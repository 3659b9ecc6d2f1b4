// The write calls of SPEC §7 that are registered with their schemas (so the OpenAPI document is complete)
// before their issue implements them. The policy gate (auth/permissions.ts, attached by the app to every route
// with a rule other than 'anyone') runs first: 401 without a valid
// bearer, 403 when the route's rule refuses the caller. A caller the rule lets in gets 501 NOT_IMPLEMENTED
// until the route's issue replaces the handler, rather than a pretended success.
import type { FastifyInstance, HTTPMethods, RouteHandlerMethod } from 'fastify';
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
  /** The implementation; absent = 501 NOT_IMPLEMENTED. */
  handler?: RouteHandlerMethod;
}

export function registerWriteRoutes(app: FastifyInstance, routes: WriteRoute[]): void {
  for (const route of routes) {
    const [status, schema] = route.success;
    app.route({
      method: route.method,
      url: route.url,
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
      handler:
        route.handler ??
        (async () => {
          throw new ApiError(501, 'NOT_IMPLEMENTED', 'Deze schrijfactie is nog niet beschikbaar.');
        }),
    });
  }
}
