// Keyword rows.
import type { Kysely } from 'kysely';
import type { Keyword, KeywordUsage, ListResponse } from 'shared/contracts';
import { applyPaging } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { refreshToolSearch, toolIdsOfKeyword } from '../tools/search-index.ts';

export function createKeywordRepository(db: Kysely<Database>) {
  return {
    async list(page: Paging): Promise<ListResponse<Keyword>> {
      const data = await applyPaging(db.selectFrom('keywords').select(['id', 'name']).orderBy('name').orderBy('id'), page).execute();
      const { count } = await db
        .selectFrom('keywords')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return { data, count: Number(count) };
    },

    /** Every keyword with the number of tools that carry it, the most used first. */
    async usage(): Promise<KeywordUsage[]> {
      const rows = await db
        .selectFrom('keywords')
        .leftJoin('ai_tool_keywords', 'ai_tool_keywords.keyword_id', 'keywords.id')
        .select((eb) => ['keywords.id', 'keywords.name', eb.fn.count<number>('ai_tool_keywords.ai_tool_id').as('count')])
        .groupBy(['keywords.id', 'keywords.name'])
        .orderBy('count', 'desc')
        .orderBy('keywords.name')
        .execute();
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    /** Which of these ids are keywords. */
    async existing(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      return (await db.selectFrom('keywords').select('id').where('id', 'in', ids).execute()).map((row) => row.id);
    },

    async find(id: number): Promise<Keyword | undefined> {
      return db.selectFrom('keywords').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    async insert(name: string): Promise<Keyword> {
      return db.insertInto('keywords').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();
    },

    // A keyword's name is part of its tools' search terms (tools/search-index.ts).
    async rename(id: number, name: string): Promise<Keyword | undefined> {
      const renamed = await db.updateTable('keywords').set({ name }).where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
      if (renamed) await refreshToolSearch(db, await toolIdsOfKeyword(db, id));
      return renamed;
    },

    async remove(id: number): Promise<boolean> {
      const toolIds = await toolIdsOfKeyword(db, id);
      const removed = Number((await db.deleteFrom('keywords').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;
      await refreshToolSearch(db, toolIds);
      return removed;
    },

    async exists(id: number): Promise<boolean> {
      return (await db.selectFrom('keywords').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
  };
}

export type KeywordRepository = ReturnType<typeof createKeywordRepository>;
