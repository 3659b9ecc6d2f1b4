// What the embedded provider is built from, in a file of its own: index.ts builds the provider from it, and
// provider.ts and the page routes read parts of it, without any of them importing another in a circle.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Counters } from '../limits/counters.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AddressLimits } from './address-limits.ts';

export interface EmbeddedProviderOptions {
  db: Kysely<Database>;
  /** Absolute, e.g. 'http://localhost:3000/oidc' (= PUBLIC_URL + '/oidc'). */
  issuer: string;
  /** The shell's public client, e.g. 'roadmap-shell'. */
  clientId: string;
  /** e.g. ['http://localhost:3000']; redirect URIs `${o}/login/callback` and `${o}/login/silent`, post-logout `${o}/`. */
  siteOrigins: string[];
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The counters of the per-address limits (failed logins, new accounts): the API's, so Redis when configured. */
  counters?: Counters;
  /** The per-address limits (default ADDRESS_LIMITS); tests lower them. */
  addressLimits?: AddressLimits;
}
