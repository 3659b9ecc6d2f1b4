// Keyword routes (SPEC §7 Keywords).
import type { FastifyInstance } from 'fastify';
import type { Paging } from '../../db/paging.ts';
import { withErrors } from '../common-schema.ts';
import type { ModuleOptions } from '../module-options.ts';
import { registerWriteRoutes } from '../write-routes.ts';
import { createKeywordRepository } from './repository.ts';
import { keywordBody, keywordIdParams, keywordListQuery, keywordListSchema, keywordSchema } from './schema.ts';

const tags = ['Keywords'];

export async function keywordRoutes(app: FastifyInstance, { db }: ModuleOptions): Promise<void> {
  const keywords = createKeywordRepository(db);

  app.get<{ Querystring: Paging }>('/keywords', {
    schema: {
      summary: 'Keywords op naam',
      tags,
      querystring: keywordListQuery,
      response: withErrors({ 200: keywordListSchema }, [400]),
    },
    handler: async (request) => keywords.list(request.query),
  });

  registerWriteRoutes(app, [
    { method: 'POST', url: '/keywords', summary: 'Keyword toevoegen (admin)', tags, body: keywordBody, success: [201, keywordSchema] },
    { method: 'PUT', url: '/keywords/:id', summary: 'Keyword wijzigen (admin)', tags, params: keywordIdParams, body: keywordBody, success: [200, keywordSchema] },
    { method: 'DELETE', url: '/keywords/:id', summary: 'Keyword verwijderen (admin)', tags, params: keywordIdParams, success: [204, null] },
  ]);
}
