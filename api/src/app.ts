// The Fastify application: one error module; plugins in order (CORS, compression, OpenAPI); under /api the fixed
// security headers, the rate limit, the access gate and the feature routes with the services container; under
// /oidc the embedded OpenID provider (when configured); then the static site with helmet's headers.
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import { ApiErrorBodySchema } from 'shared/contracts';
import type { OidcClientConfig, RemoteName } from 'shared/contracts';
import { createAccessTokens } from './auth/access-token.ts';
import type { AccessTokenVerifier } from './auth/access-token.ts';
import { registerAccessGate } from './auth/access.ts';
import type { ApiRoute } from './auth/access.ts';
import { createIdTokenVerifier } from './auth/id-token.ts';
import { REPOSITORY_ROOT } from './config.ts';
import type { DialectName } from './db/connect.ts';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, createReadCache } from './db/read-cache.ts';
import type { DataVersion } from './db/read-cache.ts';
import type { Database } from './db/schema.ts';
import { REQUEST_ID_HEADER, requestIdGenerator } from './operations/request-id.ts';
import { registerErrorHandling, sendFrameworkError } from './errors/error-handler.ts';
import { rejectNulCharacters } from './errors/reject-nul.ts';
import { completeRouteSchema } from './modules/route-schemas.ts';
import type { FeatureOptions, FeatureRoutes } from './modules/feature-routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { faqRoutes } from './modules/faqs/routes.ts';
import { forumRoutes } from './modules/forum/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { keywordRoutes } from './modules/keywords/routes.ts';
import { noShowRoutes } from './modules/noshow/routes.ts';
import { insightRoutes } from './modules/insights/routes.ts';
import { scheduleWeeklyMail } from './modules/insights/weekly-mail.ts';
import type { InsightService } from './modules/insights/service.ts';
import { emailConfirmationPages } from './modules/users/email-confirmation-pages.ts';
import { createExternalModel, type ExternalModelOptions } from './modules/noshow/external-model.ts';
import { providerRoutes } from './modules/providers/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { roadmapSettingRoutes } from './modules/roadmap-settings/routes.ts';
import { siteContentRoutes } from './modules/site-content/routes.ts';
import { favouriteRoutes } from './modules/favourites/routes.ts';
import { createForeignImageAdoption, type ForeignImageAdoption } from './modules/images/foreign-images.ts';
import type { RemoteImageOptions } from './modules/images/remote-image.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { toolKeywordRoutes } from './modules/tool-keywords/routes.ts';
import { toolRoutes } from './modules/tools/routes.ts';
import { scheduleRetention } from './modules/privacy/retention.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { memoryCounters, type Counters } from './limits/counters.ts';
import { registerRateLimit } from './rate-limit.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createServices, ownerLookups, pageDataOf } from './services.ts';
import { buildRuntimeConfig, externalOrigins } from './web/runtime-config.ts';
import { registerStaticSite } from './web/static-site.ts';
import { registerHttpMetrics } from './operations/metrics/http.ts';
import { metricsRoutes } from './operations/metrics/routes.ts';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api with its declared access (HEAD folded into GET), in registration order. */
    apiRoutes: ApiRoute[];
    /** The start-up's conversion of images on other hosts (decision 0023): a test awaits `start()`. */
    foreignImages: ForeignImageAdoption;
    /** Counting and its figures: a test writes the queued events at once (recorder.flush) instead of waiting. */
    insights: InsightService;
  }
}

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

const DEMO_LOGOS = fileURLToPath(new URL('./seed/logos/', import.meta.url));

/** JSON is never rendered as a page: a strict, fixed set of headers, set without per-request work. */
const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-site',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
} as const;

function apiSecurityHeaders(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.headers(API_SECURITY_HEADERS);
  done();
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logLevel = options.logger?.level ?? options.logLevel ?? 'info';
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: { level: logLevel } }),
    // Two log lines per request cost a good part of the throughput: failures are logged by the error
    // handler, and LOG_LEVEL=debug (or trace) logs every request.
    logController: new LogController({ disableRequestLogging: logLevel !== 'debug' && logLevel !== 'trace' }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Only behind a reverse proxy may X-Forwarded-For name the client (else anyone could dodge the rate limit).
    trustProxy: options.trustProxy ?? false,
    genReqId: requestIdGenerator(options.trustProxy ?? false),
    // A malformed or overlong address part is refused before routing: the error model, not Fastify's own body.
    frameworkErrors: sendFrameworkError,
    // A body with a field the contract does not name is refused (400), not silently trimmed: a client that
    // misspells a field learns it at once instead of losing what it sent.
    ajv: { customOptions: { removeAdditional: false } },
  });

  const runtimeConfig = buildRuntimeConfig({ publicApiUrl: options.publicApiUrl, remotes: options.remotes, oidc: options.oidc });
  const allowedOrigins = externalOrigins(runtimeConfig);

  registerErrorHandling(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('identity', null);
  // Before any plugin: a root hook added later would miss their routes.
  if (options.metricsToken) {
    registerHttpMetrics(app);
    await app.register(metricsRoutes, { token: options.metricsToken });
  }

  await app.register(fastifyCors, {
    origin: options.corsOrigins && options.corsOrigins.length > 0 ? options.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    exposedHeaders: [REQUEST_ID_HEADER],
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD,
    // Each chunk written is flushed to the client: a streamed list's batch arrives as it is made, not when the
    // compressor's buffer happens to fill (which kept a waiting list's client without a byte for seconds).
    brotliOptions: { ...BROTLI_OPTIONS, flush: zlibConstants.BROTLI_OPERATION_FLUSH },
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
  });

  app.addSchema(ApiErrorBodySchema);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'AI-tools roadmap voor de eventsector: API',
        description: 'De API van SPEC §7 onder /api. Lijsten antwoorden { data, count }; fouten { code, message, details? }.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
  });
  const counters = options.counters ?? memoryCounters();
  app.addHook('onClose', () => counters.close());
  const siteUrl = options.siteUrl ?? 'http://localhost';
  const accessTokens = createAccessTokens(options.db);
  const identity = options.identity ?? null;
  const verifyIdToken = identity === null ? null : createIdTokenVerifier({ ...identity, log: app.log });
  const services = createServices({
    db: options.db,
    dialect: options.dialect,
    accessTokens,
    adminEmails: (options.adminEmails ?? []).map((email) => email.trim().toLowerCase()).filter(Boolean),
    embeddedIssuer: options.embeddedIssuer ?? null,
    mailer: options.mailer ?? createMailer({ from: 'AI-tools roadmap <no-reply@roadmap.local>', db: options.db, log: app.log }),
    siteUrl,
    now: options.now ?? (() => new Date()),
    warn: (message, error) => app.log.warn({ err: error }, message),
    externalNoShowModel: options.noShowModel ? createExternalModel(options.noShowModel) : null,
    ...(options.remoteImages ? { remoteImages: options.remoteImages } : {}),
    verifyIdToken,
    countVisits: options.countVisits ?? true,
    counters,
  });
  if (options.retentionSchedule) {
    const retention = scheduleRetention(services.privacy, app.log);
    app.addHook('onClose', async () => retention.stop());
    const weeklyMail = scheduleWeeklyMail(services.insights, options.now ?? (() => new Date()), app.log);
    app.addHook('onClose', async () => weeklyMail.stop());
  }
  // Counted events wait in memory for at most a second; a clean stop writes them before the database closes.
  services.insights.recorder.start();
  app.addHook('onClose', async () => services.insights.recorder.stop());
  app.decorate('insights', services.insights);
  const features: FeatureOptions = { services, readCache: createReadCache(options.dataVersion ?? null) };
  let apiRoutes: ApiRoute[] = [];
  await app.register(
    async (api) => {
      // Every route registered in this scope declares its access; the gate checks it (auth/access.ts).
      api.addHook('onRoute', completeRouteSchema);
      apiRoutes = registerAccessGate(api, {
        verifyAccessToken: options.verifyAccessToken ?? accessTokens.verify,
        currentRoles: services.users.currentRoles,
        verifyIdToken,
        owners: ownerLookups(services),
        prefix: '/api',
      });
      api.addHook('onRequest', apiSecurityHeaders);
      api.addHook('preValidation', rejectNulCharacters);
      const max = options.rateLimitMax ?? 600;
      if (max > 0) registerRateLimit(api, max, counters);
      // PUT /users/{id} is sent form-encoded (SPEC §7). Only under /api: the embedded provider parses its own forms.
      api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      for (const routes of FEATURES) await api.register(routes, features);
    },
    { prefix: '/api' },
  );
  app.decorate('apiRoutes', apiRoutes);

  const foreignImages = createForeignImageAdoption([services.providers.adoptForeignLogos, services.siteContent.adoptForeignImages], app.log);
  app.decorate('foreignImages', foreignImages);
  // After listening, not before: the start never waits for another host.
  if (options.adoptForeignImages) {
    app.addHook('onListen', (done) => {
      void foreignImages.start();
      done();
    });
  }
  app.addHook('onClose', () => foreignImages.stop());

  // Outside the /api scope (its strict headers, rate limit and access gate) and outside the site's helmet scope:
  // the provider sets its own headers and parsers. Registered before the site so the SPA fallback never wins.
  if (options.embeddedProvider) {
    const { plugin } = options.embeddedProvider;
    await app.register(
      async (oidc) => {
        // The login popup must keep its opener: the site sends Cross-Origin-Opener-Policy same-origin, and a
        // popup page without it would look closed to the shell (oidc-client-ts) while the user still types.
        oidc.addHook('onRequest', (_request, reply, done) => {
          reply.raw.setHeader('cross-origin-opener-policy', 'same-origin');
          done();
        });
        // Account creation and the forgot-password mail are limited per address like the API.
        const max = options.rateLimitMax ?? 600;
        if (max > 0) registerRateLimit(oidc, max, counters);
        await oidc.register(plugin);
      },
      { prefix: '/oidc' },
    );
  }

  // The link that confirms a new e-mail address (issue 13): its own small page, before the SPA fallback.
  await app.register(emailConfirmationPages({ users: services.users, siteUrl }));

  // The site (documents, scripts, the documentation UI) gets helmet's full set of headers with the content
  // security policy; JSON answers get a fixed set (apiSecurityHeaders), computed once rather than per request.
  await app.register(async (site) => {
    await site.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...allowedOrigins],
          connectSrc: ["'self'", ...allowedOrigins],
          // oidc-client-ts renews the session silently in an iframe on the issuer.
          frameSrc: ["'self'", ...allowedOrigins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Only the site's own images (decision 0023): a visitor's browser asks no other host for a logo or a photo.
          imgSrc: ["'self'", 'data:', ...allowedOrigins],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          scriptSrcAttr: ["'none'"],
        },
      },
      // The remotes are fetched by shells on other origins; CORS decides who may read what.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    await site.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // The page must also work over plain http on a local network.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });

    await registerStaticSite(site, {
      webRoot: options.webRoot ?? REPOSITORY_ROOT,
      runtimeConfig,
      siteUrl,
      pageData: pageDataOf(services),
      demoLogosDir: options.demoLogosDir ?? DEMO_LOGOS,
    });
  });

  return app;
}
