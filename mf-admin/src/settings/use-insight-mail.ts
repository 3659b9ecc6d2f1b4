// The admin's own choice of the weekly mail with the week's figures (GET and PUT /insights/mail).
import { api, useMutation, useQuery, type InsightMailChoice } from 'shared';

export function useInsightMail() {
  return useQuery(['insightMail'], (signal) => api.get<InsightMailChoice>('insights/mail', undefined, { signal }));
}

export function useSaveInsightMail() {
  return useMutation((choice: InsightMailChoice) => api.put<InsightMailChoice>('insights/mail', choice));
}
