// Tool-keyword link rows: a link is seen by whoever sees its tool (tools/visibility.ts).
import type { Kysely } from 'kysely';
import type { AiToolKeyword, NamedAiToolKeyword } from 'shared/contracts';
import type { Database } from '../../db/schema.ts';
import { refreshToolSearch } from '../tools/search-index.ts';
import { visibleTo, type Viewer } from '../tools/visibility.ts';

export function createToolKeywordRepository(db: Kysely<Database>) {
  const visibleLinks = (viewer: Viewer) =>
    db
      .selectFrom('ai_tool_keywords')
      .innerJoin('ai_tools', 'ai_tools.id', 'ai_tool_keywords.ai_tool_id')
      .where(visibleTo(viewer))
      .select(['ai_tool_keywords.ai_tool_id as aiTool_id', 'ai_tool_keywords.keyword_id']);

  const keywordIdsOf = async (toolId: number): Promise<number[]> =>
    (await db.selectFrom('ai_tool_keywords').select('keyword_id').where('ai_tool_id', '=', toolId).execute()).map((row) => row.keyword_id);

  return {
    async listVisibleTo(viewer: Viewer): Promise<AiToolKeyword[]> {
      return visibleLinks(viewer).orderBy('ai_tool_keywords.ai_tool_id').orderBy('ai_tool_keywords.keyword_id').execute();
    },

    async listOfKeyword(keywordId: number, viewer: Viewer): Promise<AiToolKeyword[]> {
      return visibleLinks(viewer).where('ai_tool_keywords.keyword_id', '=', keywordId).orderBy('ai_tool_keywords.ai_tool_id').execute();
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

    /** For the audit trail: the tool's and the keyword's names, and the linked user of the tool's provider. */
    async namesOf(toolId: number, keywordId: number): Promise<{ tool?: string; keyword?: string; owner: number | null }> {
      const tool = await db
        .selectFrom('ai_tools')
        .leftJoin('providers', 'providers.id', 'ai_tools.provider_id')
        .select(['ai_tools.name', 'providers.user_id'])
        .where('ai_tools.id', '=', toolId)
        .executeTakeFirst();
      const keyword = await db.selectFrom('keywords').select('name').where('id', '=', keywordId).executeTakeFirst();
      return { tool: tool?.name, keyword: keyword?.name, owner: tool?.user_id ?? null };
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
