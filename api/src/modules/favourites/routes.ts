// Favourites: the caller's own saved tools; nobody reads or changes another's.
import { AiToolSchema, FavouriteBodySchema, FavouriteParamsSchema, listOf, NoContentSchema } from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['Favorieten'];

export const favouriteRoutes: FeatureRoutes = async (app, { services: { favourites } }) => {
  app.get('/favourites', {
    config: { access: 'loggedIn' },
    schema: { summary: 'De bewaarde AI-tools van de aanroeper, laatst bewaard eerst', tags, response: withErrors({ 200: listOf(AiToolSchema) }, []) },
    handler: async (request) => favourites.list(requireCaller(request)),
  });

  app.post('/favourites', {
    config: { access: 'loggedIn' },
    schema: {
      summary: 'Een AI-tool bewaren die je mag zien (twee keer bewaren houdt er één)',
      tags,
      body: FavouriteBodySchema,
      response: withErrors({ 201: FavouriteBodySchema, 200: FavouriteBodySchema }, [400, 404]),
    },
    handler: async (request, reply) => {
      const created = await favourites.save(requireCaller(request), request.body.toolId);
      return reply.code(created ? 201 : 200).send({ toolId: request.body.toolId });
    },
  });

  app.delete('/favourites/:toolId', {
    config: { access: 'loggedIn' },
    schema: { summary: 'Een bewaarde AI-tool niet langer bewaren', tags, params: FavouriteParamsSchema, response: withErrors({ 204: NoContentSchema }) },
    handler: async (request, reply) => {
      await favourites.remove(requireCaller(request), request.params.toolId);
      return reply.code(204).send(null);
    },
  });
};
