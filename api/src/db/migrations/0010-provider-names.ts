// Provider names: a provider's name is unique regardless of case ('Slimme Events' and 'slimme events' are one company).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const providerNames: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.createIndex('providers_name_any_case').on('providers').unique().expression(sql`lower(name)`).execute();
  },
};
