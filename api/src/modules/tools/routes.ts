// Tool routes (SPEC §7 Tools): HTTP in and out. Rules live in the service, rows in the repository; who sees which
// tool in visibility.ts, so a read hands the service its caller (request.auth) and no route restricts a read by role.
import {
  AiToolBodySchema,
  AiToolEditBodySchema,
  AiToolListQuerySchema,
  AiToolSchema,
    ApprovedQuerySchema,
  IdParamsSchema,
  ManagedAiToolSchema,
  NoContentSchema,
  ProviderIdParamsSchema,
  ToolCountrySchema,
  ToolHistoryEntrySchema,
  listOf,
} from 'shared/contracts';
import type { AiToolBody } from 'shared/contracts';
import type { FastifyRequest } from 'fastify';
import { isAdmin, requireCaller } from '../../auth/access.ts';
import { SELF_ENCODED, sendCachedJson } from '../cached-json.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['AI-tools'];
const AiToolListSchema = listOf(AiToolSchema);
/**
 * Every table tools.listApproved reads (the tool repository's list: rows, ratings and which of them count, which
 * needs users for the shared deleted account; provider, keywords, search index): a write to any other table keeps
 * the cached pages.
 */
const TOOL_LIST_READS = ['ai_tools', 'reviews', 'users', 'providers', 'keywords', 'ai_tool_keywords', 'ai_tool_search'] as const;
const COUNTRIES_READS = ['ai_tools'] as const;
/** A submitted tool belongs to one of the caller's own providers. */
const providerInBody = (request: FastifyRequest) => (request.body as Pick<AiToolBody, 'provider_id'>).provider_id;

export const toolRoutes: FeatureRoutes = async (app, { services: { tools }, readCache }) => {
  app.get('/aiTools', {
    config: { access: 'anyone', replay: true },
    schema: {
      summary: 'Goedgekeurde AI-tools, op naam, met filters en paginering',
      tags,
      querystring: AiToolListQuerySchema,
      response: withErrors({ 200: AiToolListSchema }, [400]),
    },
    ...SELF_ENCODED,
    // The hot read of the home page: served from the exact read cache as serialised JSON (db/read-cache.ts).
    // The validated address is the key, so a hit costs no parsing of the filters.
    handler: (request, reply) =>
      sendCachedJson(request, reply, readCache.get(request.url, TOOL_LIST_READS, async () => String(reply.serialize(await tools.listApproved(request.query))))),
  });

  app.get('/aiTools/countries', {
    config: { access: 'anyone', replay: true },
    schema: {
      summary: 'De landen waar goedgekeurde AI-tools vandaan komen, met het aantal: de meeste eerst (voor het landenfilter)',
      tags,
      response: withErrors({ 200: listOf(ToolCountrySchema) }, []),
    },
    ...SELF_ENCODED,
    // Read on every visit of the home page and the same for everybody: from the read cache under one key (a query
    // string changes nothing), renewed by a write to ai_tools, the only table tools.countries reads.
    handler: (request, reply) =>
      sendCachedJson(request, reply, readCache.get('GET /aiTools/countries', COUNTRIES_READS, async () => String(reply.serialize(await tools.countries())))),
  });

  app.get('/aiTools/approved', {
    config: { access: 'anyone' },
    schema: {
      summary: 'AI-tools per goedkeuringsstatus: de goedgekeurde, of de niet-goedgekeurde die de aanroeper mag zien (de eigen; voor een admin alle)',
      tags,
      querystring: ApprovedQuerySchema,
      response: withErrors({ 200: AiToolListSchema }, [400]),
    },
    handler: async (request) => tools.listByApproval(request.auth, request.query.approved),
  });

  app.get('/aiTools/managed', {
    config: { access: 'provider' },
    schema: {
      summary: 'De AI-tools van de providers die de aanroeper beheert, in elke status',
      tags,
      response: withErrors({ 200: listOf(ManagedAiToolSchema) }, []),
    },
    handler: async (request) => tools.listManaged(requireCaller(request)),
  });

  app.get('/aiTools/awaitingDecision', {
    config: { access: 'admin' },
    schema: {
      summary: 'De AI-tools die op een beslissing van een admin wachten, langst wachtend eerst (admin)',
      tags,
      response: withErrors({ 200: listOf(ManagedAiToolSchema) }, []),
    },
    handler: async (request) => tools.listAwaitingDecision(requireCaller(request)),
  });

  // The route's old name, answered as before for a remote deployed before the two above (remotes deploy alone).
  app.get('/aiTools/mine', {
    config: { access: 'provider' },
    schema: {
      summary: 'Verouderd: gebruik /aiTools/awaitingDecision (admin) of /aiTools/managed (provider)',
      tags,
      deprecated: true,
      response: withErrors({ 200: listOf(ManagedAiToolSchema) }, []),
    },
    handler: async (request) => {
      const caller = requireCaller(request);
      return isAdmin(caller) ? tools.listAwaitingDecision(caller) : tools.listManaged(caller);
    },
  });

  app.get('/aiTools/:id', {
    config: { access: 'anyone' },
    schema: {
      summary: 'Eén AI-tool: goedgekeurd, of niet goedgekeurd voor de eigenaar en admins',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 200: AiToolSchema }),
    },
    handler: async (request) => tools.findVisible(request.auth, request.params.id),
  });

  app.get('/aiTools/:id/related', {
    config: { access: 'anyone' },
    schema: {
      summary: 'Tot vier vergelijkbare AI-tools die de aanroeper mag zien: gedeelde keywords (elk 2 punten) en dezelfde fase (1 punt)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 200: AiToolListSchema }),
    },
    handler: async (request) => tools.listRelated(request.auth, request.params.id),
  });

  app.get('/aiTools/:id/history', {
    config: { access: { role: 'provider', owner: { row: 'tool' } } },
    schema: {
      summary: 'De geschiedenis van een AI-tool (de eigenaar en admins; admins ook na verwijdering)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 200: listOf(ToolHistoryEntrySchema) }),
    },
    handler: async (request) => tools.history(requireCaller(request), request.params.id),
  });

  app.get('/aiTools/provider/:providerId', {
    config: { access: 'anyone' },
    schema: {
      summary: 'De AI-tools van een provider: de goedgekeurde, voor de eigenaar en admins ook de niet-goedgekeurde',
      tags,
      params: ProviderIdParamsSchema,
      response: withErrors({ 200: AiToolListSchema }),
    },
    handler: async (request) => tools.listOfProvider(request.auth, request.params.providerId),
  });

  app.post('/aiTools/create', {
    config: { access: 'admin' },
    schema: { summary: 'AI-tool aanmaken (admin)', tags, body: AiToolBodySchema, response: withErrors({ 201: AiToolSchema }, [400, 404, 409]) },
    handler: async (request, reply) => reply.code(201).send(await tools.create(requireCaller(request), request.body)),
  });

  app.post('/aiTools/submit', {
    config: { access: { role: 'provider', owner: { row: 'provider', idOf: providerInBody } } },
    schema: {
      summary: 'AI-tool indienen voor een eigen provider',
      tags,
      body: AiToolBodySchema,
      response: withErrors({ 201: AiToolSchema }, [400, 409]),
    },
    handler: async (request, reply) => reply.code(201).send(await tools.submit(requireCaller(request), request.body)),
  });

  app.put('/aiTools/:id', {
    config: { access: { role: 'provider', owner: { row: 'tool' } } },
    schema: {
      summary: 'AI-tool wijzigen (de provider van de AI-tool of een admin)',
      tags,
      params: IdParamsSchema,
      body: AiToolEditBodySchema,
      response: withErrors({ 200: AiToolSchema }, [400, 404, 409]),
    },
    handler: async (request) => tools.update(requireCaller(request), request.params.id, request.body),
  });

  app.delete('/aiTools/:id', {
    config: { access: { role: 'provider', owner: { row: 'tool' } } },
    schema: {
      summary: 'AI-tool verwijderen (de provider van de AI-tool of een admin)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 204: NoContentSchema }, [400, 404]),
    },
    handler: async (request, reply) => {
      await tools.remove(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
