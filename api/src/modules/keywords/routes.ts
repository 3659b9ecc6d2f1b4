// Keyword routes (SPEC §7 Keywords): HTTP in and out.
import { IdParamsSchema, KeywordBodySchema, KeywordSchema, KeywordUsageSchema, NoContentSchema, PagingQuerySchema, listOf } from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['Keywords'];

export const keywordRoutes: FeatureRoutes = async (app, { services: { keywords } }) => {
  app.get('/keywords', {
    config: { access: 'anyone' },
    schema: { summary: 'Keywords op naam', tags, querystring: PagingQuerySchema, response: withErrors({ 200: listOf(KeywordSchema) }, [400]) },
    handler: async (request) => keywords.list(request.query),
  });

  app.get('/keywords/usage', {
    config: { access: 'admin' },
    schema: { summary: 'Keywords met het aantal AI-tools dat ze draagt, meest gebruikt eerst (admin)', tags, response: withErrors({ 200: listOf(KeywordUsageSchema) }, []) },
    handler: async () => keywords.usage(),
  });

  app.post('/keywords', {
    config: { access: 'admin' },
    schema: { summary: 'Keyword toevoegen (admin)', tags, body: KeywordBodySchema, response: withErrors({ 201: KeywordSchema }, [400, 409]) },
    handler: async (request, reply) => reply.code(201).send(await keywords.create(requireCaller(request), request.body)),
  });

  app.put('/keywords/:id', {
    config: { access: 'admin' },
    schema: {
      summary: 'Keyword wijzigen (admin)',
      tags,
      params: IdParamsSchema,
      body: KeywordBodySchema,
      response: withErrors({ 200: KeywordSchema }, [400, 404, 409]),
    },
    handler: async (request) => keywords.update(requireCaller(request), request.params.id, request.body),
  });

  app.delete('/keywords/:id', {
    config: { access: 'admin' },
    schema: { summary: 'Keyword verwijderen (admin)', tags, params: IdParamsSchema, response: withErrors({ 204: NoContentSchema }, [400, 404]) },
    handler: async (request, reply) => {
      await keywords.remove(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
