// Favourites (issue 14): a logged-in user saves approved tools ('Bewaar'), lists them on /account and removes them.
// Saving twice keeps one; a tool that is not approved (or not there) cannot be saved.
import type { Kysely } from 'kysely';
import type { AiTool, ListResponse } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors/api-error.ts';
import { createToolRepository } from '../tools/repository.ts';

export function createFavouriteService(db: Kysely<Database>, now: () => Date) {
  const tools = createToolRepository(db);
  return {
    async list(caller: Caller): Promise<ListResponse<AiTool>> {
      const data = await tools.listFavouritesOf(caller.userId);
      return { data, count: data.length };
    },

    /** Whether it was saved now (false: it was saved already). */
    async save(caller: Caller, toolId: number): Promise<boolean> {
      if (!(await tools.isApproved(toolId))) throw notFound(`Geen AI-tool met id ${toolId}.`);
      const result = await db
        .insertInto('favourites')
        .values({ user_id: caller.userId, ai_tool_id: toolId, created_at: now().toISOString() })
        .onConflict((conflict) => conflict.columns(['user_id', 'ai_tool_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async remove(caller: Caller, toolId: number): Promise<void> {
      const result = await db.deleteFrom('favourites').where('user_id', '=', caller.userId).where('ai_tool_id', '=', toolId).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound(`AI-tool ${toolId} is niet bewaard.`);
    },
  };
}

export type FavouriteService = ReturnType<typeof createFavouriteService>;
