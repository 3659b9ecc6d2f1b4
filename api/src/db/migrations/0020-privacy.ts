// Personal data (docs/decisions/0024-personal-data.md):
// - One shared user row, 'Verwijderd account', that keeps the reviews, questions and comments of deleted accounts:
//   it has no identity, no role and no address (its e-mail value has no '@', so nobody can register it).
// - The audit trail stays append-only for what happened (when, who by id, what, on what), but the columns that can
//   name a person may be overwritten: a deleted account's name is replaced, an admin's address wiped after its
//   period. Rows are still never deleted.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../dialect.ts';

export const privacy: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db
      .insertInto('users')
      .values({ firstname: 'Verwijderd', lastname: 'account', email: 'verwijderd-account', auth_issuer: null, auth_subject: null, created_at: new Date(0).toISOString() })
      .execute();

    if (dialectOf(db) === 'postgres') {
      await sql`CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'DELETE' OR NEW.id IS DISTINCT FROM OLD.id OR NEW.at IS DISTINCT FROM OLD.at
            OR NEW.actor_id IS DISTINCT FROM OLD.actor_id OR NEW.action IS DISTINCT FROM OLD.action
            OR NEW.target_type IS DISTINCT FROM OLD.target_type OR NEW.target_id IS DISTINCT FROM OLD.target_id THEN
            RAISE EXCEPTION 'audit_log is append-only';
          END IF;
          RETURN NEW;
        END $$`.execute(db);
    } else {
      await sql`DROP TRIGGER audit_log_no_update`.execute(db);
      await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE OF id, at, actor_id, action, target_type, target_id ON audit_log
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
    }
  },
};
