// What every feature module's routes receive from the app.
import type { Kysely } from 'kysely';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import type { DialectName } from '../db/connect.ts';
import type { ReadCache } from '../db/read-cache.ts';
import type { Database } from '../db/schema.ts';

export interface ModuleOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The 401 gate of every write and private read. */
  authGate: onRequestAsyncHookHandler;
  verifyAccessToken: AccessTokenVerifier;
  /** Exact cache of the hot list reads (a pass-through on PostgreSQL). */
  readCache: ReadCache;
}
