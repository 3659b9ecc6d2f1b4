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

    /** The linked user: null when the provider has none, undefined when the provider is missing. */
    async linkedUserOf(id: number): Promise<number | null | undefined> {
      const row = await db.selectFrom('providers').select('user_id').where('id', '=', id).executeTakeFirst();
      return row?.user_id;
    },
  };
}

export type ProviderRepository = ReturnType<typeof createProviderRepository>;
