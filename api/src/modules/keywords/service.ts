// The keyword workflows (SPEC §7 Keywords): anyone reads them, admins manage them (not built yet: 501).
import type { Keyword, KeywordBody, ListResponse, PagingQuery } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { notImplemented } from '../../errors/api-error.ts';
import type { KeywordRepository } from './repository.ts';

export function createKeywordService(keywords: KeywordRepository) {
  return {
    list: (query: PagingQuery): Promise<ListResponse<Keyword>> => keywords.list(query),

    async create(_caller: Caller, _body: KeywordBody): Promise<Keyword> {
      throw notImplemented();
    },

    async update(_caller: Caller, _id: number, _body: KeywordBody): Promise<Keyword> {
      throw notImplemented();
    },

    async remove(_caller: Caller, _id: number): Promise<void> {
      throw notImplemented();
    },
  };
}

export type KeywordService = ReturnType<typeof createKeywordService>;
