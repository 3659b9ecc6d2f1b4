// Starting the server (called by server.ts): read the environment, open and migrate the database, seed the
// demo catalogue into an empty database, and listen.
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { isDatabaseEmpty, seedDemoCatalogue } from './seed/index.ts';

export async function startServer(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);

  const app = await buildApp({
    db: database.db,
    dialect: database.dialect,
    dataVersion: database.dataVersion,
    logLevel: config.logLevel,
    rateLimitMax: config.rateLimitMax,
    webRoot: config.webRoot,
    corsOrigins: config.corsOrigins,
    publicApiUrl: config.publicApiUrl,
    remotes: config.remotes,
    trustProxy: config.trustProxy,
  });

  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    await seedDemoCatalogue(database.db);
    app.log.info('empty database: demo catalogue seeded');
  }

  let closing = false;
  async function shutDown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
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
