// Which reviews make a tool's rating: the one definition that every average and count of ratings uses (the tools'
// list and detail, the sort by rating, the related tools, the insights), and that marks a review in a tool's list
// (docs/decisions/0014-community.md, the amendment on ratings people can trust).
// - Each person counts once, with their latest review of the tool; their earlier reviews stay readable, marked.
//   The shared 'Verwijderd account' row holds the reviews of many people who left: each of those counts on its own.
// - A review by whoever manages the tool's provider now is the company speaking of itself: shown, never counted
//   (the company answers reviews with its reply instead).
// Computed when read, like the average itself, so a tool that moves or a provider that gets a new manager never
// leaves a stale mark behind. Each probe is an index lookup (reviews_user (user_id, ai_tool_id, date), the keys);
// the deleted account's id is looked up once per query (not correlated). The price, measured on SQLite with 10,000
// tools and reviews: the sort by rating of every tool 25 → about 120 ms; a page in name order (ratings of 9 tools)
// does not change.
import { sql, type RawBuilder } from 'kysely';
import { DELETED_ACCOUNT } from '../privacy/personal-data.ts';

const column = (review: string, name: string) => sql.ref(`${review}.${name}`);

/** The same person reviewed the same tool later (the shared deleted account is many people: never earlier). */
export function isEarlierReview(review: string): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from reviews as later
      where later.user_id = ${column(review, 'user_id')} and later.ai_tool_id = ${column(review, 'ai_tool_id')}
        and (later.date > ${column(review, 'date')} or (later.date = ${column(review, 'date')} and later.id > ${column(review, 'id')})))
    and ${column(review, 'user_id')} <> coalesce((select deleted.id from users as deleted where deleted.email = ${DELETED_ACCOUNT.email}), 0))`;
}

/** The author manages the reviewed tool's provider. */
export function isByToolProvider(review: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from ai_tools as reviewed inner join providers as maker on maker.id = reviewed.provider_id
      where reviewed.id = ${column(review, 'ai_tool_id')} and maker.user_id = ${column(review, 'user_id')})`;
}

/** The review counts towards its tool's average and count. */
export function countsTowardsRating(review: string): RawBuilder<boolean> {
  return sql<boolean>`(not ${isEarlierReview(review)} and not ${isByToolProvider(review)})`;
}
