// Tool-keyword link rows: visitors see only the links of approved tools.
import type { Kysely } from 'kysely';
import type { AiToolKeyword, NamedAiToolKeyword } from 'shared/contracts';
import type { Database } from '../../db/schema.ts';
import { refreshToolSearch } from '../tools/search-index.ts';

export function createToolKeywordRepository(db: Kysely<Database>) {
  const approvedLinks = () =>
    db
      .selectFrom('ai_tool_keywords')
      .innerJoin('ai_tools', 'ai_tools.id', 'ai_tool_keywords.ai_tool_id')
      .where('ai_tools.approved', '=', 1)
      .select(['ai_tool_keywords.ai_tool_id as aiTool_id', 'ai_tool_keywords.keyword_id']);

  const keywordIdsOf = async (toolId: number): Promise<number[]> =>
    (await db.selectFrom('ai_tool_keywords').select('keyword_id').where('ai_tool_id', '=', toolId).execute()).map((row) => row.keyword_id);

  return {
    async listApproved(): Promise<AiToolKeyword[]> {
      return approvedLinks().orderBy('ai_tool_keywords.ai_tool_id').orderBy('ai_tool_keywords.keyword_id').execute();
    },

    async listOfKeyword(keywordId: number): Promise<AiToolKeyword[]> {
      return approvedLinks().where('ai_tool_keywords.keyword_id', '=', keywordId).orderBy('ai_tool_keywords.ai_tool_id').execute();
    },

    keywordIdsOf,

    async insert(toolId: number, keywordId: number): Promise<void> {
      await db.insertInto('ai_tool_keywords').values({ ai_tool_id: toolId, keyword_id: keywordId }).execute();
      await refreshToolSearch(db, [toolId]);
    },

    async remove(toolId: number, keywordId: number): Promise<boolean> {
      const result = await db.deleteFrom('ai_tool_keywords').where('ai_tool_id', '=', toolId).where('keyword_id', '=', keywordId).executeTakeFirst();
      await refreshToolSearch(db, [toolId]);
      return Number(result.numDeletedRows) > 0;
    },

    /** The tool's keywords become exactly these; whether that changed them. */
    async replace(toolId: number, keywordIds: number[]): Promise<boolean> {
      const current = await keywordIdsOf(toolId);
      const same = current.length === keywordIds.length && keywordIds.every((id) => current.includes(id));
      if (same) return false;
      await db.deleteFrom('ai_tool_keywords').where('ai_tool_id', '=', toolId).execute();
      if (keywordIds.length > 0) await db.insertInto('ai_tool_keywords').values(keywordIds.map((keyword_id) => ({ ai_tool_id: toolId, keyword_id }))).execute();
      await refreshToolSearch(db, [toolId]);
      return true;
    },

    /** The links of one tool with each keyword's name, ordered by name. */
    async listOfTool(toolId: number): Promise<NamedAiToolKeyword[]> {
      return db
        .selectFrom('ai_tool_keywords')
        .innerJoin('keywords', 'keywords.id', 'ai_tool_keywords.keyword_id')
        .where('ai_tool_keywords.ai_tool_id', '=', toolId)
        .select(['ai_tool_keywords.ai_tool_id as aiTool_id', 'ai_tool_keywords.keyword_id', 'keywords.name'])
        .orderBy('keywords.name')
        .execute();
    },
  };
}

export type ToolKeywordRepository = ReturnType<typeof createToolKeywordRepository>;
