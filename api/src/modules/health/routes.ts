// GET /health/ping: answers once the database answers (the shell waits for it before it shows the site).
// GET /health/ready: 503 until the database answers, its migrations are current and Redis (when configured)
// answers; for a load balancer or orchestrator deciding where to send traffic.
import { HealthStatusSchema } from 'shared/contracts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

export const healthRoutes: FeatureRoutes = async (app, { services: { health } }) => {
  app.get('/health/ping', {
    config: { access: 'anyone' },
    schema: { summary: 'Gezondheidscontrole', tags: ['Gezondheid'], response: withErrors({ 200: HealthStatusSchema }, [503]) },
    handler: async () => health.ping(),
  });

  app.get('/health/ready', {
    config: { access: 'anyone' },
    schema: {
      summary: 'Gereedheidscontrole: databank bereikbaar en bijgewerkt, Redis bereikbaar (indien ingesteld)',
      tags: ['Gezondheid'],
      response: withErrors({ 200: HealthStatusSchema }, [503]),
    },
    handler: async () => health.ready(),
  });
};
