// Favourite rows: which tools a user saved, and when. The tools themselves, and whether the user still sees them,
// are the tools module's (its service answers them in this order).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createFavouriteRepository(db: Kysely<Database>) {
  return {
    /** The ids of the tools the user saved, the last saved first (equals by the tool's name). */
    async toolIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('favourites')
        .innerJoin('ai_tools', 'ai_tools.id', 'favourites.ai_tool_id')
        .select('favourites.ai_tool_id')
        .where('favourites.user_id', '=', userId)
        .orderBy('favourites.created_at', 'desc')
        .orderBy('ai_tools.name')
        .execute();
      return rows.map((row) => row.ai_tool_id);
    },

    /** Whether it was saved now (false: it was saved already). */
    async insert(userId: number, toolId: number, at: string): Promise<boolean> {
      const result = await db
        .insertInto('favourites')
        .values({ user_id: userId, ai_tool_id: toolId, created_at: at })
        .onConflict((conflict) => conflict.columns(['user_id', 'ai_tool_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async remove(userId: number, toolId: number): Promise<boolean> {
      const result = await db.deleteFrom('favourites').where('user_id', '=', userId).where('ai_tool_id', '=', toolId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
