// The admin's figures of one period (GET /insights?from&to): totals against the period just before, every day, and
// the top lists. A new period aborts the request of the old one.
import { api, useQuery, type InsightPeriod, type InsightReport } from 'shared';

export function useInsightReport(period: InsightPeriod) {
  return useQuery(['insights', period.from, period.to], (signal) => api.get<InsightReport>('insights', { from: period.from, to: period.to }, { signal }));
}
