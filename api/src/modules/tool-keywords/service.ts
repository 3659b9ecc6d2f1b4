// The tool-keyword link workflows (SPEC §5, §7 Keywords). The lists of links are the public catalogue's (approved
// tools, alike for everybody); a tool's own keywords are seen by whoever sees the tool (tools/visibility.ts). The access rule (provider, and the tool's provider's linked user or an
// admin) is checked before a link is added or removed; a tool carries at most 5 keywords.
import type { Kysely } from 'kysely';
import { MAX_ID, MAX_TOOL_KEYWORDS, errorTexts } from 'shared/contracts';
import type { AiToolKeyword, AiToolKeywordBody, ListResponse, NamedAiToolKeyword } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import type { AuditService } from '../audit/service.ts';
import type { KeywordService } from '../keywords/service.ts';
import type { ToolService } from '../tools/service.ts';
import { ANONYMOUS } from '../tools/visibility.ts';
import { createToolKeywordRepository } from './repository.ts';

/**
 * The path segment of DELETE /aiToolKeywords/{toolId}&&{keywordId}, already matched by its schema's pattern (up to
 * 10 digits each). An id beyond the databases' integer names no row: 404 before any query (PostgreSQL would refuse it).
 */
export function linkIds(link: string): { toolId: number; keywordId: number } {
  const [toolId, keywordId] = link.split('&&').map(Number);
  if (toolId > MAX_ID || keywordId > MAX_ID) throw notFound(`Geen koppeling ${link}.`);
  return { toolId, keywordId };
}

export interface ToolKeywordServiceDependencies {
  db: Kysely<Database>;
  /** Which tool the caller sees (404 otherwise), and the lock of a tool's row inside a link's transaction. */
  tools: Pick<ToolService, 'assertVisible' | 'lock'>;
  keywords: Pick<KeywordService, 'exists'>;
  /** An admin's change to a tool someone else manages is recorded. */
  audit: AuditService;
}

export function createToolKeywordService({ db, tools, keywords, audit }: ToolKeywordServiceDependencies) {

  /** The record of a link an admin added to or removed from someone else's tool (the tool and the keyword by name). */
  async function recordLink(caller: Caller, action: 'tool-keyword.added' | 'tool-keyword.removed', toolId: number, keywordId: number, trx: Kysely<Database>) {
    const names = await createToolKeywordRepository(trx).namesOf(toolId, keywordId);
    const target = { type: 'tool', id: toolId, name: names.tool ?? `AI-tool ${toolId}` };
    await audit.ofSomeoneElse({ actor: caller, action, target, detail: names.keyword ?? `keyword ${keywordId}` }, names.owner, trx);
  }

  const links = createToolKeywordRepository(db);
  return {
    /** The links of the public catalogue: those of approved tools. */
    async listApproved(): Promise<ListResponse<AiToolKeyword>> {
      const data = await links.listVisibleTo(ANONYMOUS);
      return { data, count: data.length };
    },

    async listOfKeyword(keywordId: number): Promise<ListResponse<AiToolKeyword>> {
      if (!(await keywords.exists(keywordId))) throw notFound(errorTexts.noneWithId('keyword', keywordId));
      const data = await links.listOfKeyword(keywordId, ANONYMOUS);
      return { data, count: data.length };
    },

    async listOfTool(caller: Caller | null, toolId: number): Promise<ListResponse<NamedAiToolKeyword>> {
      await tools.assertVisible(caller, toolId);
      const data = await links.listOfTool(toolId);
      return { data, count: data.length };
    },

    /** One more keyword on the tool: 404 for an unknown keyword, 409 when it is there, 400 beyond the limit. */
    async link(caller: Caller, body: AiToolKeywordBody): Promise<AiToolKeyword> {
      return db.transaction().execute(async (trx) => {
        // Locks the tool row on PostgreSQL, so two links at once cannot both pass the limit.
        if (!(await tools.lock(body.aiTool_id, trx))) throw notFound(errorTexts.noneWithId('tool', body.aiTool_id));
        if (!(await keywords.exists(body.keyword_id, trx))) throw notFound(errorTexts.noneWithId('keyword', body.keyword_id));
        const rows = createToolKeywordRepository(trx);
        const current = await rows.keywordIdsOf(body.aiTool_id);
        if (current.includes(body.keyword_id)) throw new ApiError(409, 'ER_DUP_ENTRY', 'Deze AI-tool heeft dit keyword al.');
        if (current.length >= MAX_TOOL_KEYWORDS) {
          throw new ApiError(400, 'VALIDATION_FAILED', errorTexts.tooManyKeywords(MAX_TOOL_KEYWORDS), [{ field: 'body.keyword_id', message: `meer dan ${MAX_TOOL_KEYWORDS} keywords` }]);
        }
        await rows.insert(body.aiTool_id, body.keyword_id);
        await recordLink(caller, 'tool-keyword.added', body.aiTool_id, body.keyword_id, trx);
        return { aiTool_id: body.aiTool_id, keyword_id: body.keyword_id };
      });
    },

    unlink: (caller: Caller, toolId: number, keywordId: number): Promise<void> =>
      db.transaction().execute(async (trx) => {
        if (!(await createToolKeywordRepository(trx).remove(toolId, keywordId))) throw notFound(`De AI-tool met id ${toolId} heeft geen keyword met id ${keywordId}.`);
        await recordLink(caller, 'tool-keyword.removed', toolId, keywordId, trx);
      }),
  };
}

export type ToolKeywordService = ReturnType<typeof createToolKeywordService>;
