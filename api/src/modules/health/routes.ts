// GET /health/ping: answers once the database answers (the shell waits for it before it shows the site).
import { HealthStatusSchema } from 'shared/contracts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

export const healthRoutes: FeatureRoutes = async (app, { services: { health } }) => {
  app.get('/health/ping', {
    config: { access: 'anyone' },
    schema: { summary: 'Gezondheidscontrole', tags: ['Gezondheid'], response: withErrors({ 200: HealthStatusSchema }, [503]) },
    handler: async () => health.ping(),
  });
};
