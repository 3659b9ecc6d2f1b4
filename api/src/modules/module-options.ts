// What every feature module's routes receive from the app.
import type { Kysely } from 'kysely';
import type { AccessTokens, AccessTokenVerifier } from '../auth/access-token.ts';
import type { IdTokenVerifier } from '../auth/id-token.ts';
import type { DialectName } from '../db/connect.ts';
import type { ReadCache } from '../db/read-cache.ts';
import type { Database } from '../db/schema.ts';

export interface ModuleOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  verifyAccessToken: AccessTokenVerifier;
  /** Signs the API's access token at login and registration. */
  accessTokens: AccessTokens;
  /** Verifies the identity provider's ID token; null when no issuer is configured (login answers 401). */
  verifyIdToken: IdTokenVerifier | null;
  /** Lower-case e-mail addresses that become admin at registration (when the issuer verified them). */
  adminEmails: string[];
  /** The embedded provider's issuer, or null when an external one is used. */
  embeddedIssuer: string | null;
  /** Exact cache of the hot list reads (a pass-through on PostgreSQL). */
  readCache: ReadCache;
}
