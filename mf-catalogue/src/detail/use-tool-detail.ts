// Loads everything the detail page shows: the tool, then in parallel its keywords, reviews and provider.
// A missing tool (404, or an id the API refuses) is 'missing'; a bad id is never sent to the API.
import { useEffect, useState } from 'react';
import { api, isMissingResource, isResourceId, type AiTool, type AiToolKeyword, type Provider, type Review } from 'shared';

export type ToolDetail =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'loaded';
      tool: AiTool;
      keywords: AiToolKeyword[];
      provider: Provider | null;
      reviews: Review[] | null;
    };

export function useToolDetail(id: string | undefined): ToolDetail {
  const [state, setState] = useState<ToolDetail>({ status: 'loading' });

  useEffect(() => {
    if (!isResourceId(id)) {
      setState({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    const options = { signal: controller.signal };
    setState({ status: 'loading' });
    const keywords = api.list<AiToolKeyword>(`aiToolKeywords/aiTool/${id}`, undefined, options);
    const reviews = api.list<Review>(`reviews/AI-tool/${id}`, undefined, options);
    // The secondary reads fail with the tool when it is missing; that failure is reported once, below.
    keywords.catch(() => undefined);
    reviews.catch(() => undefined);
    api
      .get<AiTool>(`aiTools/${id}`, undefined, options)
      .then(async (tool) => {
        const provider = api.get<Provider>(`providers/${tool.provider_id}`, undefined, options);
        const [keywordList, reviewList, providerResult] = await Promise.allSettled([keywords, reviews, provider]);
        if (controller.signal.aborted) return;
        setState({
          status: 'loaded',
          tool,
          keywords: keywordList.status === 'fulfilled' ? keywordList.value.data : [],
          reviews: reviewList.status === 'fulfilled' ? reviewList.value.data : null,
          provider: providerResult.status === 'fulfilled' ? providerResult.value : null,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isMissingResource(error) ? { status: 'missing' } : { status: 'failed', error });
      });
    return () => controller.abort();
  }, [id]);

  return state;
}
