// Review rows, made per executor (the database or a transaction): the service decides what one transaction holds.
// The select answers the contract's shape (Review) itself: the author's name and the provider's reply included.
import type { Kysely } from 'kysely';
import type { Review, ReviewReply } from 'shared/contracts';
import { fullName } from '../../db/full-name.ts';
import { latestWriteDate } from '../../db/latest-write.ts';
import type { Database } from '../../db/schema.ts';
import { isByToolProvider, isEarlierReview } from './counting.ts';

export interface NewReview {
  content: string;
  rating: number;
  date: string;
  user_id: number;
  ai_tool_id: number;
}

/** Who may answer a review, and who owns its answer (the linked users of the providers involved). */
export interface ReplyOwners {
  /** The provider of the review's tool now, and its linked user. */
  toolProviderId: number;
  toolProviderUserId: number | null;
  /** The provider an existing reply speaks for (null: no reply yet), and its linked user. */
  replyProviderId: number | null;
  replyProviderUserId: number | null;
}

export function createReviewRepository(db: Kysely<Database>) {
  const reviews = () =>
    db
      .selectFrom('reviews')
      .innerJoin('users', 'users.id', 'reviews.user_id')
      .leftJoin('review_replies', 'review_replies.review_id', 'reviews.id')
      .leftJoin('providers', 'providers.id', 'review_replies.provider_id')
      .select([
        'reviews.id',
        'reviews.content',
        'reviews.rating',
        'reviews.date',
        'reviews.user_id',
        fullName().as('user_name'),
        'reviews.ai_tool_id',
        'review_replies.content as reply_content',
        'review_replies.date as reply_date',
        'review_replies.provider_id as reply_provider_id',
        'providers.name as reply_provider_name',
        isEarlierReview('reviews').as('earlier'),
        isByToolProvider('reviews').as('by_provider'),
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof reviews>['executeTakeFirstOrThrow']>>;
  // The reply is the one nested object of the shape; a left join gives its columns flat.
  // The marks come as 0/1 from SQLite and as booleans from PostgreSQL.
  const toReview = ({ reply_content, reply_date, reply_provider_id, reply_provider_name, earlier, by_provider, ...review }: Row): Review => {
    const reply: ReviewReply | null =
      reply_content === null || reply_date === null || reply_provider_id === null
        ? null
        : { content: reply_content, date: reply_date, provider_id: reply_provider_id, provider_name: reply_provider_name ?? '' };
    return { ...review, reply, earlier: Boolean(earlier), byProvider: Boolean(by_provider) };
  };

  return {
    /** The tool's reviews, newest first. */
    async listOfTool(toolId: number): Promise<Review[]> {
      const rows = await reviews().where('reviews.ai_tool_id', '=', toolId).orderBy('reviews.date', 'desc').orderBy('reviews.id', 'desc').execute();
      return rows.map(toReview);
    },

    async find(id: number): Promise<Review | undefined> {
      const row = await reviews().where('reviews.id', '=', id).executeTakeFirst();
      return row && toReview(row);
    },

    async authorOf(id: number): Promise<number | undefined> {
      return (await db.selectFrom('reviews').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id;
    },

    async toolOf(id: number): Promise<number | undefined> {
      return (await db.selectFrom('reviews').select('ai_tool_id').where('id', '=', id).executeTakeFirst())?.ai_tool_id;
    },

    /** When the user last reviewed the tool (ISO), for the cool-down. */
    latestDateOf(userId: number, toolId: number): Promise<string | undefined> {
      return latestWriteDate(db, 'reviews', userId, toolId);
    },

    async insert(review: NewReview): Promise<number> {
      return (await db.insertInto('reviews').values(review).returning('id').executeTakeFirstOrThrow()).id;
    },

    async update(id: number, changes: { content: string; rating: number }): Promise<void> {
      await db.updateTable('reviews').set(changes).where('id', '=', id).execute();
    },

    /** Its reply and its reports go with it (foreign keys, cascade). */
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** undefined when the review does not exist. */
    replyOwners(reviewId: number): Promise<ReplyOwners | undefined> {
      return db
        .selectFrom('reviews')
        .innerJoin('ai_tools', 'ai_tools.id', 'reviews.ai_tool_id')
        .innerJoin('providers as tool_provider', 'tool_provider.id', 'ai_tools.provider_id')
        .leftJoin('review_replies', 'review_replies.review_id', 'reviews.id')
        .leftJoin('providers as reply_provider', 'reply_provider.id', 'review_replies.provider_id')
        .select([
          'tool_provider.id as toolProviderId',
          'tool_provider.user_id as toolProviderUserId',
          'reply_provider.id as replyProviderId',
          'reply_provider.user_id as replyProviderUserId',
        ])
        .where('reviews.id', '=', reviewId)
        .executeTakeFirst();
    },

    async insertReply(reply: { review_id: number; provider_id: number; content: string; date: string }): Promise<void> {
      await db.insertInto('review_replies').values(reply).execute();
    },

    async updateReply(reviewId: number, changes: { content: string; date: string }): Promise<boolean> {
      const result = await db.updateTable('review_replies').set(changes).where('review_id', '=', reviewId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async removeReply(reviewId: number): Promise<boolean> {
      const result = await db.deleteFrom('review_replies').where('review_id', '=', reviewId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
