// Tool routes (SPEC §7 Tools): thin, the queries live in the repository.
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../auth/require-auth.ts';
import { ApiError, notFound, unauthorized } from '../../errors/api-error.ts';
import { sendCachedJson } from '../cached-json.ts';
import { withErrors } from '../common-schema.ts';
import type { ModuleOptions } from '../module-options.ts';
import { registerWriteRoutes } from '../write-routes.ts';
import { createToolRepository } from './repository.ts';
import type { ToolFilters } from './repository.ts';
import {
  approvedQuery,
  providerIdParams,
  toolBody,
  toolIdParams,
  toolListQuery,
  toolListSchema,
  toolSchema,
  toolSubmitBody,
} from './schema.ts';
import type { ToolListQuery } from './schema.ts';

const tags = ['AI-tools'];

function splitValues(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return [...new Set(value.split(/[ +]+/).filter(Boolean))];
}

export function filtersOf(query: ToolListQuery): ToolFilters {
  return {
    eventprocess: splitValues(query.eventprocess),
    origin: splitValues(query.origin?.toUpperCase()),
    keywordIds: splitValues(query.id)?.map(Number),
  };
}

export async function toolRoutes(app: FastifyInstance, { db, verifyAccessToken, readCache }: ModuleOptions): Promise<void> {
  const tools = createToolRepository(db);

  app.get<{ Querystring: ToolListQuery }>('/aiTools', {
    schema: {
      summary: 'Goedgekeurde AI-tools, op naam, met filters en paginering',
      tags,
      querystring: toolListQuery,
      response: withErrors({ 200: toolListSchema }, [400]),
    },
    handler: async (request, reply) => {
      const { limit = -1, offset = 0 } = request.query;
      // The hot read of the home page: served from the exact read cache as serialised JSON (db/read-cache.ts).
      // The validated address is the key, so a hit costs no parsing of the filters.
      const body = await readCache.get(request.url, async () =>
        String(reply.serialize(await tools.list(1, filtersOf(request.query), { limit, offset }))),
      );
      return sendCachedJson(request, reply, body);
    },
  });

  app.get<{ Querystring: { approved: boolean } }>('/aiTools/approved', {
    schema: {
      summary: 'AI-tools per goedkeuringsstatus (niet-goedgekeurde enkel voor een admin)',
      tags,
      querystring: approvedQuery,
      response: withErrors({ 200: toolListSchema }, [400, 401, 403]),
    },
    handler: async (request) => {
      if (request.query.approved) return tools.list(1, {}, {});
      const token = bearerToken(request);
      const claims = token === null ? null : await verifyAccessToken(token);
      if (claims === null) throw unauthorized();
      if (!claims.roles.includes('admin')) throw new ApiError(403, 'FORBIDDEN', 'Enkel een administrator ziet niet-goedgekeurde AI-tools.');
      return tools.list(0, {}, {});
    },
  });

  app.get<{ Params: { id: number } }>('/aiTools/:id', {
    schema: { summary: 'Eén goedgekeurde AI-tool', tags, params: toolIdParams, response: withErrors({ 200: toolSchema }) },
    handler: async (request) => {
      const tool = await tools.findApproved(request.params.id);
      if (tool === undefined) throw notFound(`Geen AI-tool met id ${request.params.id}.`);
      return tool;
    },
  });

  app.get<{ Params: { providerId: number } }>('/aiTools/provider/:providerId', {
    schema: {
      summary: 'De goedgekeurde AI-tools van een goedgekeurde provider',
      tags,
      params: providerIdParams,
      response: withErrors({ 200: toolListSchema }),
    },
    handler: async (request) => {
      const list = await tools.listOfApprovedProvider(request.params.providerId);
      if (list === undefined) throw notFound(`Geen provider met id ${request.params.providerId}.`);
      return list;
    },
  });

  registerWriteRoutes(app, [
    { method: 'POST', url: '/aiTools/create', summary: 'AI-tool aanmaken (admin)', tags, body: toolBody, success: [201, toolSchema] },
    { method: 'POST', url: '/aiTools/submit', summary: 'AI-tool indienen (provider)', tags, body: toolSubmitBody, success: [201, toolSchema] },
    { method: 'PUT', url: '/aiTools/:id', summary: 'AI-tool wijzigen', tags, params: toolIdParams, body: toolBody, success: [200, toolSchema] },
    { method: 'DELETE', url: '/aiTools/:id', summary: 'AI-tool verwijderen', tags, params: toolIdParams, success: [204, null] },
  ]);
}
