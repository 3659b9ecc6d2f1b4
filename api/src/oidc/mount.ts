// Where the embedded provider sits in the app: under /oidc, outside the /api scope (its strict headers, access
// gate and JSON parsing) and outside the site's helmet scope, because the provider sets its own headers and
// parses its own forms. It must be registered before the site, so the SPA fallback never answers its paths.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Counters } from '../limits/counters.ts';
import { registerRateLimit } from '../rate-limit.ts';

export interface ProviderMountOptions {
  /** Requests per minute per client address, as on /api; 0 switches the limit off. */
  rateLimitMax: number;
  counters: Counters;
}

export async function mountEmbeddedProvider(app: FastifyInstance, plugin: FastifyPluginAsync, options: ProviderMountOptions): Promise<void> {
  await app.register(
    async (oidc) => {
      // The login popup must keep its opener: the site sends Cross-Origin-Opener-Policy same-origin, and a
      // popup page without it would look closed to the shell (oidc-client-ts) while the user still types.
      oidc.addHook('onRequest', (_request, reply, done) => {
        reply.raw.setHeader('cross-origin-opener-policy', 'same-origin');
        done();
      });
      // Account creation and the forgot-password mail are limited per address like the API.
      if (options.rateLimitMax > 0) registerRateLimit(oidc, options.rateLimitMax, options.counters);
      await oidc.register(plugin);
    },
    { prefix: '/oidc' },
  );
}
