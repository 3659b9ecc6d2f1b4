// The tool-keyword link workflows (SPEC §5, §7 Keywords). Anyone reads the links of approved tools; the owner and
// admins also those of an unapproved tool. The access rule (provider, and the tool's provider's linked user or an
// admin) is checked before a link is added or removed; a tool carries at most 5 keywords.
import type { Kysely } from 'kysely';
import { MAX_ID, MAX_TOOL_KEYWORDS } from 'shared/contracts';
import type { AiToolKeyword, AiToolKeywordBody, ListResponse, NamedAiToolKeyword } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { createKeywordRepository, type KeywordRepository } from '../keywords/repository.ts';
import { createToolRepository } from '../tools/repository.ts';
import { createToolKeywordRepository, type ToolKeywordRepository } from './repository.ts';

/**
 * The path segment of DELETE /aiToolKeywords/{toolId}&&{keywordId}, already matched by its schema's pattern (up to
 * 10 digits each). An id beyond the databases' integer names no row: 404 before any query (PostgreSQL would refuse it).
 */
export function linkIds(link: string): { toolId: number; keywordId: number } {
  const [toolId, keywordId] = link.split('&&').map(Number);
  if (toolId > MAX_ID || keywordId > MAX_ID) throw notFound(`Geen koppeling ${link}.`);
  return { toolId, keywordId };
}

/** The screens' own words at the limit (SPEC §5). */
export const tooManyKeywords = (max: number) => `Je kan maar maximaal ${max} keywords toevoegen.`;

export interface ToolKeywordServiceDependencies {
  db: Kysely<Database>;
  links: ToolKeywordRepository;
  keywords: KeywordRepository;
  /** Whether the caller may see the tool (approved, or theirs, or they are an admin). */
  isToolVisible: (caller: Caller | null, toolId: number) => Promise<boolean>;
}

export function createToolKeywordService({ db, links, keywords, isToolVisible }: ToolKeywordServiceDependencies) {
  return {
    async listApproved(): Promise<ListResponse<AiToolKeyword>> {
      const data = await links.listApproved();
      return { data, count: data.length };
    },

    async listOfKeyword(keywordId: number): Promise<ListResponse<AiToolKeyword>> {
      if (!(await keywords.exists(keywordId))) throw notFound(`Geen keyword met id ${keywordId}.`);
      const data = await links.listOfKeyword(keywordId);
      return { data, count: data.length };
    },

    async listOfTool(caller: Caller | null, toolId: number): Promise<ListResponse<NamedAiToolKeyword>> {
      if (!(await isToolVisible(caller, toolId))) throw notFound(`Geen AI-tool met id ${toolId}.`);
      const data = await links.listOfTool(toolId);
      return { data, count: data.length };
    },

    /** One more keyword on the tool: 404 for an unknown keyword, 409 when it is there, 400 beyond the limit. */
    async link(_caller: Caller, body: AiToolKeywordBody): Promise<AiToolKeyword> {
      return db.transaction().execute(async (trx) => {
        // Locks the tool row on PostgreSQL, so two links at once cannot both pass the limit.
        if ((await createToolRepository(trx).stored(body.aiTool_id)) === undefined) throw notFound(`Geen AI-tool met id ${body.aiTool_id}.`);
        if ((await createKeywordRepository(trx).find(body.keyword_id)) === undefined) throw notFound(`Geen keyword met id ${body.keyword_id}.`);
        const rows = createToolKeywordRepository(trx);
        const current = await rows.keywordIdsOf(body.aiTool_id);
        if (current.includes(body.keyword_id)) throw new ApiError(409, 'ER_DUP_ENTRY', 'Deze AI-tool heeft dit keyword al.');
        if (current.length >= MAX_TOOL_KEYWORDS) {
          throw new ApiError(400, 'VALIDATION_FAILED', tooManyKeywords(MAX_TOOL_KEYWORDS), [{ field: 'body.keyword_id', message: `meer dan ${MAX_TOOL_KEYWORDS} keywords` }]);
        }
        await rows.insert(body.aiTool_id, body.keyword_id);
        return { aiTool_id: body.aiTool_id, keyword_id: body.keyword_id };
      });
    },

    async unlink(_caller: Caller, toolId: number, keywordId: number): Promise<void> {
      if (!(await links.remove(toolId, keywordId))) throw notFound(`De AI-tool met id ${toolId} heeft geen keyword met id ${keywordId}.`);
    },
  };
}

export type ToolKeywordService = ReturnType<typeof createToolKeywordService>;
