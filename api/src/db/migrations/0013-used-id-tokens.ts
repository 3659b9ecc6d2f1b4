// Used ID tokens (decision 0021): an ID token is accepted at the backend login once. Its hash is remembered until it expires, in the
// database every API instance shares.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const usedIdTokens: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('used_id_tokens')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('used_id_tokens_expiry').on('used_id_tokens').column('expires_at').execute();
  },
};
