// Review queries.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ReviewJson {
  id: number;
  content: string;
  rating: number;
  date: string;
  user_id: number;
  user_name: string;
  ai_tool_id: number;
}

export function createReviewRepository(db: Kysely<Database>) {
  return {
    /** The tool's reviews, newest first. */
    async listOfTool(toolId: number): Promise<ReviewJson[]> {
      const rows = await db
        .selectFrom('reviews')
        .innerJoin('users', 'users.id', 'reviews.user_id')
        .select(['reviews.id', 'reviews.content', 'reviews.rating', 'reviews.date', 'reviews.user_id', 'reviews.ai_tool_id', 'users.firstname', 'users.lastname'])
        .where('reviews.ai_tool_id', '=', toolId)
        .orderBy('reviews.date', 'desc')
        .orderBy('reviews.id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        content: row.content,
        rating: row.rating,
        date: row.date,
        user_id: row.user_id,
        user_name: `${row.firstname} ${row.lastname}`,
        ai_tool_id: row.ai_tool_id,
      }));
    },
  };
}
