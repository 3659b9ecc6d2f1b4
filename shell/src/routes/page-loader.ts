// How a page's code is fetched. The app gets the loader as a prop: federation in the browser
// (remotes/federation-loader.ts) and on the site's server (server/server-remotes.ts), a stub in tests, so
// components never import the federation runtime.
import { createContext, type ComponentType } from 'react';
import { preloadable, type PageModule, type PreloadablePage } from './preloadable.ts';

export type { PageModule };

/** Resolves a module id such as 'catalogue/tool-search-page' to the page module. */
export interface PageLoader {
  (moduleId: string): Promise<PageModule | null | undefined>;
  /** Forgets what the loader remembers of a remote (a failed manifest), so a retry asks the network again. */
  reset?(remote: string): void;
}

export const PageLoaderContext = createContext<PageLoader>(() => Promise.reject(new Error('No page loader')));

// One page per loader and module: a failed load is forgotten, so a retry asks the loader again.
const pages = new WeakMap<PageLoader, Map<string, PreloadablePage>>();

function pageOf(loader: PageLoader, moduleId: string): PreloadablePage {
  let cache = pages.get(loader);
  if (!cache) pages.set(loader, (cache = new Map()));
  let page = cache.get(moduleId);
  if (!page) cache.set(moduleId, (page = preloadable(() => loader(moduleId), moduleId)));
  return page;
}

export function lazyPage(loader: PageLoader, moduleId: string): ComponentType {
  return pageOf(loader, moduleId).Page;
}

/** Loads a page's code before the first render (a server-rendered page is hydrated with its code there). */
export function preloadPage(loader: PageLoader, moduleId: string): Promise<void> {
  return pageOf(loader, moduleId).preload();
}

export function forgetPage(loader: PageLoader, moduleId: string): void {
  pages.get(loader)?.delete(moduleId);
}
