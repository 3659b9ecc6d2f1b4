// Provider queries. Visitors only ever see approved providers.
import type { Kysely } from 'kysely';
import type { Database, ProvidersTable } from '../../db/schema.ts';

export interface ProviderJson {
  id: number;
  name: string;
  country: string;
  email: string;
  url: string;
  telephone: string;
  logoUrl: string;
  approved: boolean;
  approvalComment: string;
  user_id: number | null;
}

type ProviderRow = Omit<ProvidersTable, 'id' | 'created_at'> & { id: number };

export function toProviderJson(row: ProviderRow): ProviderJson {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    email: row.email,
    url: row.url,
    telephone: row.telephone,
    logoUrl: row.logo_url,
    approved: row.approved === 1,
    approvalComment: row.approval_comment,
    user_id: row.user_id,
  };
}

const columns = ['id', 'name', 'country', 'email', 'url', 'telephone', 'logo_url', 'approved', 'approval_comment', 'user_id'] as const;

export function createProviderRepository(db: Kysely<Database>) {
  return {
    async listApproved(): Promise<ProviderJson[]> {
      const rows = await db.selectFrom('providers').select(columns).where('approved', '=', 1).orderBy('name').orderBy('id').execute();
      return rows.map(toProviderJson);
    },

    async findApproved(id: number): Promise<ProviderJson | undefined> {
      const row = await db.selectFrom('providers').select(columns).where('id', '=', id).where('approved', '=', 1).executeTakeFirst();
      return row && toProviderJson(row);
    },
  };
}
