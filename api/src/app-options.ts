// Everything buildApp can be told: the database, the logger, the limits, the site's addresses and the identity
// settings. Tests set a few; start-server.ts maps the environment (config.ts) onto them.
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import type { OidcClientConfig, RemoteName } from 'shared/contracts';
import type { AccessTokenVerifier } from './auth/access-token.ts';
import type { DialectName } from './db/connect.ts';
import type { DataVersion } from './db/read-cache.ts';
import type { Database } from './db/schema.ts';
import type { LazySchemaCompilers } from './lazy-schema-compilers.ts';
import type { Counters } from './limits/counters.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RemoteImageOptions } from './modules/images/remote-image.ts';
import type { ExternalModelOptions } from './modules/noshow/external-model.ts';

export interface AppOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  /** From openDatabase: lets the hot list reads be cached exactly (SQLite and PostgreSQL); null or absent = no cache. */
  dataVersion?: DataVersion | null;
  /** pino level: fatal, error, warn, info, debug, trace or silent (default info). */
  logLevel?: string;
  /** A logger made before the app (the embedded provider needs one first); its level wins over logLevel. */
  logger?: FastifyBaseLogger;
  /** Requests per minute per client IP on /api; 0 switches the limit off (default 600). */
  rateLimitMax?: number;
  /** Folder holding shell/dist and mf-<name>/dist (default: the repository root). */
  webRoot?: string;
  /** How long a public page may take to render on the server before the browser renders it (default 0: off). */
  serverRenderBudgetMs?: number;
  /** Origins allowed to call the API from a browser elsewhere (default: none, same origin only). */
  corsOrigins?: string[];
  /** The API base written to /config.json (default /api). */
  publicApiUrl?: string;
  /** Each remote's mf-manifest.json URL (default /remotes/<name>/mf-manifest.json). */
  remotes?: Partial<Record<RemoteName, string>>;
  /** OpenID Connect client settings written to /config.json (null = the shell offers no login). */
  oidc?: OidcClientConfig | null;
  /** Folder of the demo logos served at /demo-logos/ (default api/src/seed/logos). */
  demoLogosDir?: string;
  /** Trust X-Forwarded-* from a reverse proxy: true, or a comma list of proxy addresses (default false). */
  trustProxy?: boolean | string;
  /** Verifies the bearer token (default: the API's own RS256 access token, keys from options.db). */
  verifyAccessToken?: AccessTokenVerifier;
  /** The OpenID Connect issuer whose ID tokens log users in; null or absent = login and registration answer 401. */
  identity?: IdentityOptions | null;
  /** Purge expired personal data every hour (modules/privacy/retention.ts); the server turns it on, tests call it. */
  retentionSchedule?: boolean;
  /** Count visits for the insights (default on); off, events are answered and dropped. */
  countVisits?: boolean;
  /** Registering with a verified e-mail address in this list (lower-case) makes the user an admin. */
  adminEmails?: string[];
  /** The embedded provider's issuer: users of it have an identity_accounts row (id = auth_subject) kept in step. */
  embeddedIssuer?: string;
  /** The embedded OpenID provider, served under /oidc in its own scope (its own headers and body parsers). */
  embeddedProvider?: { plugin: FastifyPluginAsync };
  /** Outgoing mail of the features (decisions to providers); default: the outbox table, read in the log. */
  mailer?: Mailer;
  /** The address people open the site at (PUBLIC_URL), for links in mail (default http://localhost). */
  siteUrl?: string;
  /** The counters of every limit: in memory by default, in Redis (REDIS_URL) to share them between processes. */
  counters?: Counters;
  /** The clock of the cool-downs and write limits (default: the real one; tests move their own). */
  now?: () => Date;
  /** The No Show Tool's outside scoring service (NOSHOW_MODEL_URL); absent = the built-in model alone. */
  noShowModel?: ExternalModelOptions;
  /** How images are fetched from https addresses (decision 0023): https and public addresses only unless a test says so. */
  remoteImages?: RemoteImageOptions;
  /** Once listening, convert the images still on other hosts in the background (decision 0023); the server turns it on. */
  adoptForeignImages?: boolean;
  /** METRICS_TOKEN: serve /metrics to this bearer and measure every request; absent = neither. */
  metricsToken?: string;
  /** The routes' validators and serializers, built at first use or once listening (default: new ones; a test passes its own to see what is built). */
  schemaCompilers?: LazySchemaCompilers;
}

export interface IdentityOptions {
  issuer: string;
  /** The client id the ID tokens are issued to. */
  audience: string;
  /** createLocalJWKSet(publicJwks) for the embedded provider, discoveredJwks(issuer) for an external one. */
  getKey: JWTVerifyGetKey;
  /** The claim holding the e-mail address (default 'email'). */
  emailClaim?: string;
}
