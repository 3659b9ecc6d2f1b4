// User rows. Made per executor (the database or a transaction): the service decides what one transaction holds.
// Visitors get names only, never e-mail addresses (docs/decisions/0004-no-public-email-addresses.md). The shared
// 'Verwijderd account' row is nobody: it keeps its name for what deleted accounts wrote, and is no user to list or manage.
import type { Kysely } from 'kysely';
import { ROLES } from 'shared/contracts';
import type { Role, User, UserFullName, UserName } from 'shared/contracts';
import { dialectOf } from '../../db/dialect.ts';
import { fullName } from '../../db/full-name.ts';
import type { Database } from '../../db/schema.ts';
import { DELETED_ACCOUNT } from '../privacy/personal-data.ts';

export interface NewUser {
  firstname: string;
  lastname: string;
  email: string;
  issuer: string;
  subject: string;
}

export function createUserRepository(db: Kysely<Database>) {
  async function rolesOf(ids: number[]): Promise<Map<number, Role[]>> {
    const byUser = new Map<number, Role[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byUser;
    const rows = await db.selectFrom('user_roles').select(['user_id', 'role']).where('user_id', 'in', ids).execute();
    for (const row of rows) byUser.get(row.user_id)?.push(row.role);
    // Highest first, whatever the order the rows come in.
    for (const [id, roles] of byUser) byUser.set(id, ROLES.filter((role) => roles.includes(role)));
    return byUser;
  }

  return {
    /** The user's roles now, or null when the user is gone (their role rows go with them). */
    async currentRoles(id: number): Promise<Role[] | null> {
      const roles = (await db.selectFrom('user_roles').select('role').where('user_id', '=', id).execute()).map((row) => row.role);
      return roles.length === 0 ? null : ROLES.filter((role) => roles.includes(role));
    },

    findName(id: number): Promise<UserFullName | undefined> {
      return db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', id).executeTakeFirst();
    },

    listNames(): Promise<UserName[]> {
      return db
        .selectFrom('users')
        .select(['id', fullName().as('name')])
        .where('email', '!=', DELETED_ACCOUNT.email)
        .orderBy('id')
        .execute();
    },

    async find(id: number): Promise<User | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname', 'email'])
        .where('id', '=', id)
        .where('email', '!=', DELETED_ACCOUNT.email)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return { ...row, roles: (await rolesOf([id])).get(id) ?? [] };
    },

    async list(): Promise<User[]> {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname', 'email'])
        .where('email', '!=', DELETED_ACCOUNT.email)
        .orderBy('id')
        .execute();
      const roles = await rolesOf(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, roles: roles.get(row.id) ?? [] }));
    },

    async idOfIdentity(issuer: string, subject: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('auth_issuer', '=', issuer)
        .where('auth_subject', '=', subject)
        .executeTakeFirst();
      return row?.id;
    },

    /** The id of the user with this (lower-case) e-mail address, if any. */
    async idOfEmail(email: string): Promise<number | undefined> {
      return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
    },

    /** Where the user's identity comes from; undefined when the user is missing. */
    identityOf(id: number): Promise<{ auth_issuer: string | null; auth_subject: string | null } | undefined> {
      return db.selectFrom('users').select(['auth_issuer', 'auth_subject']).where('id', '=', id).executeTakeFirst();
    },

    async insert(user: NewUser): Promise<number> {
      const row = await db
        .insertInto('users')
        .values({
          firstname: user.firstname,
          lastname: user.lastname,
          email: user.email,
          auth_issuer: user.issuer,
          auth_subject: user.subject,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async replaceRoles(id: number, roles: readonly Role[]): Promise<void> {
      await db.deleteFrom('user_roles').where('user_id', '=', id).execute();
      await db.insertInto('user_roles').values(roles.map((role) => ({ user_id: id, role }))).execute();
    },

    async update(id: number, changes: { firstname?: string; lastname?: string; email?: string }): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },

    /**
     * The admins' ids. Inside a transaction that may remove the last admin, `lock` holds their role rows on
     * PostgreSQL until it ends, so two such changes cannot both see another admin (SQLite writes one at a time).
     */
    async adminIds({ lock = false }: { lock?: boolean } = {}): Promise<number[]> {
      let query = db.selectFrom('user_roles').select('user_id').where('role', '=', 'admin');
      if (lock && dialectOf(db) === 'postgres') query = query.forUpdate();
      return (await query.execute()).map((row) => row.user_id);
    },

    /** Remembers an ID token as spent until it expires; the same one again fails on the primary key (a unique violation). */
    async spendIdToken(tokenHash: string, expiresAt: string): Promise<void> {
      await db.insertInto('used_id_tokens').values({ token_hash: tokenHash, expires_at: expiresAt }).execute();
    },

    async forgetIdTokensExpiredBefore(at: string): Promise<void> {
      await db.deleteFrom('used_id_tokens').where('expires_at', '<', at).execute();
    },

    /** Where mail to the admins goes. */
    async adminEmails(): Promise<string[]> {
      const rows = await db
        .selectFrom('users')
        .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
        .select('users.email')
        .where('user_roles.role', '=', 'admin')
        .orderBy('users.id')
        .execute();
      return rows.map((row) => row.email);
    },

    /** Replaces the user's open e-mail change, if any. */
    async saveEmailChange(change: { user_id: number; email: string; token_hash: string; expires_at: string }): Promise<void> {
      await db.deleteFrom('email_changes').where('user_id', '=', change.user_id).execute();
      await db.insertInto('email_changes').values(change).execute();
    },

    findEmailChange(tokenHash: string): Promise<{ user_id: number; email: string; expires_at: string } | undefined> {
      return db.selectFrom('email_changes').select(['user_id', 'email', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    async removeEmailChange(userId: number): Promise<void> {
      await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
    },

    /** The address proven by a confirmation link: the embedded account logs in with it and calls it verified. */
    async setVerifiedAccountEmail(accountId: number, email: string): Promise<void> {
      await db.updateTable('identity_accounts').set({ email, email_verified: 1 }).where('id', '=', accountId).execute();
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
