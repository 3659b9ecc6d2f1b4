// Roadmap-setting routes (SPEC §7 FAQs and roadmap settings): HTTP in and out.
import {
  IdParamsSchema,
  NoContentSchema,
  RoadmapSettingBodySchema,
  RoadmapSettingListQuerySchema,
  RoadmapSettingSchema,
  listOf,
} from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['Instellingen'];

export const roadmapSettingRoutes: FeatureRoutes = async (app, { services: { roadmapSettings } }) => {
  app.get('/roadmapSettings', {
    config: { access: 'anyone' },
    schema: {
      summary: 'Instellingen (dynamische navigatielinks), optioneel van één type, in volgorde van id',
      tags,
      querystring: RoadmapSettingListQuerySchema,
      response: withErrors({ 200: listOf(RoadmapSettingSchema) }, [400]),
    },
    handler: async (request) => roadmapSettings.list(request.query),
  });

  app.post('/roadmapSettings', {
    config: { access: 'admin' },
    schema: {
      summary: 'Instelling toevoegen (admin)',
      tags,
      body: RoadmapSettingBodySchema,
      response: withErrors({ 201: RoadmapSettingSchema }, [400]),
    },
    handler: async (request, reply) => reply.code(201).send(await roadmapSettings.create(requireCaller(request), request.body)),
  });

  app.put('/roadmapSettings/:id', {
    config: { access: 'admin' },
    schema: {
      summary: 'Instelling wijzigen (admin)',
      tags,
      params: IdParamsSchema,
      body: RoadmapSettingBodySchema,
      response: withErrors({ 200: RoadmapSettingSchema }),
    },
    handler: async (request) => roadmapSettings.update(requireCaller(request), request.params.id, request.body),
  });

  app.delete('/roadmapSettings/:id', {
    config: { access: 'admin' },
    schema: {
      summary: 'Instelling verwijderen (admin)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 204: NoContentSchema }),
    },
    handler: async (request, reply) => {
      await roadmapSettings.remove(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
