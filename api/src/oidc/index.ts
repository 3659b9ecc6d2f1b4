// The embedded OpenID Connect provider: oidc-provider with local accounts, mounted under /oidc, so the site can log
// people in without an outside identity service. Keys, sessions, grants and codes live in the database, so
// restarts and several API instances share them.
import type { FastifyPluginAsync } from 'fastify';
import type { JWK } from 'jose';
import { loadOrCreateSigningKey, publicJwk } from '../auth/signing-keys.ts';
import type { EmbeddedProviderOptions } from './options.ts';
import { createProvider } from './provider.ts';
import { oidcPlugin } from './routes.ts';

export type { EmbeddedProviderOptions } from './options.ts';
export { ensureFirstAdmin, FIRST_ADMIN_PASSWORD_FILE, type FirstAdminOptions } from './first-admin.ts';

export interface EmbeddedProvider {
  issuer: string;
  /** For verifying the provider's ID tokens in-process (jose createLocalJWKSet). */
  publicJwks: { keys: JWK[] };
  /** Register with `app.register(plugin, { prefix: '/oidc' })`, outside /api and the site's helmet scope. */
  plugin: FastifyPluginAsync;
}

export async function createEmbeddedProvider(options: EmbeddedProviderOptions): Promise<EmbeddedProvider> {
  const { db, issuer, clientId, siteOrigins, mailer, log, counters, addressLimits } = options;
  const signingKey = await loadOrCreateSigningKey(db, 'oidc');
  const cookieKey = await loadOrCreateSigningKey(db, 'cookie');
  if (typeof cookieKey.k !== 'string') throw new Error('the cookie key in signing_keys is not an oct key');
  const basePath = new URL(issuer).pathname.replace(/\/+$/, '');
  const provider = createProvider({ db, issuer, clientId, siteOrigins, signingKey, cookieSecret: cookieKey.k, basePath });
  // oidc-provider answers its own errors; the unexpected ones must still reach the log
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'OpenID Connect provider error'));
  const plugin = oidcPlugin({ provider, db, issuer, clientId, siteOrigins, mailer, log, basePath, counters, addressLimits });
  return { issuer, publicJwks: { keys: [publicJwk(signingKey)] }, plugin };
}
