// Review rows; the select answers the contract's shape (Review) itself, the author's name included.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Review } from 'shared/contracts';
import type { Database } from '../../db/schema.ts';

export function createReviewRepository(db: Kysely<Database>) {
  return {
    /** The tool's reviews, newest first. */
    listOfTool(toolId: number): Promise<Review[]> {
      return db
        .selectFrom('reviews')
        .innerJoin('users', 'users.id', 'reviews.user_id')
        .select([
          'reviews.id',
          'reviews.content',
          'reviews.rating',
          'reviews.date',
          'reviews.user_id',
          sql<string>`users.firstname || ' ' || users.lastname`.as('user_name'),
          'reviews.ai_tool_id',
        ])
        .where('reviews.ai_tool_id', '=', toolId)
        .orderBy('reviews.date', 'desc')
        .orderBy('reviews.id', 'desc')
        .execute();
    },

    async authorOf(id: number): Promise<number | undefined> {
      return (await db.selectFrom('reviews').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
