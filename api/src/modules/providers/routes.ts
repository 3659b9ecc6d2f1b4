// Provider routes (SPEC §7 Providers): HTTP in and out.
import { IdParamsSchema, NoContentSchema, ProviderBodySchema, ProviderSchema, ProviderSubmitBodySchema, listOf } from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['Providers'];

export const providerRoutes: FeatureRoutes = async (app, { services: { providers } }) => {
  app.get('/providers', {
    config: { access: 'anyone' },
    schema: { summary: 'Goedgekeurde providers op naam', tags, response: withErrors({ 200: listOf(ProviderSchema) }, []) },
    handler: async () => providers.listApproved(),
  });

  app.get('/providers/mine', {
    config: { access: 'provider' },
    schema: { summary: 'De providers die ik beheer, in elke goedkeuringsstatus', tags, response: withErrors({ 200: listOf(ProviderSchema) }, []) },
    handler: async (request) => providers.listMine(requireCaller(request)),
  });

  app.get('/providers/:id', {
    config: { access: 'anyone' },
    schema: { summary: 'Eén goedgekeurde provider', tags, params: IdParamsSchema, response: withErrors({ 200: ProviderSchema }) },
    handler: async (request) => providers.findApproved(request.params.id),
  });

  app.post('/providers/create', {
    config: { access: 'admin' },
    schema: { summary: 'Provider aanmaken (admin)', tags, body: ProviderBodySchema, response: withErrors({ 201: ProviderSchema }, [400, 409, 501]) },
    handler: async (request, reply) => reply.code(201).send(await providers.create(requireCaller(request), request.body)),
  });

  // Anyone logged in may submit a provider: that is how a user asks to become a provider.
  app.post('/providers/submit', {
    config: { access: 'loggedIn' },
    schema: { summary: 'Provider indienen', tags, body: ProviderSubmitBodySchema, response: withErrors({ 201: ProviderSchema }, [400, 409, 501]) },
    handler: async (request, reply) => reply.code(201).send(await providers.submit(requireCaller(request), request.body)),
  });

  app.put('/providers/submit/:id', {
    config: { access: { role: 'loggedIn', owner: { row: 'provider' } } },
    schema: {
      summary: 'Afgekeurde provider opnieuw indienen (de gekoppelde gebruiker)',
      tags,
      params: IdParamsSchema,
      body: ProviderSubmitBodySchema,
      response: withErrors({ 200: ProviderSchema }, [400, 404, 409, 501]),
    },
    handler: async (request) => providers.resubmit(requireCaller(request), request.params.id, request.body),
  });

  app.put('/providers/:id', {
    config: { access: { role: 'provider', owner: { row: 'provider' } } },
    schema: {
      summary: 'Provider wijzigen (de gekoppelde gebruiker of een admin)',
      tags,
      params: IdParamsSchema,
      body: ProviderBodySchema,
      response: withErrors({ 200: ProviderSchema }, [400, 404, 409, 501]),
    },
    handler: async (request) => providers.update(requireCaller(request), request.params.id, request.body),
  });

  app.delete('/providers/:id', {
    config: { access: { role: 'provider', owner: { row: 'provider' } } },
    schema: {
      summary: 'Provider verwijderen (niet zolang er AI-tools aan hangen)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 204: NoContentSchema }, [400, 404, 409, 501]),
    },
    handler: async (request, reply) => {
      await providers.remove(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
