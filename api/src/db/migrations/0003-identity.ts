// Identity (decision 0008): the embedded OpenID Connect provider's accounts, its persisted state (sessions, grants,
// codes: one table of JSON payloads, as oidc-provider's adapter contract has it), the signing keys of the
// provider and of the API's own access token, the outbox of mail that has no SMTP server, password-reset
// links and the failed-login counter that slows password guessing.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { portableColumns } from './columns.ts';

export const identity: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    const { id, flag } = portableColumns(db);

    await db.schema
      .createTable('identity_accounts')
      .addColumn('id', 'integer', id)
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('firstname', 'text', (col) => col.notNull())
      .addColumn('lastname', 'text', (col) => col.notNull())
      .addColumn('email_verified', 'integer', flag('email_verified'))
      .addColumn('must_change_password', 'integer', flag('must_change_password'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('oidc_payloads')
      .addColumn('model', 'text', (col) => col.notNull())
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('uid', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('consumed_at', 'text')
      .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
      .execute();
    await db.schema.createIndex('oidc_payloads_grant_id').on('oidc_payloads').column('grant_id').execute();
    await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();
    await db.schema.createIndex('oidc_payloads_user_code').on('oidc_payloads').column('user_code').execute();

    await db.schema
      .createTable('signing_keys')
      .addColumn('id', 'integer', id)
      .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('oidc', 'api', 'cookie')`))
      .addColumn('private_jwk', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'integer', id)
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'integer', (col) => col.notNull().references('identity_accounts.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .createTable('login_failures')
      .addColumn('email', 'text', (col) => col.primaryKey())
      .addColumn('failures', 'integer', (col) => col.notNull())
      .addColumn('last_failure_at', 'text', (col) => col.notNull())
      .execute();
  },
};
