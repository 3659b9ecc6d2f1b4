// Starting the server (called by server.ts): read the environment, open and migrate the database, start the
// embedded OpenID provider unless an external issuer is configured, seed the demo catalogue into an empty
// database, create the first admin, and listen.
import { createLocalJWKSet } from 'jose';
import pino from 'pino';
import { buildApp } from './app.ts';
import type { IdentityOptions } from './app.ts';
import { discoveredJwks } from './auth/id-token.ts';
import { embeddedIssuer, readConfig } from './config.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { oneStartAtATime } from './db/start-lock.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { refreshToolSearch } from './modules/tools/search-index.ts';
import { memoryCounters } from './limits/counters.ts';
import { createMailer } from './mail/mailer.ts';
import { createEmbeddedProvider, ensureFirstAdmin } from './oidc/index.ts';
import { isDatabaseEmpty, seedDemoCatalogue } from './seed/index.ts';

export async function startServer(): Promise<void> {
  const config = readConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // On PostgreSQL every migration of a start runs in one transaction under an advisory lock (Kysely's Migrator):
    // a second instance starting at the same moment waits and then finds nothing to do, and a failed migration
    // leaves the database as it was.
    await migrateToLatest(database.db);
  } catch (error) {
    logger.fatal({ reason: error instanceof Error ? error.message : String(error) }, 'API not started: the database could not be migrated');
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  await oneStartAtATime(database.db, async () => {
    // PostgreSQL: every table, one added by the migrations too, tells the other instances of its writes (read cache).
    // Imported only then, like pg itself (db/connect-postgres.ts).
    if (database.dialect === 'postgres') await (await import('./db/postgres-data-version.ts')).ensureChangeNotifications(database.db);
    await refreshToolSearch(database.db, 'missing');
  });

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log: logger });
  const issuer = config.oidc.issuer ?? embeddedIssuer(config.publicUrl);
  // One set of counters for every limit, the embedded provider's per-address ones included.
  const counters = config.redisUrl ? (await import('./limits/redis-counters.ts')).redisCounters(config.redisUrl) : memoryCounters();
  const embedded =
    config.oidc.issuer === null
      ? await createEmbeddedProvider({ db: database.db, issuer, clientId: config.oidc.clientId, siteOrigins: siteOrigins(config), mailer, log: logger, counters })
      : null;
  const identity: IdentityOptions = {
    issuer,
    audience: config.oidc.audience,
    emailClaim: config.oidc.emailClaim,
    getKey: embedded ? createLocalJWKSet(embedded.publicJwks) : discoveredJwks(issuer),
  };

  const app = await buildApp({
    retentionSchedule: true,
    countVisits: config.countVisits,
    db: database.db,
    dialect: database.dialect,
    dataVersion: database.dataVersion,
    logger,
    rateLimitMax: config.rateLimitMax,
    webRoot: config.webRoot,
    serverRenderBudgetMs: config.serverRenderBudgetMs,
    corsOrigins: config.corsOrigins,
    publicApiUrl: config.publicApiUrl,
    remotes: config.remotes,
    trustProxy: config.trustProxy,
    oidc: { authority: issuer, clientId: config.oidc.clientId, scope: config.oidc.scope },
    identity,
    adminEmails: config.adminEmails,
    mailer,
    siteUrl: config.publicUrl,
    counters,
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
    // Images still on other hosts become the site's own, in the background once listening (decision 0023).
    adoptForeignImages: true,
    ...(config.noShowModel ? { noShowModel: config.noShowModel } : {}),
    ...(embedded ? { embeddedIssuer: issuer, embeddedProvider: { plugin: embedded.plugin } } : {}),
  });

  await oneStartAtATime(database.db, async () => {
    if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
      await seedDemoCatalogue(database.db);
      app.log.info('empty database: demo catalogue seeded');
    }
    if (embedded) {
      await ensureFirstAdmin({ db: database.db, issuer, dataDir: config.dataDir, adminEmail: config.firstAdminEmail, log: app.log });
    }
  });

  // A stop (SIGTERM from systemd, a container runtime or a rolling restart) takes no new connection, lets the
  // requests under way finish, a streamed whole list included, for at most SHUTDOWN_GRACE_SECONDS, and then
  // closes what is left; only then are the queued writes flushed (onClose hooks) and the database closed.
  let closing = false;
  async function shutDown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down');
    const overdue = setTimeout(() => {
      app.log.warn('shutdown grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, config.shutdownGraceSeconds * 1000);
    overdue.unref();
    try {
      await app.close();
      clearTimeout(overdue);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.once('SIGINT', () => void shutDown('SIGINT'));
  process.once('SIGTERM', () => void shutDown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.dialect === 'sqlite' ? `${config.dataDir}/roadmap.sqlite` : 'postgres', webRoot: config.webRoot },
    'API ready',
  );
}

/** The site's origins the login may return to: PUBLIC_URL, its loopback twin, and the CORS origins (dev servers). */
function siteOrigins(config: ServerConfig): string[] {
  const origins = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
  const url = new URL(config.publicUrl);
  if (url.hostname === 'localhost') origins.add(`${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ''}`);
  return [...origins];
}
