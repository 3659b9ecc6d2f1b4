// Roadmap-settings routes (SPEC §7 FAQs and roadmap settings).
import type { FastifyInstance } from 'fastify';
import { withErrors } from '../common-schema.ts';
import type { ModuleOptions } from '../module-options.ts';
import { registerWriteRoutes } from '../write-routes.ts';
import { createSettingRepository } from './repository.ts';
import { settingBody, settingIdParams, settingListQuery, settingListSchema, settingSchema } from './schema.ts';
import type { SettingListQuery } from './schema.ts';

const tags = ['Instellingen'];

export async function roadmapSettingRoutes(app: FastifyInstance, { db }: ModuleOptions): Promise<void> {
  const settings = createSettingRepository(db);

  app.get<{ Querystring: SettingListQuery }>('/roadmapSettings', {
    schema: {
      summary: 'Instellingen (dynamische navigatielinks), optioneel van één type, in volgorde van id',
      tags,
      querystring: settingListQuery,
      response: withErrors({ 200: settingListSchema }, [400]),
    },
    handler: async (request) => settings.list(request.query.type, request.query),
  });

  registerWriteRoutes(app, [
    { method: 'POST', url: '/roadmapSettings', summary: 'Instelling toevoegen (admin)', tags, body: settingBody, success: [201, settingSchema] },
    {
      method: 'PUT',
      url: '/roadmapSettings/:id',
      summary: 'Instelling wijzigen (admin)',
      tags,
      params: settingIdParams,
      body: settingBody,
      success: [200, settingSchema],
    },
    { method: 'DELETE', url: '/roadmapSettings/:id', summary: 'Instelling verwijderen (admin)', tags, params: settingIdParams, success: [204, null] },
  ]);
}
