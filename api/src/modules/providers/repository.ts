// Provider rows. The select answers the contract's shape (Provider) itself; only the flag is mapped.
import type { Kysely } from 'kysely';
import type { Provider } from 'shared/contracts';
import { withApprovedFlag } from '../../db/flags.ts';
import type { Database } from '../../db/schema.ts';

const providerColumns = [
  'id',
  'name',
  'country',
  'email',
  'url',
  'telephone',
  'logo_url as logoUrl',
  'approved',
  'approval_comment as approvalComment',
  'user_id',
] as const;

export function createProviderRepository(db: Kysely<Database>) {
  return {
    async listApproved(): Promise<Provider[]> {
      const rows = await db.selectFrom('providers').select(providerColumns).where('approved', '=', 1).orderBy('name').orderBy('id').execute();
      return rows.map(withApprovedFlag);
    },

    async findApproved(id: number): Promise<Provider | undefined> {
      const row = await db.selectFrom('providers').select(providerColumns).where('id', '=', id).where('approved', '=', 1).executeTakeFirst();
      return row && withApprovedFlag(row);
    },

    async isApproved(id: number): Promise<boolean> {
      const row = await db.selectFrom('providers').select('id').where('id', '=', id).where('approved', '=', 1).executeTakeFirst();
      return row !== undefined;
    },

    /** The e-mail address of the provider's linked account, undefined without one. */
    async linkedEmailOf(id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('providers')
        .innerJoin('users', 'users.id', 'providers.user_id')
        .select('users.email')
        .where('providers.id', '=', id)
        .executeTakeFirst();
      return row?.email;
    },

    /** The providers a user manages, whatever their approval state, by name (the tool form's choice). */
    async listOfUser(userId: number): Promise<Provider[]> {
      const rows = await db.selectFrom('providers').select(providerColumns).where('user_id', '=', userId).orderBy('name').orderBy('id').execute();
      return rows.map(withApprovedFlag);
    },

    /** The linked user: null when the provider has none, undefined when the provider is missing. */
    async linkedUserOf(id: number): Promise<number | null | undefined> {
      const row = await db.selectFrom('providers').select('user_id').where('id', '=', id).executeTakeFirst();
      return row?.user_id;
    },
  };
}

export type ProviderRepository = ReturnType<typeof createProviderRepository>;
