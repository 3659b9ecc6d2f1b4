// A page whose code loads on demand, like React.lazy, but that renders at once when its code is already there.
// A server-rendered page is hydrated after its code has loaded (bootstrap.tsx) and rendered on the server the same
// way: the first render then shows the page, not a fallback, and matches the HTML.
import { createElement, lazy, useState, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export interface PreloadablePage {
  Page: ComponentType;
  /** Loads the code; a failure is forgotten, so the next call tries again. */
  preload(): Promise<void>;
}

export function preloadable(load: () => Promise<PageModule | null | undefined>, name: string): PreloadablePage {
  let loaded: ComponentType | null = null;
  let loading: Promise<PageModule> | null = null;
  const start = () =>
    (loading ??= load()
      .then((module) => {
        if (!module?.default) throw new Error(`${name} did not load`);
        loaded = module.default;
        return module;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  const Lazy = lazy(start);
  function Page() {
    // Decided once per mount: switching from the lazy wrapper to the component itself would mount the page again.
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct) : createElement(Lazy);
  }
  Page.displayName = `Preloadable(${name})`;
  return { Page, preload: async () => void (await start()) };
}
