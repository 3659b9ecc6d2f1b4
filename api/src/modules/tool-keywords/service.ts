// The tool-keyword link workflows (SPEC §7 Keywords). Linking and unlinking are not built yet (501); the access
// rule (provider, and the tool's provider's linked user or an admin) is checked before they are called.
import type { AiToolKeyword, AiToolKeywordBody, ListResponse, NamedAiToolKeyword } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { notFound, notImplemented } from '../../errors/api-error.ts';
import type { KeywordRepository } from '../keywords/repository.ts';
import type { ToolRepository } from '../tools/repository.ts';
import type { ToolKeywordRepository } from './repository.ts';

/** The path segment of DELETE /aiToolKeywords/{toolId}&&{keywordId}, already matched by its schema's pattern. */
export function linkIds(link: string): { toolId: number; keywordId: number } {
  const [toolId, keywordId] = link.split('&&').map(Number);
  return { toolId, keywordId };
}

export function createToolKeywordService(links: ToolKeywordRepository, keywords: KeywordRepository, tools: ToolRepository) {
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

    async listOfTool(toolId: number): Promise<ListResponse<NamedAiToolKeyword>> {
      if (!(await tools.isApproved(toolId))) throw notFound(`Geen AI-tool met id ${toolId}.`);
      const data = await links.listOfTool(toolId);
      return { data, count: data.length };
    },

    async link(_caller: Caller, _body: AiToolKeywordBody): Promise<AiToolKeyword> {
      throw notImplemented();
    },

    async unlink(_caller: Caller, _toolId: number, _keywordId: number): Promise<void> {
      throw notImplemented();
    },
  };
}

export type ToolKeywordService = ReturnType<typeof createToolKeywordService>;
