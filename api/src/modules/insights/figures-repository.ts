// The insights' reads of the catalogue and the community: the tools a provider manages, ratings per month, and
// the public figures. Read-only; the writes of those tables stay with their own modules.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countsTowardsRating } from '../reviews/counting.ts';
import { ANONYMOUS, visibleTo } from '../tools/visibility.ts';

const monthOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

/** The median of the numbers, or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const rounded = (value: number) => Math.round(value * 100) / 100;

export function createInsightFigures(db: Kysely<Database>) {
  return {
    /** The tools of the providers the user manages; every tool for null (an admin). */
    async toolsManagedBy(userId: number | null): Promise<{ id: number; name: string; phase: string }[]> {
      let query = db
        .selectFrom('ai_tools as t')
        .innerJoin('providers as p', 'p.id', 't.provider_id')
        .select(['t.id', 't.name', 't.eventprocess as phase'])
        .orderBy('t.name');
      if (userId !== null) query = query.where('p.user_id', '=', userId);
      return query.execute();
    },

    /**
     * The approved tools' reviews of the phases, summed per tool and month up to `lastMonth`, answering each tool's
     * average of its reviews up to each month and, beside it, the median of those averages in its phase. Only the
     * reviews that count today (reviews/counting.ts), so each line ends at the average the tool's page shows.
     */
    async ratingsPerMonth(phases: readonly string[], lastMonth: string) {
      const rows =
        phases.length === 0
          ? []
          : await db
              .selectFrom('reviews as r')
              .innerJoin('ai_tools as t', 't.id', 'r.ai_tool_id')
              .select(['r.ai_tool_id as toolId', 't.eventprocess as phase', monthOf('r.date').as('month')])
              .select((eb) => [eb.fn.sum<number>('r.rating').as('sum'), eb.fn.countAll<number>().as('count')])
              .where('t.eventprocess', 'in', [...phases])
              // The figures are of the public catalogue: the tools a visitor sees.
              .where(visibleTo(ANONYMOUS, { table: 't' }))
              .where(monthOf('r.date'), '<=', lastMonth)
              .where(countsTowardsRating('r'))
              .groupBy(['r.ai_tool_id', 't.eventprocess', monthOf('r.date')])
              .execute();
      const byTool = new Map<number, { phase: string; months: { month: string; sum: number; count: number }[] }>();
      for (const row of rows) {
        const tool = byTool.get(row.toolId) ?? { phase: row.phase, months: [] };
        tool.months.push({ month: row.month, sum: Number(row.sum), count: Number(row.count) });
        byTool.set(row.toolId, tool);
      }
      const averageUpTo = (toolId: number, month: string): number | null => {
        let sum = 0;
        let count = 0;
        for (const entry of byTool.get(toolId)?.months ?? []) {
          if (entry.month <= month) {
            sum += entry.sum;
            count += entry.count;
          }
        }
        return count === 0 ? null : sum / count;
      };
      const medians = new Map<string, number | null>();
      const phaseMedian = (phase: string, month: string) => {
        const key = `${phase}\n${month}`;
        if (!medians.has(key)) {
          const averages = [...byTool].filter(([, tool]) => tool.phase === phase).map(([id]) => averageUpTo(id, month));
          medians.set(key, median(averages.filter((value): value is number => value !== null)));
        }
        return medians.get(key)!;
      };
      return {
        seriesOf(toolId: number, phase: string, months: readonly string[]) {
          return months.map((month) => {
            const average = averageUpTo(toolId, month);
            const middle = phaseMedian(phase, month);
            return { month, average: average === null ? null : rounded(average), phaseMedian: middle === null ? null : rounded(middle) };
          });
        },
      };
    },

    async approvedToolsPerPhase(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('ai_tools')
        .select(['eventprocess', (eb) => eb.fn.countAll<number>().as('count')])
        .where(visibleTo(ANONYMOUS))
        .groupBy('eventprocess')
        .execute();
      return new Map(rows.map((row) => [row.eventprocess, Number(row.count)]));
    },

    async counts(): Promise<{ reviews: number; forumQuestions: number }> {
      const reviews = await db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const questions = await db.selectFrom('forum_posts').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      return { reviews: Number(reviews.count), forumQuestions: Number(questions.count) };
    },

    /** Reviews and forum questions per month (YYYY-MM) from `fromMonth` on. */
    async activityPerMonth(fromMonth: string): Promise<{ reviews: Map<string, number>; forumQuestions: Map<string, number> }> {
      const perMonth = async (table: 'reviews' | 'forum_posts') => {
        const rows = await db
          .selectFrom(table)
          .select([monthOf('date').as('month'), (eb) => eb.fn.countAll<number>().as('count')])
          .where(monthOf('date'), '>=', fromMonth)
          .groupBy(monthOf('date'))
          .execute();
        return new Map(rows.map((row) => [row.month, Number(row.count)]));
      };
      return { reviews: await perMonth('reviews'), forumQuestions: await perMonth('forum_posts') };
    },
  };
}
