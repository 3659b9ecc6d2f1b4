// The insights' rows. Every statement that writes here writes only insight_* tables, which no cached answer reads,
// so the read cache keeps its entries (db/sqlite-adapter.ts).
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addDays } from './site-day.ts';
import { METRIC, type CountedEvent, type Increment, type Metric } from './tally.ts';

/**
 * Rows per INSERT as a sum of powers of two up to 128 (300 rows: 128, 128, 32, 8, 4): every batch then uses one of
 * eight statement texts per table, which the prepared-statement cache keeps, instead of a new text for every batch
 * size that would push the hot reads' statements out of it.
 */
const LARGEST_CHUNK = 128;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  let start = 0;
  for (let size = LARGEST_CHUNK; size >= 1; size /= 2) {
    while (rows.length - start >= size) {
      result.push(rows.slice(start, start + size));
      start += size;
    }
  }
  return result;
}

export interface Period {
  from: string;
  to: string;
}

export function createInsightRepository(db: Kysely<Database>) {
  return {
    /** Stores a batch in one transaction: the events, the day's new visitors, and every total they add to. */
    async record(events: readonly CountedEvent[], visitors: readonly { day: string; visitor: string }[], increments: readonly Increment[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const rows of chunks(events)) {
          await trx
            .insertInto('insight_events')
            .values(
              rows.map((event) => ({
                day: event.day,
                kind: event.kind,
                path: event.path,
                tool_id: event.toolId,
                referrer: event.referrer,
                search_text: event.search?.text ?? null,
                search_filters: event.search
                  ? JSON.stringify({ phases: event.search.phases, countries: event.search.countries, keywordIds: event.search.keywordIds })
                  : null,
                results: event.search?.results ?? null,
              })),
            )
            .execute();
        }
        const newVisitors = new Map<string, number>();
        const sorted = [...visitors].sort((a, b) => a.day.localeCompare(b.day) || a.visitor.localeCompare(b.visitor));
        for (const rows of chunks(sorted)) {
          const added = await trx
            .insertInto('insight_visitors')
            .values(rows)
            .onConflict((conflict) => conflict.columns(['day', 'visitor']).doNothing())
            .returning('day')
            .execute();
          for (const { day } of added) newVisitors.set(day, (newVisitors.get(day) ?? 0) + 1);
        }
        const all = [...increments, ...[...newVisitors].map(([day, count]) => ({ metric: METRIC.visitors, day, key: '', count }))];
        all.sort((a, b) => a.metric.localeCompare(b.metric) || a.day.localeCompare(b.day) || a.key.localeCompare(b.key));
        for (const rows of chunks(all)) {
          await trx
            .insertInto('insight_daily')
            .values(rows.map(({ metric, day, key, count }) => ({ metric, day, key, count })))
            .onConflict((conflict) =>
              conflict.columns(['metric', 'day', 'key']).doUpdateSet((eb) => ({ count: eb('insight_daily.count', '+', eb.ref('excluded.count')) })),
            )
            .execute();
        }
      });
    },

    /** The day's salt, made by whichever instance asks first; salts of days before yesterday are deleted. */
    async saltFor(day: string): Promise<string> {
      await db
        .insertInto('insight_salts')
        .values({ day, salt: randomBytes(32).toString('hex') })
        .onConflict((conflict) => conflict.column('day').doNothing())
        .execute();
      await db.deleteFrom('insight_salts').where('day', '<', addDays(day, -1)).execute();
      const row = await db.selectFrom('insight_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
      return row.salt;
    },

    /** Each metric's sum over the period. */
    async totals(metrics: readonly Metric[], period: Period): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('insight_daily')
        .select(['metric', (eb) => eb.fn.sum<number>('count').as('total')])
        .where('metric', 'in', [...metrics])
        .where('day', '>=', period.from)
        .where('day', '<=', period.to)
        .groupBy('metric')
        .execute();
      return new Map(rows.map((row) => [row.metric, Number(row.total)]));
    },

    /** Per day, the sums of the metrics (without keys). */
    async perDay(metrics: readonly Metric[], period: Period): Promise<{ metric: string; day: string; total: number }[]> {
      const rows = await db
        .selectFrom('insight_daily')
        .select(['metric', 'day', (eb) => eb.fn.sum<number>('count').as('total')])
        .where('metric', 'in', [...metrics])
        .where('day', '>=', period.from)
        .where('day', '<=', period.to)
        .groupBy(['metric', 'day'])
        .execute();
      return rows.map((row) => ({ ...row, total: Number(row.total) }));
    },

    /** The metric's keys with the largest sums over the period (ties by key). */
    async top(metric: Metric, period: Period, limit: number): Promise<{ key: string; count: number }[]> {
      const rows = await db
        .selectFrom('insight_daily')
        .select(['key', (eb) => eb.fn.sum<number>('count').as('total')])
        .where('metric', '=', metric)
        .where('day', '>=', period.from)
        .where('day', '<=', period.to)
        .groupBy('key')
        .orderBy('total', 'desc')
        .orderBy('key')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ key: row.key, count: Number(row.total) }));
    },

    /** The sums of the metrics for the given keys (tool ids), per metric and key. */
    async forKeys(metrics: readonly Metric[], keys: readonly string[], period: Period): Promise<{ metric: string; key: string; count: number }[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom('insight_daily')
        .select(['metric', 'key', (eb) => eb.fn.sum<number>('count').as('total')])
        .where('metric', 'in', [...metrics])
        .where('key', 'in', [...keys])
        .where('day', '>=', period.from)
        .where('day', '<=', period.to)
        .groupBy(['metric', 'key'])
        .execute();
      return rows.map((row) => ({ metric: row.metric, key: row.key, count: Number(row.total) }));
    },

    /** Visitors per month (YYYY-MM) from `fromDay` on. */
    async visitorsPerMonth(fromDay: string): Promise<Map<string, number>> {
      const month = sql<string>`substr(${sql.ref('day')}, 1, 7)`;
      const rows = await db
        .selectFrom('insight_daily')
        .select([month.as('month'), (eb) => eb.fn.sum<number>('count').as('total')])
        .where('metric', '=', METRIC.visitors)
        .where('day', '>=', fromDay)
        .groupBy(month)
        .execute();
      return new Map(rows.map((row) => [row.month, Number(row.total)]));
    },

    /** The names of the tools and keywords a report names by id. */
    async toolNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('ai_tools').select(['id', 'name']).where('id', 'in', [...ids]).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
    async keywordNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('keywords').select(['id', 'name']).where('id', 'in', [...ids]).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async isSubscribed(userId: number): Promise<boolean> {
      return (await db.selectFrom('insight_mail_subscribers').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
    },
    async subscribe(userId: number, since: string): Promise<void> {
      await db.insertInto('insight_mail_subscribers').values({ user_id: userId, since }).onConflict((conflict) => conflict.column('user_id').doNothing()).execute();
    },
    async unsubscribe(userId: number): Promise<void> {
      await db.deleteFrom('insight_mail_subscribers').where('user_id', '=', userId).execute();
    },
    /** The addresses of the admins who asked for the weekly mail. */
    async subscribedAdmins(): Promise<{ email: string; firstname: string }[]> {
      return db
        .selectFrom('insight_mail_subscribers as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .innerJoin('user_roles as r', 'r.user_id', 'u.id')
        .where('r.role', '=', 'admin')
        .select(['u.email', 'u.firstname'])
        .orderBy('u.id')
        .execute();
    },
    /** Claims the week's mail for this instance: false when another already sent it. */
    async claimWeek(week: string, at: string): Promise<boolean> {
      const claimed = await db
        .insertInto('insight_mail_weeks')
        .values({ week, sent_at: at })
        .onConflict((conflict) => conflict.column('week').doNothing())
        .returning('week')
        .execute();
      return claimed.length === 1;
    },
  };
}

export type InsightRepository = ReturnType<typeof createInsightRepository>;
