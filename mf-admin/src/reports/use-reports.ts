// The open reports for the admin (GET /reports, oldest first, each with its item in context).
import { api, useQuery, type OpenReport } from 'shared';

export function useReports() {
  return useQuery(['reports'], (signal) => api.list<OpenReport>('reports', undefined, { signal }));
}
