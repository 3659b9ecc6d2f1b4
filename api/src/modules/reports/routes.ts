// Report routes ('Meld ongepast'): HTTP in and out.
import {
  IdParamsSchema,
  OpenReportSchema,
  ReportBodySchema,
  ReportDecisionBodySchema,
  ReportListQuerySchema,
  ReportSchema,
  listOf,
} from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['Meldingen'];

export const reportRoutes: FeatureRoutes = async (app, { services: { reports } }) => {
  app.post('/reports', {
    config: { access: 'loggedIn' },
    schema: {
      summary: 'Een review, forumvraag of reactie melden als ongepast (één keer per item)',
      tags,
      body: ReportBodySchema,
      response: withErrors({ 201: ReportSchema }, [400, 404, 409]),
    },
    handler: async (request, reply) => reply.code(201).send(await reports.create(requireCaller(request), request.body)),
  });

  app.get('/reports', {
    config: { access: 'admin' },
    schema: {
      summary: 'Openstaande meldingen met het gemelde item, oudste eerst (admin)',
      tags,
      querystring: ReportListQuerySchema,
      response: withErrors({ 200: listOf(OpenReportSchema) }, [400]),
    },
    handler: async (request) => reports.listOpen(request.query),
  });

  app.put('/reports/:id', {
    config: { access: 'admin' },
    schema: {
      summary: "Een melding sluiten zonder het item te verwijderen ('Negeer', admin)",
      tags,
      params: IdParamsSchema,
      body: ReportDecisionBodySchema,
      response: withErrors({ 200: ReportSchema }),
    },
    handler: async (request) => reports.decide(requireCaller(request), request.params.id, request.body),
  });
};
