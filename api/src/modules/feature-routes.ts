// The one shape of a feature's routes: a Fastify plugin typed by the TypeBox schemas of shared/contracts (so
// params, query and body arrive typed), handed the services container that buildApp makes once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ReadCache } from '../db/read-cache.ts';
import type { Services } from '../services.ts';

export interface FeatureOptions {
  services: Services;
  /** Exact cache of the hot list reads' serialised answers (a pass-through on PostgreSQL). */
  readCache: ReadCache;
}

export type FeatureRoutes = FastifyPluginAsyncTypebox<FeatureOptions>;
