// What the tool's provider and keyword choices offer: an admin chooses among all providers, a provider among its
// own (the unapproved ones shown disabled, with their state); the keywords are the whole list.
import { api, KEYWORD_LIST_LIMIT, useQuery, type Keyword, type Provider } from 'shared';

export interface ToolFormOptions {
  status: 'loading' | 'loaded' | 'failed';
  providers: Provider[];
  keywords: Keyword[];
  error: unknown;
}

export function useToolFormOptions(isAdmin: boolean): ToolFormOptions {
  const providers = useQuery(['toolFormProviders', isAdmin], async (signal) => (await api.list<Provider>(isAdmin ? 'providers' : 'providers/mine', undefined, { signal })).data);
  const keywords = useQuery(['keywords'], async (signal) =>
    (await api.list<Keyword>('keywords', { limit: KEYWORD_LIST_LIMIT, offset: 0 }, { signal })).data,
  );
  const failed = providers.status === 'failed' ? providers.error : keywords.status === 'failed' ? keywords.error : null;
  const loaded = providers.status === 'loaded' && keywords.status === 'loaded';
  return {
    status: failed !== null ? 'failed' : loaded ? 'loaded' : 'loading',
    providers: providers.data ?? [],
    keywords: keywords.data ?? [],
    error: failed,
  };
}
