// FAQ routes (SPEC §7 FAQs): HTTP in and out.
import { FaqBodySchema, FaqSchema, IdParamsSchema, NoContentSchema, listOf } from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['FAQ'];

export const faqRoutes: FeatureRoutes = async (app, { services: { faqs } }) => {
  app.get('/faqs', {
    config: { access: 'anyone' },
    schema: { summary: 'Veelgestelde vragen in volgorde van id', tags, response: withErrors({ 200: listOf(FaqSchema) }, []) },
    handler: async () => faqs.list(),
  });

  app.post('/faqs', {
    config: { access: 'admin' },
    schema: { summary: 'FAQ toevoegen (admin)', tags, body: FaqBodySchema, response: withErrors({ 201: FaqSchema }, [400, 409]) },
    handler: async (request, reply) => reply.code(201).send(await faqs.create(requireCaller(request), request.body)),
  });

  app.put('/faqs/:id', {
    config: { access: 'admin' },
    schema: {
      summary: 'FAQ wijzigen (admin)',
      tags,
      params: IdParamsSchema,
      body: FaqBodySchema,
      response: withErrors({ 200: FaqSchema }, [400, 404, 409]),
    },
    handler: async (request) => faqs.update(requireCaller(request), request.params.id, request.body),
  });

  app.delete('/faqs/:id', {
    config: { access: 'admin' },
    schema: { summary: 'FAQ verwijderen (admin)', tags, params: IdParamsSchema, response: withErrors({ 204: NoContentSchema }) },
    handler: async (request, reply) => {
      await faqs.remove(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
