// The rows that tell the privacy workflows who a person is: their account, the addresses that are theirs, the
// shared 'Verwijderd account' row, the companies they manage. Made per executor (the database or the deletion's
// transaction). What each table holds about the person, and what happens to it, is personal-data.ts.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DELETED_ACCOUNT } from './personal-data.ts';

/** How long an emptying of the write-ahead log may wait for another connection's checkpoint (one takes milliseconds). */
const CHECKPOINT_PATIENCE_MS = 5_000;

export function createPrivacyRepository(db: Kysely<Database>) {
  return {
    /** A user's account row with where their identity comes from; undefined for a missing user and the shared row. */
    findUser(userId: number) {
      return db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname', 'email', 'auth_issuer', 'auth_subject'])
        .where('id', '=', userId)
        .where('email', '!=', DELETED_ACCOUNT.email)
        .executeTakeFirst();
    },

    /** The embedded identity provider's account's address, which may differ from the user's. */
    async accountEmail(accountId: number): Promise<string | undefined> {
      return (await db.selectFrom('identity_accounts').select('email').where('id', '=', accountId).executeTakeFirst())?.email;
    },

    /** A new address the user asked for and has not confirmed yet. */
    async pendingEmails(userId: number): Promise<string[]> {
      return (await db.selectFrom('email_changes').select('email').where('user_id', '=', userId).execute()).map((row) => row.email);
    },

    /** The shared row under which what deleted accounts wrote stays (a migration makes it). */
    async deletedAccountId(): Promise<number> {
      return (await db.selectFrom('users').select('id').where('email', '=', DELETED_ACCOUNT.email).executeTakeFirstOrThrow()).id;
    },

    /** The names of the companies the user manages, by name. */
    async providerNamesManagedBy(userId: number): Promise<string[]> {
      return (await db.selectFrom('providers').select('name').where('user_id', '=', userId).orderBy('name').execute()).map((row) => row.name);
    },

    /**
     * SQLite: writes the write-ahead log's pages back into the database file and empties the log. While another
     * connection checkpoints (the API's background checkpointer, db/wal-checkpointer.ts), SQLite answers busy at once
     * and empties nothing, without waiting: so it asks again until the log is empty. False when it stayed busy.
     */
    async checkpointWriteAheadLog(): Promise<boolean> {
      for (const deadline = Date.now() + CHECKPOINT_PATIENCE_MS; ; ) {
        const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
        if (rows[0]?.busy === 0) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
