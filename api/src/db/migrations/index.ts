// The migrations, listed here rather than found on disk (a static provider: no file-system scan, and the
// same list whether the API runs from source or from a bundle).
import { Migrator } from 'kysely/migration';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { initialSchema } from './0001-initial-schema.ts';
import { forumSearch } from './0002-forum-search.ts';
import { identity } from './0003-identity.ts';
import { community } from './0005-community.ts';
import { auditLog } from './0008-audit-log.ts';
import { toolHistory } from './0009-tool-history.ts';
import { providerNames } from './0010-provider-names.ts';
import { providerClaims } from './0011-provider-claims.ts';
import { noshow } from './0012-noshow.ts';
import { usedIdTokens } from './0013-used-id-tokens.ts';
import { emailChanges } from './0014-email-changes.ts';
import { toolSearch } from './0015-tool-search.ts';
import { siteContent } from './0016-site-content.ts';
import { favourites } from './0017-favourites.ts';
import { commentCoolDownIndex } from './0018-comment-cool-down-index.ts';
import { images } from './0019-images.ts';
import { privacy } from './0020-privacy.ts';
import { insights } from './0021-insights.ts';

const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-forum-search': forumSearch,
  '0003-identity': identity,
  '0005-community': community,
  '0008-audit-log': auditLog,
  '0009-tool-history': toolHistory,
  '0010-provider-names': providerNames,
  '0011-provider-claims': providerClaims,
  '0012-noshow': noshow,
  '0013-used-id-tokens': usedIdTokens,
  '0014-email-changes': emailChanges,
  '0015-tool-search': toolSearch,
  '0016-site-content': siteContent,
  '0017-favourites': favourites,
  '0018-comment-cool-down-index': commentCoolDownIndex,
  '0019-images': images,
  '0020-privacy': privacy,
  '0021-insights': insights,
};

/** Every migration's name, in order: what a current database has recorded as applied. */
export const migrationNames: readonly string[] = Object.keys(migrations);

const staticProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** The listed migrations the database has not run: all of them when it has no migration table (readiness). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  // The same table migrateToLatest writes (Kysely's default name, in the current schema).
  const done = await db.selectFrom('kysely_migration').select('name').execute().catch(() => []);
  const executed = new Set(done.map((row: { name: string }) => row.name));
  return Object.keys(migrations).filter((name) => !executed.has(name));
}

/** Brings the database to the latest schema; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which: a database with several schemas
  // (one per test file, or per tenant) would find another schema's lock table and skip creating its own.
  const migrationTableSchema =
    dialectOf(db) === 'postgres' ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider: staticProvider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
