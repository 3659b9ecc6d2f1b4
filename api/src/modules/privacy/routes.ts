// The privacy statement's lists (anyone) and the download of one's own data (only the person themself). The
// deletion of an account is DELETE /users/{id} (modules/users), which erases through this module's declaration.
import { IdParamsSchema, PersonalDataExportSchema, PrivacyStatementSchema } from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['Privacy'];

export const privacyRoutes: FeatureRoutes = async (app, { services: { privacy } }) => {
  app.get('/privacy', {
    config: { access: 'anyone' },
    schema: {
      summary: 'Welke persoonsgegevens de site bewaart, waarvoor, hoe lang en wie ze ziet, en wat hij in de browser bewaart',
      tags,
      response: withErrors({ 200: PrivacyStatementSchema }, []),
    },
    handler: async () => privacy.statement(),
  });

  app.get('/users/:id/data', {
    config: { access: 'loggedIn' },
    schema: {
      summary: 'Alles wat de site over jou bewaart, als JSON-bestand (alleen voor jezelf)',
      tags,
      params: IdParamsSchema,
      response: withErrors({ 200: PersonalDataExportSchema }, [403, 404]),
    },
    handler: async (request, reply) => {
      const data = await privacy.exportFor(requireCaller(request), request.params.id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="mijn-gegevens-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  });
};
