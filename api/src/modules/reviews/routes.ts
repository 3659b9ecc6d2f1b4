// Review routes (SPEC §7 Reviews): HTTP in and out.
import { IdParamsSchema, NoContentSchema, ReviewBodySchema, ReviewReplyBodySchema, ReviewSchema, listOf } from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['Reviews'];

export const reviewRoutes: FeatureRoutes = async (app, { services: { reviews } }) => {
  app.get('/reviews/AI-tool/:id', {
    config: { access: 'anyone' },
    schema: {
      summary: 'Reviews van een AI-tool, nieuwste eerst (een niet goedgekeurde: enkel voor de eigenaar en admins)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 200: listOf(ReviewSchema) }),
    },
    handler: async (request) => reviews.listOfTool(request.auth, request.params.id),
  });

  app.post('/reviews', {
    config: { access: 'loggedIn' },
    schema: {
      summary: 'Review plaatsen (30 minuten na je vorige review van deze AI-tool: 429 COOL_DOWN)',
      tags,
      body: ReviewBodySchema,
      response: withErrors({ 201: ReviewSchema }, [400, 404]),
    },
    handler: async (request, reply) => reply.code(201).send(await reviews.create(requireCaller(request), request.body)),
  });

  app.put('/reviews/:id', {
    config: { access: { role: 'loggedIn', owner: { row: 'review' } } },
    schema: {
      summary: 'Review wijzigen (de auteur of een admin)',
      tags,
      params: IdParamsSchema,
      body: ReviewBodySchema,
      response: withErrors({ 200: ReviewSchema }),
    },
    handler: async (request) => reviews.update(requireCaller(request), request.params.id, request.body),
  });

  app.delete('/reviews/:id', {
    config: { access: { role: 'loggedIn', owner: { row: 'review' } } },
    schema: {
      summary: 'Review verwijderen (de auteur of een admin)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 204: NoContentSchema }),
    },
    handler: async (request, reply) => {
      await reviews.remove(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  // The provider's public answer to a review (one per review), addressed by the review's id.
  const replyAccess = { role: 'loggedIn', owner: { row: 'reviewReply' } } as const;

  app.post('/reviews/:id/reply', {
    config: { access: replyAccess },
    schema: {
      summary: 'Antwoord van de provider op een review (wie de provider van de AI-tool beheert, één keer)',
      tags,
      params: IdParamsSchema,
      body: ReviewReplyBodySchema,
      response: withErrors({ 201: ReviewSchema }, [400, 404, 409]),
    },
    handler: async (request, reply) => reply.code(201).send(await reviews.createReply(requireCaller(request), request.params.id, request.body)),
  });

  app.put('/reviews/:id/reply', {
    config: { access: replyAccess },
    schema: {
      summary: 'Antwoord van de provider wijzigen (de provider of een admin)',
      tags,
      params: IdParamsSchema,
      body: ReviewReplyBodySchema,
      response: withErrors({ 200: ReviewSchema }),
    },
    handler: async (request) => reviews.updateReply(requireCaller(request), request.params.id, request.body),
  });

  app.delete('/reviews/:id/reply', {
    config: { access: replyAccess },
    schema: {
      summary: 'Antwoord van de provider verwijderen (de provider of een admin)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 204: NoContentSchema }),
    },
    handler: async (request, reply) => {
      await reviews.removeReply(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
