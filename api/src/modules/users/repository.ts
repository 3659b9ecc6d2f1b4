// User queries. Visitors get names only, never e-mail addresses (docs/decisions/0004-no-public-email-addresses.md);
// the full user (with e-mail and roles) is for the user themself and admins.
import type { Kysely, Transaction } from 'kysely';
import type { Database, Role } from '../../db/schema.ts';
import type { User } from 'shared/contracts';
import { highestRole, ROLES, rolesFrom } from 'shared/contracts';
import { isForeignKeyViolation } from '../../db/constraint-violations.ts';

/** The user as the API answers it: the domain type the front end reads (shared). */
export type { User };

/** SPEC §4: an admin is also provider and user, a provider also user; the result is sorted admin, provider, user. */
export function normaliseRoles(roles: readonly string[]): Role[] {
  return rolesFrom(highestRole(roles));
}

function sortRoles(roles: Role[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

type Db = Kysely<Database> | Transaction<Database>;

export function createUserRepository(db: Kysely<Database>) {
  async function rolesOf(executor: Db, ids: number[]): Promise<Map<number, Role[]>> {
    const byUser = new Map<number, Role[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byUser;
    const rows = await executor.selectFrom('user_roles').select(['user_id', 'role']).where('user_id', 'in', ids).execute();
    for (const row of rows) byUser.get(row.user_id)?.push(row.role);
    for (const [id, roles] of byUser) byUser.set(id, sortRoles(roles));
    return byUser;
  }

  async function find(executor: Db, id: number): Promise<User | undefined> {
    const row = await executor.selectFrom('users').select(['id', 'firstname', 'lastname', 'email']).where('id', '=', id).executeTakeFirst();
    if (row === undefined) return undefined;
    return { ...row, roles: (await rolesOf(executor, [id])).get(id) ?? [] };
  }

  return {
    async findName(id: number): Promise<{ firstname: string; lastname: string } | undefined> {
      return db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', id).executeTakeFirst();
    },

    async listNames(): Promise<Array<{ id: number; name: string }>> {
      const rows = await db.selectFrom('users').select(['id', 'firstname', 'lastname']).orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, name: `${row.firstname} ${row.lastname}` }));
    },

    find: (id: number) => find(db, id),

    async list(): Promise<User[]> {
      const rows = await db.selectFrom('users').select(['id', 'firstname', 'lastname', 'email']).orderBy('id').execute();
      const roles = await rolesOf(db, rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, roles: roles.get(row.id) ?? [] }));
    },

    async findByIdentity(issuer: string, subject: string): Promise<User | undefined> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('auth_issuer', '=', issuer)
        .where('auth_subject', '=', subject)
        .executeTakeFirst();
      return row === undefined ? undefined : find(db, row.id);
    },

    /** The id of the user with this (lower-case) e-mail address, if any. */
    async idOfEmail(email: string): Promise<number | undefined> {
      const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      return row?.id;
    },

    /** A registration that races another of the same identity or address fails on a unique index (409). */
    async register(fields: { firstname: string; lastname: string; email: string; issuer: string; subject: string; roles: Role[] }): Promise<User> {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            firstname: fields.firstname,
            lastname: fields.lastname,
            email: fields.email,
            auth_issuer: fields.issuer,
            auth_subject: fields.subject,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('user_roles').values(fields.roles.map((role) => ({ user_id: user.id, role }))).execute();
        return (await find(trx, user.id))!;
      });
    },

    /**
     * Changes names and/or the e-mail address; an embedded account (auth_issuer = embeddedIssuer) gets the
     * same e-mail address in identity_accounts, in the same transaction, so it keeps logging in with it.
     */
    async update(
      id: number,
      changes: { firstname?: string; lastname?: string; email?: string },
      embeddedIssuer: string | null,
    ): Promise<User | undefined> {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('users').select(['auth_issuer', 'auth_subject']).where('id', '=', id).executeTakeFirst();
        if (current === undefined) return undefined;
        await trx.updateTable('users').set(changes).where('id', '=', id).execute();
        const accountId = embeddedAccountId(current, embeddedIssuer);
        if (changes.email !== undefined && accountId !== null) {
          await trx.updateTable('identity_accounts').set({ email: changes.email }).where('id', '=', accountId).execute();
        }
        return find(trx, id);
      });
    },

    async setRoles(id: number, roles: Role[]): Promise<User | undefined> {
      return db.transaction().execute(async (trx) => {
        const exists = await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
        if (exists === undefined) return undefined;
        await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
        await trx.insertInto('user_roles').values(roles.map((role) => ({ user_id: id, role }))).execute();
        return find(trx, id);
      });
    },

    /** 'missing', 'referenced' (still manages providers) or 'deleted'; an embedded account goes too. */
    async remove(id: number, embeddedIssuer: string | null): Promise<'missing' | 'referenced' | 'deleted'> {
      try {
        return await db.transaction().execute(async (trx) => {
          const current = await trx.selectFrom('users').select(['auth_issuer', 'auth_subject']).where('id', '=', id).executeTakeFirst();
          if (current === undefined) return 'missing' as const;
          const provider = await trx.selectFrom('providers').select('id').where('user_id', '=', id).limit(1).executeTakeFirst();
          if (provider !== undefined) return 'referenced' as const;
          await trx.deleteFrom('users').where('id', '=', id).execute();
          const accountId = embeddedAccountId(current, embeddedIssuer);
          if (accountId !== null) await trx.deleteFrom('identity_accounts').where('id', '=', accountId).execute();
          return 'deleted' as const;
        });
      } catch (error) {
        // A provider linked between the check and the delete.
        if (isForeignKeyViolation(error)) return 'referenced';
        throw error;
      }
    },
  };
}

function embeddedAccountId(user: { auth_issuer: string | null; auth_subject: string | null }, embeddedIssuer: string | null): number | null {
  if (embeddedIssuer === null || user.auth_issuer !== embeddedIssuer || user.auth_subject === null) return null;
  const id = Number(user.auth_subject);
  return Number.isSafeInteger(id) ? id : null;
}
