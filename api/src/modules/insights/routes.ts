// Insights over HTTP: events in (anyone, answered at once, counted or not), the report (admins), a provider's
// figures (their own tools), the public figures (while switched on) and an admin's choice of the weekly mail.
import {
  InsightEventSchema,
  InsightMailChoiceSchema,
  InsightPeriodQuerySchema,
  InsightReportSchema,
  NoContentSchema,
  PublicFiguresSchema,
  ToolInsightsSchema,
} from 'shared/contracts';
import { requireCaller } from '../../auth/access.ts';
import { withErrors } from '../error-responses.ts';
import type { FeatureRoutes } from '../feature-routes.ts';
import { requestSignals } from './request-signals.ts';
import { checkedPeriod } from './service.ts';

const tags = ['Inzichten'];

export const insightRoutes: FeatureRoutes = async (app, { services: { insights } }) => {
  app.post('/insights/events', {
    config: { access: 'anyone' },
    schema: {
      summary:
        'Een paginaweergave, een klik naar een website of een zoekopdracht tellen: zonder cookie en zonder het adres te bewaren; niet geteld bij Sec-GPC: 1, DNT: 1 of een bekende bot',
      tags,
      body: InsightEventSchema,
      response: withErrors({ 204: NoContentSchema }, [400]),
    },
    handler: async (request, reply) => {
      insights.count(requestSignals(request), request.body);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });

  app.get('/insights', {
    config: { access: 'admin' },
    schema: {
      summary: 'Bezoekers, paginaweergaven, klikken, zoekopdrachten (ook zonder resultaat) en herkomst over een periode, met de periode ervoor (admin)',
      tags,
      querystring: InsightPeriodQuerySchema,
      response: withErrors({ 200: InsightReportSchema }, [400]),
    },
    handler: async (request) => insights.report(checkedPeriod(request.query.from, request.query.to)),
  });

  app.get('/insights/tools', {
    config: { access: 'provider' },
    schema: {
      summary:
        'Per AI-tool van je eigen bedrijven: bekeken, klikken naar de website, getoond in zoekresultaten, en de gemiddelde score per maand naast de mediaan van de fase (admin: de 100 meest bekeken)',
      tags,
      querystring: InsightPeriodQuerySchema,
      response: withErrors({ 200: ToolInsightsSchema }, [400]),
    },
    handler: async (request) => insights.toolInsights(requireCaller(request), checkedPeriod(request.query.from, request.query.to)),
  });

  app.get('/insights/public', {
    config: { access: 'anyone' },
    schema: {
      summary: "De roadmap in cijfers: AI-tools per fase, reviews, forumvragen en bezoekers per maand (404 zolang een admin de pagina niet aanzet)",
      tags,
      response: withErrors({ 200: PublicFiguresSchema }, [404]),
    },
    handler: async () => insights.publicFigures(),
  });

  app.get('/insights/mail', {
    config: { access: 'admin' },
    schema: {
      summary: 'Of je de wekelijkse mail met de cijfers krijgt (admin)',
      tags,
      response: withErrors({ 200: InsightMailChoiceSchema }, []),
    },
    handler: async (request) => insights.mailChoice(requireCaller(request)),
  });

  app.put('/insights/mail', {
    config: { access: 'admin' },
    schema: {
      summary: 'De wekelijkse mail met de cijfers aan- of uitzetten, voor jezelf (admin)',
      tags,
      body: InsightMailChoiceSchema,
      response: withErrors({ 200: InsightMailChoiceSchema }, [400]),
    },
    handler: async (request) => insights.chooseMail(requireCaller(request), request.body.weekly),
  });
};
