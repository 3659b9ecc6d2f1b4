// Provider routes (SPEC §7 Providers): HTTP in and out.
import { ClaimDecisionBodySchema, IdParamsSchema, LinkedToolSchema, ProviderClaimBodySchema, ProviderClaimSchema, NoContentSchema, ProviderBodySchema, ProviderEditBodySchema, ProviderSchema, listOf } from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['Providers'];

export const providerRoutes: FeatureRoutes = async (app, { services: { providers } }) => {
  app.get('/providers', {
    config: { access: 'anyone' },
    schema: { summary: 'Providers op naam: de goedgekeurde, voor een admin alle', tags, response: withErrors({ 200: listOf(ProviderSchema) }, []) },
    handler: async (request) => providers.list(request.auth),
  });

  // A plain user's upgrade request is a provider of theirs too: anyone logged in reads their own.
  app.get('/providers/mine', {
    config: { access: 'loggedIn' },
    schema: { summary: 'De providers die ik beheer, in elke goedkeuringsstatus', tags, response: withErrors({ 200: listOf(ProviderSchema) }, []) },
    handler: async (request) => providers.listMine(requireCaller(request)),
  });

  app.get('/providers/claims', {
    config: { access: 'admin' },
    schema: {
      summary: "Aanvragen 'Is dit je bedrijf?' die op een beslissing wachten, de oudste eerst (admin)",
      tags,
      response: withErrors({ 200: listOf(ProviderClaimSchema) }, []),
    },
    handler: async () => providers.listClaims(),
  });

  app.put('/providers/claims/:id', {
    config: { access: 'admin' },
    schema: {
      summary: 'Beslissing over een aanvraag: goedgekeurd koppelt het bedrijf aan de aanvrager (admin)',
      tags,
      params: IdParamsSchema,
      body: ClaimDecisionBodySchema,
      response: withErrors({ 200: ProviderClaimSchema }, [400, 404, 409]),
    },
    handler: async (request) => providers.decideClaim(requireCaller(request), request.params.id, request.body),
  });

  app.post('/providers/:id/claims', {
    config: { access: 'loggedIn' },
    schema: {
      summary: "'Is dit je bedrijf?': een bedrijf zonder account opeisen, met je rol erin",
      tags,
      params: IdParamsSchema,
      body: ProviderClaimBodySchema,
      response: withErrors({ 201: ProviderClaimSchema }, [400, 404, 409]),
    },
    handler: async (request, reply) => reply.code(201).send(await providers.claim(requireCaller(request), request.params.id, request.body)),
  });

  app.get('/providers/:id', {
    config: { access: 'anyone' },
    schema: {
      summary: 'Eén provider: goedgekeurd, of niet goedgekeurd voor de gekoppelde gebruiker en admins',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 200: ProviderSchema }),
    },
    handler: async (request) => providers.findVisible(request.auth, request.params.id),
  });

  app.get('/providers/:id/tools', {
    config: { access: { role: 'loggedIn', owner: { row: 'provider' } } },
    schema: {
      summary: 'De namen van de AI-tools die nog aan de provider hangen (ze houden een verwijdering tegen)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 200: listOf(LinkedToolSchema) }),
    },
    handler: async (request) => providers.toolNames(request.params.id),
  });

  app.post('/providers/create', {
    config: { access: 'admin' },
    schema: { summary: 'Provider aanmaken (admin)', tags, body: ProviderBodySchema, response: withErrors({ 201: ProviderSchema }, [400, 404, 409]) },
    handler: async (request, reply) => reply.code(201).send(await providers.create(requireCaller(request), request.body)),
  });

  // Anyone logged in may submit a provider: that is how a user asks to become a provider.
  app.post('/providers/submit', {
    config: { access: 'loggedIn' },
    schema: { summary: 'Provider indienen', tags, body: ProviderBodySchema, response: withErrors({ 201: ProviderSchema }, [400, 404, 409]) },
    handler: async (request, reply) => reply.code(201).send(await providers.submit(requireCaller(request), request.body)),
  });

  app.put('/providers/submit/:id', {
    config: { access: { role: 'loggedIn', owner: { row: 'provider' } } },
    schema: {
      summary: 'Afgekeurde provider opnieuw indienen (de gekoppelde gebruiker)',
      tags,
      params: IdParamsSchema,
      body: ProviderBodySchema,
      response: withErrors({ 200: ProviderSchema }, [400, 404, 409]),
    },
    handler: async (request) => providers.resubmit(requireCaller(request), request.params.id, request.body),
  });

  app.put('/providers/:id', {
    config: { access: { role: 'provider', owner: { row: 'provider' } } },
    schema: {
      summary: 'Provider wijzigen (de gekoppelde gebruiker of een admin); een weggelaten veld blijft zoals het is, een beslissing van een admin is enkel approved en approvalComment',
      tags,
      params: IdParamsSchema,
      body: ProviderEditBodySchema,
      response: withErrors({ 200: ProviderSchema }, [400, 404, 409]),
    },
    handler: async (request) => providers.update(requireCaller(request), request.params.id, request.body),
  });

  app.delete('/providers/:id', {
    config: { access: { role: 'provider', owner: { row: 'provider' } } },
    schema: {
      summary: 'Provider verwijderen (niet zolang er AI-tools aan hangen)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 204: NoContentSchema }, [400, 404, 409]),
    },
    handler: async (request, reply) => {
      await providers.remove(requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
