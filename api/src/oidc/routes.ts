// The Fastify side of the provider, put together: oidc-provider's own endpoints, and the Dutch pages in a scope of
// their own (small url-encoded forms only, every failure a Dutch page). Each flow lives in its own file:
// login-pages.ts (login, one-time password, giving up), registration-pages.ts, password-reset-pages.ts,
// own-password-pages.ts; the per-address lockout in address-limits.ts.
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import { memoryCounters, type Counters } from '../limits/counters.ts';
import { ADDRESS_LIMITS, createAddressGuard } from './address-limits.ts';
import { acceptSmallForms } from './forms.ts';
import { createInteractions } from './interactions.ts';
import { registerLoginPages } from './login-pages.ts';
import type { EmbeddedProviderOptions } from './options.ts';
import { registerOwnPasswordPages } from './own-password-pages.ts';
import type { PageContext } from './page-context.ts';
import { createPageKit } from './page-kit.ts';
import { registerPasswordResetPages } from './password-reset-pages.ts';
import { registerProviderEndpoints } from './provider-endpoints.ts';
import { registerRegistrationPages } from './registration-pages.ts';
import { texts } from './texts.ts';

export interface PluginSettings extends Omit<EmbeddedProviderOptions, 'counters'> {
  provider: Provider;
  counters: Counters | undefined;
  /** The issuer's path ('/oidc'): the browser-facing base of every link. */
  basePath: string;
}

export function oidcPlugin(settings: PluginSettings): FastifyPluginAsync {
  const { provider, db, issuer, mailer, log } = settings;
  const page = createPageKit(settings);
  const context: PageContext = {
    db,
    issuer,
    mailer,
    log,
    page,
    interactions: createInteractions(provider, page, log),
    guard: createAddressGuard(db, settings.counters ?? memoryCounters(), settings.addressLimits ?? ADDRESS_LIMITS),
  };

  return async (app) => {
    await registerProviderEndpoints(app, provider, { issuer, basePath: page.basePath, headers: page.headers });

    await app.register(async (pages) => {
      acceptSmallForms(pages);
      pages.setErrorHandler((error: FastifyError, request, reply) => {
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error({ err: error }, 'identity page failed');
        return page.send(reply, status, texts.error.title, page.messageBody(status === 500 ? texts.error.generic : texts.error.badRequest));
      });
      registerLoginPages(pages, context);
      registerRegistrationPages(pages, context);
      registerPasswordResetPages(pages, context);
      registerOwnPasswordPages(pages, context);
    });
  };
}
