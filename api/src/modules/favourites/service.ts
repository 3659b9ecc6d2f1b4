// Favourites: a logged-in user saves tools they see ('Bewaar'), lists them on /account and removes them. Saving
// twice keeps one; a tool they do not see (or that is not there) cannot be saved, and a saved tool they no longer
// see (it waits for a decision again) drops out of their list until it is approved.
import type { Kysely } from 'kysely';
import { errorTexts } from 'shared/contracts';
import type { AiTool, ListResponse } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { isForeignKeyViolation } from '../../db/constraint-violations.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors/api-error.ts';
import type { ToolService } from '../tools/service.ts';
import { createFavouriteRepository } from './repository.ts';

export interface FavouriteServiceDependencies {
  db: Kysely<Database>;
  now: () => Date;
  /** The saved tools as the caller sees them (tools/visibility.ts). */
  tools: Pick<ToolService, 'assertVisible' | 'listVisible'>;
}

export function createFavouriteService({ db, now, tools }: FavouriteServiceDependencies) {
  const favourites = createFavouriteRepository(db);
  return {
    async list(caller: Caller): Promise<ListResponse<AiTool>> {
      const data = await tools.listVisible(caller, await favourites.toolIdsOf(caller.userId));
      return { data, count: data.length };
    },

    /** Whether it was saved now (false: it was saved already). */
    async save(caller: Caller, toolId: number): Promise<boolean> {
      await tools.assertVisible(caller, toolId);
      try {
        return await favourites.insert(caller.userId, toolId, now().toISOString());
      } catch (error) {
        // The tool was removed between the check and the insert.
        if (isForeignKeyViolation(error)) throw notFound(errorTexts.noneWithId('tool', toolId));
        throw error;
      }
    },

    async remove(caller: Caller, toolId: number): Promise<void> {
      if (!(await favourites.remove(caller.userId, toolId))) throw notFound(`AI-tool ${toolId} is niet bewaard.`);
    },
  };
}

export type FavouriteService = ReturnType<typeof createFavouriteService>;
