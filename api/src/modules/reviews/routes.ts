// Review routes (SPEC §7 Reviews).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors/api-error.ts';
import { withErrors } from '../common-schema.ts';
import type { ModuleOptions } from '../module-options.ts';
import { createToolRepository } from '../tools/repository.ts';
import { registerWriteRoutes } from '../write-routes.ts';
import { createReviewRepository } from './repository.ts';
import { reviewBody, reviewIdParams, reviewListSchema, reviewSchema } from './schema.ts';

const tags = ['Reviews'];

export async function reviewRoutes(app: FastifyInstance, { db }: ModuleOptions): Promise<void> {
  const reviews = createReviewRepository(db);
  const tools = createToolRepository(db);

  app.get<{ Params: { id: number } }>('/reviews/AI-tool/:id', {
    schema: { summary: 'Reviews van een goedgekeurde AI-tool, nieuwste eerst', tags, params: reviewIdParams, response: withErrors({ 200: reviewListSchema }) },
    handler: async (request) => {
      if (!(await tools.isApproved(request.params.id))) throw notFound(`Geen AI-tool met id ${request.params.id}.`);
      const data = await reviews.listOfTool(request.params.id);
      return { data, count: data.length };
    },
  });

  registerWriteRoutes(app, [
    { method: 'POST', url: '/reviews', summary: 'Review plaatsen (30 minuten na de vorige)', tags, body: reviewBody, success: [201, reviewSchema] },
    { method: 'PUT', url: '/reviews/:id', summary: 'Review wijzigen', tags, params: reviewIdParams, body: reviewBody, success: [200, reviewSchema] },
    { method: 'DELETE', url: '/reviews/:id', summary: 'Review verwijderen', tags, params: reviewIdParams, success: [204, null] },
  ]);
}
