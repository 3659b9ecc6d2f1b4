// No Show routes (decision 0020): HTTP in and out.
import {
  CalibrationSchema,
  IdParamsSchema,
  OutcomeBodySchema,
  PredictionBodySchema,
  PredictionSchema,
  PredictionSummarySchema,
  listOf,
} from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import { requestSignals } from '../insights/request-signals.ts';
import type { FeatureRoutes } from '../feature-routes.ts';

const tags = ['No Show Tool'];

export const noShowRoutes: FeatureRoutes = async (app, { services: { noShow, insights } }) => {
  app.post('/noshow/predictions', {
    config: { access: 'loggedIn' },
    schema: {
      summary: 'No-show voorspellen: het percentage, het bereik, de verklaring per invoer met bron, en advies (bewaard voor de gebruiker)',
      tags,
      body: PredictionBodySchema,
      response: withErrors({ 201: PredictionSchema }, [400]),
    },
    handler: async (request, reply) => {
      const prediction = await noShow.predict(requireCaller(request), request.body);
      insights.count(requestSignals(request), { kind: 'prediction' });
      return reply.code(201).send(prediction);
    },
  });

  app.get('/noshow/predictions/mine', {
    config: { access: 'loggedIn' },
    schema: { summary: 'Mijn voorspellingen, nieuwste eerst', tags, response: withErrors({ 200: listOf(PredictionSummarySchema) }, []) },
    handler: async (request) => noShow.mine(requireCaller(request)),
  });

  app.put('/noshow/predictions/:id/outcome', {
    config: { access: { role: 'loggedIn', owner: { row: 'prediction' } } },
    schema: {
      summary: 'De echte uitkomst van het event invullen: aanmeldingen en aanwezigen (wie de voorspelling vroeg)',
      tags,
      params: IdParamsSchema,
      body: OutcomeBodySchema,
      response: withErrors({ 200: PredictionSummarySchema }),
    },
    handler: async (request) => noShow.recordOutcome(requireCaller(request), request.params.id, request.body),
  });

  app.get('/noshow/calibration', {
    config: { access: 'admin' },
    schema: {
      summary: 'Kalibratie (admin): voorspeld tegenover waargenomen, de gemiddelde absolute fout en de versies van het model',
      tags,
      response: withErrors({ 200: CalibrationSchema }, []),
    },
    handler: async () => noShow.calibration(),
  });
};
