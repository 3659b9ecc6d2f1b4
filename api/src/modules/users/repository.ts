// User queries for visitors: names only, never e-mail addresses (docs/decisions/0004-no-public-email-addresses.md).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createUserRepository(db: Kysely<Database>) {
  return {
    async findName(id: number): Promise<{ firstname: string; lastname: string } | undefined> {
      return db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', id).executeTakeFirst();
    },

    async listNames(): Promise<Array<{ id: number; name: string }>> {
      const rows = await db.selectFrom('users').select(['id', 'firstname', 'lastname']).orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, name: `${row.firstname} ${row.lastname}` }));
    },
  };
}
