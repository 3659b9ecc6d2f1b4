// The site's own content: the about page and the footer read it, admins replace it on /settings.
import { SiteContentSchema } from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['Instellingen'];

export const siteContentRoutes: FeatureRoutes = async (app, { services: { siteContent } }) => {
  app.get('/siteContent', {
    config: { access: 'anyone' },
    schema: {
      summary: 'De inhoud van de over-pagina en de footer (lege delen worden niet getoond)',
      tags,
      response: withErrors({ 200: SiteContentSchema }, []),
    },
    handler: async () => siteContent.read(),
  });

  app.put('/siteContent', {
    config: { access: 'admin' },
    schema: {
      summary: 'De inhoud van de over-pagina en de footer vervangen (admin)',
      tags,
      body: SiteContentSchema,
      response: withErrors({ 200: SiteContentSchema }, [400]),
    },
    handler: async (request) => siteContent.replace(requireCaller(request), request.body),
  });
};
