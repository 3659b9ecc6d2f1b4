// Tool-keyword link routes (SPEC §7 Keywords).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors/api-error.ts';
import { withErrors } from '../common-schema.ts';
import { createKeywordRepository } from '../keywords/repository.ts';
import type { ModuleOptions } from '../module-options.ts';
import { createToolRepository } from '../tools/repository.ts';
import { registerWriteRoutes } from '../write-routes.ts';
import { createToolKeywordRepository } from './repository.ts';
import {
  keywordIdParams,
  linkParams,
  namedToolKeywordListSchema,
  toolIdParams,
  toolKeywordBody,
  toolKeywordListSchema,
  toolKeywordSchema,
} from './schema.ts';

const tags = ['Keywords'];

export async function toolKeywordRoutes(app: FastifyInstance, { db }: ModuleOptions): Promise<void> {
  const links = createToolKeywordRepository(db);
  const keywords = createKeywordRepository(db);
  const tools = createToolRepository(db);

  app.get('/aiToolKeywords', {
    schema: { summary: 'Koppelingen van goedgekeurde AI-tools', tags, response: withErrors({ 200: toolKeywordListSchema }, []) },
    handler: async () => {
      const data = await links.listApproved();
      return { data, count: data.length };
    },
  });

  app.get<{ Params: { keywordId: number } }>('/aiToolKeywords/keyword/:keywordId', {
    schema: {
      summary: 'Koppelingen van één keyword (goedgekeurde AI-tools)',
      tags,
      params: keywordIdParams,
      response: withErrors({ 200: toolKeywordListSchema }),
    },
    handler: async (request) => {
      if (!(await keywords.exists(request.params.keywordId))) throw notFound(`Geen keyword met id ${request.params.keywordId}.`);
      const data = await links.listOfKeyword(request.params.keywordId);
      return { data, count: data.length };
    },
  });

  app.get<{ Params: { toolId: number } }>('/aiToolKeywords/aiTool/:toolId', {
    schema: {
      summary: 'Keywords van één goedgekeurde AI-tool, met naam',
      tags,
      params: toolIdParams,
      response: withErrors({ 200: namedToolKeywordListSchema }),
    },
    handler: async (request) => {
      if (!(await tools.isApproved(request.params.toolId))) throw notFound(`Geen AI-tool met id ${request.params.toolId}.`);
      const data = await links.listOfTool(request.params.toolId);
      return { data, count: data.length };
    },
  });

  registerWriteRoutes(app, [
    { method: 'POST', url: '/aiToolKeywords', summary: 'Keyword aan AI-tool koppelen', tags, body: toolKeywordBody, success: [201, toolKeywordSchema] },
    {
      method: 'DELETE',
      url: '/aiToolKeywords/:link',
      summary: 'Koppeling verwijderen: pad /aiToolKeywords/{toolId}&&{keywordId}',
      tags,
      params: linkParams,
      success: [204, null],
    },
  ]);
}

