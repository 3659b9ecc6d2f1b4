// Provider rows. The select answers the contract's shape (Provider) itself; only the flag is mapped.
import type { Kysely } from 'kysely';
import type { Provider } from 'shared/contracts';
import { withApprovedFlag } from '../../db/flags.ts';
import { dialectOf } from '../../db/dialect.ts';
import type { Database, ProvidersTable } from '../../db/schema.ts';
import { refreshToolSearch, toolIdsOfProvider } from '../tools/search-index.ts';

/** The columns a create or an edit writes. */
export type ProviderValues = Omit<ProvidersTable, 'id' | 'created_at'>;

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

    /** Every provider, by name (an admin's list). */
    async listAll(): Promise<Provider[]> {
      const rows = await db.selectFrom('providers').select(providerColumns).orderBy('name').orderBy('id').execute();
      return rows.map(withApprovedFlag);
    },

    /** One provider whatever its approval state; on PostgreSQL its row locked for the caller's transaction. */
    async find(id: number, forUpdate = false): Promise<Provider | undefined> {
      const row = await db
        .selectFrom('providers')
        .select(providerColumns)
        .where('id', '=', id)
        .$if(forUpdate && dialectOf(db) === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      return row && withApprovedFlag(row);
    },

    async insert(values: ProviderValues, createdAt: string): Promise<number> {
      return (await db.insertInto('providers').values({ ...values, created_at: createdAt }).returning('id').executeTakeFirstOrThrow()).id;
    },

    async update(id: number, values: ProviderValues): Promise<void> {
      await db.updateTable('providers').set(values).where('id', '=', id).execute();
      // The provider's name is part of its tools' search terms (tools/search-index.ts).
      await refreshToolSearch(db, await toolIdsOfProvider(db, id));
    },

    /** The provider's linked account becomes this user (an approved claim). */
    async link(id: number, userId: number): Promise<void> {
      await db.updateTable('providers').set({ user_id: userId }).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<boolean> {
      return Number((await db.deleteFrom('providers').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;
    },

    /** The names of the tools still linked to the provider (they block its removal). */
    async toolNamesOf(id: number): Promise<string[]> {
      return (await db.selectFrom('ai_tools').select('name').where('provider_id', '=', id).orderBy('name').execute()).map((row) => row.name);
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

    /** Every provider's logo address (the start-up looks for those of other hosts, decision 0023). */
    listLogos(): Promise<{ id: number; name: string; logoUrl: string }[]> {
      return db.selectFrom('providers').select(['id', 'name', 'logo_url as logoUrl']).where('logo_url', '<>', '').orderBy('id').execute();
    },

    /** The logo becomes `to` unless it is no longer `from` (an edit made meanwhile wins); whether it changed. */
    async replaceLogo(id: number, from: string, to: string): Promise<boolean> {
      const result = await db.updateTable('providers').set({ logo_url: to }).where('id', '=', id).where('logo_url', '=', from).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The linked user: null when the provider has none, undefined when the provider is missing. */
    async linkedUserOf(id: number): Promise<number | null | undefined> {
      const row = await db.selectFrom('providers').select('user_id').where('id', '=', id).executeTakeFirst();
      return row?.user_id;
    },
  };
}

export type ProviderRepository = ReturnType<typeof createProviderRepository>;
