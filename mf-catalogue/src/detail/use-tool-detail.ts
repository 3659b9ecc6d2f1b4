// Loads everything the detail page shows: the tool, then in parallel its keywords, reviews and provider.
// A missing tool (404, or an id the API refuses) is 'missing'; a bad id is never sent to the API.
import { useAuthSession } from 'shared-core';
import { api, isMissingResource, isResourceId, requestIdOf, useQuery, type AiTool, type AiToolKeyword, type Provider, type Review } from 'shared';

export type ToolDetail =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'loaded';
      tool: AiTool;
      keywords: AiToolKeyword[];
      provider: Provider | null;
      /** null: the reviews could not be loaded (the tool still shows). */
      reviews: Review[] | null;
      /** The id of the failed reviews request, for its error box. */
      reviewsRequestId: string | null;
    };

type Loaded = Extract<ToolDetail, { status: 'loaded' }>;

async function loadToolDetail(id: string, signal: AbortSignal): Promise<Loaded> {
  const options = { signal };
  const keywords = api.list<AiToolKeyword>(`aiToolKeywords/aiTool/${id}`, undefined, options);
  // An unapproved tool has no reviews (the API answers 404 for them): that failure only empties the list.
  const reviews = api.list<Review>(`reviews/AI-tool/${id}`, undefined, options);
  // The secondary reads fail with the tool when it is missing; that failure is reported once, by the tool.
  keywords.catch(() => undefined);
  reviews.catch(() => undefined);
  const tool = await api.get<AiTool>(`aiTools/${id}`, undefined, options);
  const provider = api.get<Provider>(`providers/${tool.provider_id}`, undefined, options);
  const [keywordList, reviewList, providerResult] = await Promise.allSettled([keywords, reviews, provider]);
  return {
    status: 'loaded',
    tool,
    keywords: keywordList.status === 'fulfilled' ? keywordList.value.data : [],
    reviews: reviewList.status === 'fulfilled' ? reviewList.value.data : null,
    reviewsRequestId: reviewList.status === 'rejected' ? requestIdOf(reviewList.reason) : null,
    provider: providerResult.status === 'fulfilled' ? providerResult.value : null,
  };
}

export function useToolDetail(id: string | undefined): ToolDetail {
  const valid = isResourceId(id);
  // The owner and admins also see an unapproved tool: read it again when someone logs in or out.
  const userId = useAuthSession((session) => (session.accessToken === null ? null : session.id));
  const query = useQuery(valid ? ['tool', id, userId] : null, (signal) => loadToolDetail(id!, signal));
  if (!valid) return { status: 'missing' };
  if (query.status === 'failed') return isMissingResource(query.error) ? { status: 'missing' } : { status: 'failed', error: query.error };
  // Read again after a write (a review): the page keeps showing this tool meanwhile, and its forms stay open.
  if (query.status === 'loading') return query.data?.tool.id === Number(id) ? query.data : { status: 'loading' };
  return query.data;
}
