// How a page's code is fetched. The app gets the loader as a prop: federation in the browser
// (remotes/federation-loader.ts), a stub in tests, so components never import the federation runtime.
import { createContext, lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PageModule = { default: ComponentType };

/** Resolves a module id such as 'catalogue/tool-search-page' to the page module. */
export interface PageLoader {
  (moduleId: string): Promise<PageModule | null | undefined>;
  /** Forgets what the loader remembers of a remote (a failed manifest), so a retry asks the network again. */
  reset?(remote: string): void;
}

export const PageLoaderContext = createContext<PageLoader>(() => Promise.reject(new Error('No page loader')));

// One lazy component per loader and module: React.lazy remembers a failure, so a retry drops the entry.
const lazyPages = new WeakMap<PageLoader, Map<string, LazyExoticComponent<ComponentType>>>();

function cacheOf(loader: PageLoader) {
  let cache = lazyPages.get(loader);
  if (!cache) lazyPages.set(loader, (cache = new Map()));
  return cache;
}

export function lazyPage(loader: PageLoader, moduleId: string): LazyExoticComponent<ComponentType> {
  const cache = cacheOf(loader);
  let page = cache.get(moduleId);
  if (!page) {
    page = lazy(async () => {
      const module = await loader(moduleId);
      if (!module?.default) throw new Error(`${moduleId} did not load`);
      return module;
    });
    cache.set(moduleId, page);
  }
  return page;
}

export function forgetPage(loader: PageLoader, moduleId: string): void {
  cacheOf(loader).delete(moduleId);
}
