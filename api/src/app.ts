// The Fastify application, assembled in order: one error module; the root plugins (metrics, CORS, compression, the
// OpenAPI document); the services container; under /api the feature routes (modules/register-routes.ts); under
// /oidc the embedded OpenID provider when configured (oidc/mount.ts); then the site with helmet's headers
// (web/site.ts). The options are described in app-options.ts.
import { createServer, type IncomingMessage, type ServerOptions } from 'node:http';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { AppOptions } from './app-options.ts';
import { createAccessTokens } from './auth/access-token.ts';
import { createIdTokenVerifier } from './auth/id-token.ts';
import { REPOSITORY_ROOT } from './config.ts';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, createReadCache } from './db/read-cache.ts';
import { registerErrorHandling, sendFrameworkError } from './errors/error-handler.ts';
import { lazySchemaCompilers, type LazySchemaCompilers } from './lazy-schema-compilers.ts';
import { memoryCounters } from './limits/counters.ts';
import { createMailer } from './mail/mailer.ts';
import type { FeatureOptions } from './modules/feature-routes.ts';
import { createExternalModel } from './modules/noshow/external-model.ts';
import { registerApiRoutes } from './modules/register-routes.ts';
import { createAnswerReplay, type AnswerReplay } from './modules/replayed-answers.ts';
import { emailConfirmationPages } from './modules/users/email-confirmation-pages.ts';
import { mountEmbeddedProvider } from './oidc/mount.ts';
import { startBackgroundWork } from './operations/background-work.ts';
import { registerHttpMetrics } from './operations/metrics/http.ts';
import { metricsRoutes } from './operations/metrics/routes.ts';
import { REQUEST_ID_HEADER, requestIdGenerator } from './operations/request-id.ts';
import { requestLogger } from './operations/request-logger.ts';
import { createServices, pageDataOf } from './services.ts';
import { registerOpenApiDocument } from './web/openapi.ts';
import { buildRuntimeConfig } from './web/runtime-config.ts';
import { registerSite } from './web/site.ts';

export type { AppOptions, IdentityOptions } from './app-options.ts';

const DEMO_LOGOS = fileURLToPath(new URL('./seed/logos/', import.meta.url));

function createFastify(
  options: AppOptions,
  logLevel: string,
  requestId: (request: IncomingMessage) => string,
  replay: AnswerReplay | null,
  schemas: LazySchemaCompilers,
): FastifyInstance {
  return Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: { level: logLevel } }),
    // Two log lines per request cost a good part of the throughput: failures are logged by the error
    // handler, and LOG_LEVEL=debug (or trace) logs every request.
    logController: new LogController({ disableRequestLogging: logLevel !== 'debug' && logLevel !== 'trace' }),
    // request.log is made on its first use: most requests log nothing (operations/request-logger.ts).
    childLoggerFactory: requestLogger,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Only behind a reverse proxy may X-Forwarded-For name the client (else anyone could dodge the rate limit).
    trustProxy: options.trustProxy ?? false,
    genReqId: requestId,
    // The server Fastify would make, with the replay of unchanged answers in front of it (modules/replayed-answers.ts).
    ...(replay && { serverFactory: serverWith(replay) }),
    // A malformed or overlong address part is refused before routing: the error model, not Fastify's own body.
    frameworkErrors: sendFrameworkError,
    // A body with a field the contract does not name is refused (400), not silently trimmed: a client that
    // misspells a field learns it at once instead of losing what it sent.
    ajv: { customOptions: { removeAdditional: false } },
    // Each route's validator and serializer is built at its first use or once listening, not before.
    schemaController: { compilersFactory: schemas.compilersFactory },
  });
}

/** CORS for the configured other origins (none by default: same origin only), and compressed answers. */
async function registerHttpPlugins(app: FastifyInstance, corsOrigins: string[] | undefined): Promise<void> {
  // Without other origins there is nothing to allow, and the plugin is not registered at all: with `origin: false`
  // its hook still ran on every request (an options object copied, a callback made) to add nothing.
  if (corsOrigins && corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      exposedHeaders: [REQUEST_ID_HEADER],
    });
  }
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD,
    // Each chunk written is flushed to the client: a streamed list's batch arrives as it is made, not when the
    // compressor's buffer happens to fill (which kept a waiting list's client without a byte for seconds).
    brotliOptions: { ...BROTLI_OPTIONS, flush: zlibConstants.BROTLI_OPERATION_FLUSH },
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
  });
}

/** Node's HTTP server with Fastify's settings, as Fastify makes it itself, with the replay in front of Fastify's handler. */
function serverWith(replay: AnswerReplay): FastifyServerFactory {
  return (handler, settings) => {
    // Fastify hands over its options with their defaults filled in.
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = settings as Record<string, number>;
    const server = createServer((settings.http ?? {}) as ServerOptions, replay.handler(handler));
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logLevel = options.logger?.level ?? options.logLevel ?? 'info';
  const counters = options.counters ?? memoryCounters();
  const rateLimitMax = options.rateLimitMax ?? 600;
  const requestId = requestIdGenerator(options.trustProxy ?? false);
  // Off when every request is logged (LOG_LEVEL=debug or trace): a replayed answer goes past Fastify's logging.
  const replay = logLevel === 'debug' || logLevel === 'trace'
    ? null
    : createAnswerReplay({ requestId, rateLimitMax, counters, trustProxy: options.trustProxy ?? false, metrics: Boolean(options.metricsToken) });
  const schemas = options.schemaCompilers ?? lazySchemaCompilers();
  const app = createFastify(options, logLevel, requestId, replay, schemas);
  app.addHook('onListen', (done) => {
    void schemas.compileRemaining().then((failures) => {
      for (const failure of failures) app.log.error({ err: failure }, 'A route schema cannot be compiled');
    });
    done();
  });
  if (replay) app.addHook('preClose', (done) => {
    replay.stop();
    done();
  });
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
  await registerHttpPlugins(app, options.corsOrigins);
  await registerOpenApiDocument(app);

  app.addHook('onClose', () => counters.close());
  const siteUrl = options.siteUrl ?? 'http://localhost';
  const now = options.now ?? (() => new Date());
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
    now,
    warn: (message, error) => app.log.warn({ err: error }, message),
    externalNoShowModel: options.noShowModel ? createExternalModel(options.noShowModel) : null,
    ...(options.remoteImages ? { remoteImages: options.remoteImages } : {}),
    verifyIdToken,
    countVisits: options.countVisits ?? true,
    counters,
  });
  startBackgroundWork(app, services, { schedules: options.retentionSchedule ?? false, adoptForeignImages: options.adoptForeignImages ?? false, now });

  const features: FeatureOptions = { services, readCache: createReadCache(options.dataVersion ?? null) };
  await registerApiRoutes(app, { features, verifyAccessToken: options.verifyAccessToken ?? accessTokens.verify, verifyIdToken, rateLimitMax, counters, replay });
  if (options.embeddedProvider) await mountEmbeddedProvider(app, options.embeddedProvider.plugin, { rateLimitMax, counters });
  // The link that confirms a new e-mail address opens a server-rendered page of its own (not JSON, so outside
  // /api), registered before the site so the SPA fallback never answers it.
  await app.register(emailConfirmationPages({ users: services.users, siteUrl }));
  await registerSite(app, {
    webRoot: options.webRoot ?? REPOSITORY_ROOT,
    runtimeConfig: buildRuntimeConfig({ publicApiUrl: options.publicApiUrl, remotes: options.remotes, oidc: options.oidc }),
    siteUrl,
    pageData: pageDataOf(services),
    demoLogosDir: options.demoLogosDir ?? DEMO_LOGOS,
    serverRenderBudgetMs: options.serverRenderBudgetMs ?? 0,
    dataVersion: options.dataVersion ?? null,
  });
  return app;
}
