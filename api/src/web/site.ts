// The site's scope, registered last so its SPA fallback never shadows /api or /oidc: helmet's headers with the
// content security policy, the documentation UI, and the static site (the shell, the remotes, /config.json).
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { registerOpenApiUi } from './openapi.ts';
import { externalOrigins } from './runtime-config.ts';
import { siteHelmetOptions } from './security-headers.ts';
import { registerStaticSite, type StaticSiteOptions } from './static-site.ts';

export async function registerSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  await app.register(async (site) => {
    await site.register(fastifyHelmet, siteHelmetOptions(externalOrigins(options.runtimeConfig)));
    await registerOpenApiUi(site);
    await registerStaticSite(site, options);
  });
}
