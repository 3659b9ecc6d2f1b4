// The audit trail for admins: read only (there is no route that changes it).
import { AuditEntrySchema, PagingQuerySchema, listOf } from 'shared/contracts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

export const auditRoutes: FeatureRoutes = async (app, { services: { audit } }) => {
  app.get('/audit', {
    config: { access: 'admin' },
    schema: {
      summary: 'Logboek van de beheeracties, nieuwste eerst (admin)',
      tags: ['Beheer'],
      querystring: PagingQuerySchema,
      response: withErrors({ 200: listOf(AuditEntrySchema) }, [400]),
    },
    handler: async (request) => audit.list(request.query),
  });
};
