// Every feature's routes under /api, in one scope with what they all need: each route declares its access and the
// gate checks it (auth/access.ts), the fixed security headers of JSON, NUL characters refused, the rate limit
// per client address, and the form-encoded body of PUT /users/{id}.
import type { FastifyInstance } from 'fastify';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { registerAccessGate, type ApiRoute } from '../auth/access.ts';
import type { IdTokenVerifier } from '../auth/id-token.ts';
import { rejectNulCharacters } from '../errors/reject-nul.ts';
import type { Counters } from '../limits/counters.ts';
import { registerRateLimit } from '../rate-limit.ts';
import { ownerLookups } from '../services.ts';
import { apiSecurityHeaders } from '../web/security-headers.ts';
import { auditRoutes } from './audit/routes.ts';
import { faqRoutes } from './faqs/routes.ts';
import { favouriteRoutes } from './favourites/routes.ts';
import type { FeatureOptions, FeatureRoutes } from './feature-routes.ts';
import { forumRoutes } from './forum/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { imageRoutes } from './images/routes.ts';
import { insightRoutes } from './insights/routes.ts';
import { keywordRoutes } from './keywords/routes.ts';
import { noShowRoutes } from './noshow/routes.ts';
import { privacyRoutes } from './privacy/routes.ts';
import { providerRoutes } from './providers/routes.ts';
import type { AnswerReplay } from './replayed-answers.ts';
import { reportRoutes } from './reports/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { roadmapSettingRoutes } from './roadmap-settings/routes.ts';
import { completeRouteSchema } from './route-schemas.ts';
import { siteContentRoutes } from './site-content/routes.ts';
import { toolKeywordRoutes } from './tool-keywords/routes.ts';
import { toolRoutes } from './tools/routes.ts';
import { userRoutes } from './users/routes.ts';

/** Every feature's routes, registered under /api. */
const FEATURES: FeatureRoutes[] = [
  healthRoutes,
  toolRoutes,
  keywordRoutes,
  toolKeywordRoutes,
  providerRoutes,
  userRoutes,
  forumRoutes,
  faqRoutes,
  roadmapSettingRoutes,
  siteContentRoutes,
  favouriteRoutes,
  imageRoutes,
  reviewRoutes,
  auditRoutes,
  reportRoutes,
  noShowRoutes,
  privacyRoutes,
  insightRoutes,
];

export interface ApiScopeOptions {
  features: FeatureOptions;
  verifyAccessToken: AccessTokenVerifier;
  verifyIdToken: IdTokenVerifier | null;
  /** Requests per minute per client address; 0 switches the limit off. */
  rateLimitMax: number;
  counters: Counters;
  /** Replays unchanged answers of the routes that opt in (replayed-answers.ts); null: every request goes through Fastify. */
  replay: AnswerReplay | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api with its declared access (HEAD folded into GET), in registration order. */
    apiRoutes: ApiRoute[];
  }
}

/** Registers /api and decorates the app with `apiRoutes`. */
export async function registerApiRoutes(app: FastifyInstance, options: ApiScopeOptions): Promise<void> {
  const { features } = options;
  let apiRoutes: ApiRoute[] = [];
  await app.register(
    async (api) => {
      // Every route registered in this scope declares its access; the gate checks it (auth/access.ts).
      api.addHook('onRoute', completeRouteSchema);
      apiRoutes = registerAccessGate(api, {
        verifyAccessToken: options.verifyAccessToken,
        currentRoles: features.services.users.currentRoles,
        verifyIdToken: options.verifyIdToken,
        owners: ownerLookups(features.services),
        prefix: '/api',
      });
      options.replay?.register(api);
      api.addHook('onRequest', apiSecurityHeaders);
      api.addHook('preValidation', rejectNulCharacters);
      if (options.rateLimitMax > 0) registerRateLimit(api, options.rateLimitMax, options.counters);
      // PUT /users/{id} is sent form-encoded (SPEC §7). Only under /api: the embedded provider parses its own forms.
      api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      for (const routes of FEATURES) await api.register(routes, features);
    },
    { prefix: '/api' },
  );
  app.decorate('apiRoutes', apiRoutes);
}
