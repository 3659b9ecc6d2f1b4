// Provider routes (SPEC §7 Providers).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors/api-error.ts';
import { withErrors } from '../common-schema.ts';
import type { ModuleOptions } from '../module-options.ts';
import { registerWriteRoutes } from '../write-routes.ts';
import { createProviderRepository } from './repository.ts';
import { providerBody, providerIdParams, providerListSchema, providerSchema, providerSubmitBody } from './schema.ts';

const tags = ['Providers'];

export async function providerRoutes(app: FastifyInstance, { db }: ModuleOptions): Promise<void> {
  const providers = createProviderRepository(db);

  app.get('/providers', {
    schema: { summary: 'Goedgekeurde providers op naam', tags, response: withErrors({ 200: providerListSchema }, []) },
    handler: async () => {
      const data = await providers.listApproved();
      return { data, count: data.length };
    },
  });

  app.get<{ Params: { id: number } }>('/providers/:id', {
    schema: { summary: 'Eén goedgekeurde provider', tags, params: providerIdParams, response: withErrors({ 200: providerSchema }) },
    handler: async (request) => {
      const provider = await providers.findApproved(request.params.id);
      if (provider === undefined) throw notFound(`Geen provider met id ${request.params.id}.`);
      return provider;
    },
  });

  registerWriteRoutes(app, [
    { method: 'POST', url: '/providers/create', summary: 'Provider aanmaken (admin)', tags, body: providerBody, success: [201, providerSchema] },
    { method: 'POST', url: '/providers/submit', summary: 'Provider indienen', tags, body: providerSubmitBody, success: [201, providerSchema] },
    {
      method: 'PUT',
      url: '/providers/submit/:id',
      summary: 'Afgekeurde provider opnieuw indienen',
      tags,
      params: providerIdParams,
      body: providerSubmitBody,
      success: [200, providerSchema],
    },
    { method: 'PUT', url: '/providers/:id', summary: 'Provider wijzigen', tags, params: providerIdParams, body: providerBody, success: [200, providerSchema] },
    { method: 'DELETE', url: '/providers/:id', summary: 'Provider verwijderen', tags, params: providerIdParams, success: [204, null] },
  ]);
}
