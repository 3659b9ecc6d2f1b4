// Tool-keyword link routes (SPEC §7 Keywords): HTTP in and out.
import {
  AiToolKeywordBodySchema,
  AiToolKeywordLinkParamsSchema,
  AiToolKeywordSchema,
  KeywordIdParamsSchema,
  NamedAiToolKeywordSchema,
  NoContentSchema,
  ToolIdParamsSchema,
  listOf,
} from 'shared/contracts';
import type { AiToolKeywordBody, AiToolKeywordLinkParams } from 'shared/contracts';
import type { FastifyRequest } from 'fastify';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';
import { linkIds } from './service.ts';

const tags = ['Keywords'];
// A link belongs to whoever owns its tool.
const toolInBody = (request: FastifyRequest) => (request.body as AiToolKeywordBody).aiTool_id;
const toolInLink = (request: FastifyRequest) => linkIds((request.params as AiToolKeywordLinkParams).link).toolId;

export const toolKeywordRoutes: FeatureRoutes = async (app, { services: { toolKeywords } }) => {
  app.get('/aiToolKeywords', {
    config: { access: 'anyone' },
    schema: { summary: 'Koppelingen van goedgekeurde AI-tools', tags, response: withErrors({ 200: listOf(AiToolKeywordSchema) }, []) },
    handler: async () => toolKeywords.listApproved(),
  });

  app.get('/aiToolKeywords/keyword/:keywordId', {
    config: { access: 'anyone' },
    schema: {
      summary: 'Koppelingen van één keyword (goedgekeurde AI-tools)',
      tags,
      params: KeywordIdParamsSchema,
      response: withErrors({ 200: listOf(AiToolKeywordSchema) }),
    },
    handler: async (request) => toolKeywords.listOfKeyword(request.params.keywordId),
  });

  app.get('/aiToolKeywords/aiTool/:toolId', {
    config: { access: 'anyone' },
    schema: {
      summary: 'Keywords van één AI-tool, met naam (een niet goedgekeurde: enkel voor de eigenaar en admins)',
      tags,
      params: ToolIdParamsSchema,
      response: withErrors({ 200: listOf(NamedAiToolKeywordSchema) }),
    },
    handler: async (request) => toolKeywords.listOfTool(request.auth, request.params.toolId),
  });

  app.post('/aiToolKeywords', {
    config: { access: { role: 'provider', owner: { row: 'tool', idOf: toolInBody } } },
    schema: {
      summary: 'Keyword aan AI-tool koppelen (de provider van de AI-tool of een admin)',
      tags,
      body: AiToolKeywordBodySchema,
      response: withErrors({ 201: AiToolKeywordSchema }, [400, 404, 409]),
    },
    handler: async (request, reply) => reply.code(201).send(await toolKeywords.link(requireCaller(request), request.body)),
  });

  app.delete('/aiToolKeywords/:link', {
    config: { access: { role: 'provider', owner: { row: 'tool', idOf: toolInLink } } },
    schema: {
      summary: 'Koppeling verwijderen: pad /aiToolKeywords/{toolId}&&{keywordId}',
      tags,
      params: AiToolKeywordLinkParamsSchema,
      response: withErrors({ 204: NoContentSchema }, [400, 404]),
    },
    handler: async (request, reply) => {
      const { toolId, keywordId } = linkIds(request.params.link);
      await toolKeywords.unlink(requireCaller(request), toolId, keywordId);
      return reply.code(204).send(null);
    },
  });
};
