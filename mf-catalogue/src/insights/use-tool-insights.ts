// The figures of the tools the signed-in provider manages, for one period (GET /insights/tools).
import { api, useQuery, type InsightPeriod, type ToolInsights } from 'shared';

export function useToolInsights(period: InsightPeriod) {
  return useQuery<ToolInsights>(['toolInsights', period.from, period.to], (signal) =>
    api.get<ToolInsights>('insights/tools', { from: period.from, to: period.to }, { signal }),
  );
}
