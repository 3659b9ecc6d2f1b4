// Renders a public page on the server within a time budget (docs/server-rendering.md), kept while nothing it shows
// changed (rendered-pages.ts). Anything that goes wrong (no server build, a broken or slow one, a failed query)
// gives null: the site then sends the page as before, to be rendered in the browser, and logs why. A visitor never
// gets a broken page from it.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isServerRendered, matchRoute, type RenderedPage, type RuntimeConfig } from 'shared/contracts';
import type { DataVersion } from '../../db/read-cache.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { createRenderedPages } from './rendered-pages.ts';
import { createServerBuilds } from './server-builds.ts';

export interface PageRendererOptions {
  app: FastifyInstance;
  webRoot: string;
  runtimeConfig: RuntimeConfig;
  /** How long a page may take on the server before the browser renders it instead; 0 turns server rendering off. */
  budgetMs: number;
  /** The database's data version; without it no rendered page is kept. */
  dataVersion: DataVersion | null;
  log: FastifyBaseLogger;
}

export type RenderPageAt = (url: string, visitorAddress: string) => Promise<RenderedPage | null>;

export interface PageRenderer {
  /** The page at an address (path and query) rendered on the server, or null: the browser renders it. */
  render: RenderPageAt;
  /**
   * Loads the server builds by rendering the pages at these addresses once, without a budget, so the first
   * visitors after a start do not wait for it (and get a rendered page).
   */
  warm(urls: string[]): Promise<void>;
}

const REMOTE_BUILD_FETCH_TIMEOUT_MS = 10_000;

/**
 * The promise's value, or a rejection once `ms` passed (the signal then aborts what is still running). The timer
 * cannot interrupt work that gives the event loop no turn (a new build evaluated at once): `deadline` lets the work
 * see for itself that its time is up.
 */
async function withinBudget<T>(ms: number, run: (signal: AbortSignal, deadline: number) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const deadline = performance.now() + ms;
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`took longer than ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal, deadline), overBudget]);
  } finally {
    clearTimeout(timer);
  }
}

export function createPageRenderer({ app, webRoot, runtimeConfig, budgetMs, dataVersion, log }: PageRendererOptions): PageRenderer {
  // A remote's build from another host may take longer than a page's budget to arrive: that page is rendered in the
  // browser, and the download goes on, so the next page has it.
  const builds = createServerBuilds({ webRoot, runtimeConfig, fetchTimeoutMs: REMOTE_BUILD_FETCH_TIMEOUT_MS });
  const pages = createRenderedPages();
  const apiBasePath = new URL(runtimeConfig.apiBaseUrl, 'http://site.invalid').pathname;

  async function render(url: string, visitorAddress: string, signal: AbortSignal, deadline = Number.POSITIVE_INFINITY): Promise<RenderedPage | null> {
    const { entry } = matchRoute(new URL(url, 'http://site.invalid').pathname);
    const found = await builds.forPage(entry.remote);
    if (!found || (entry.remote !== 'shell' && !found.remote)) return null;
    // Evaluating a new build runs at once, so the budget's timer cannot interrupt it: the render does not start late.
    if (performance.now() > deadline) throw new Error(`took longer than the budget before the render could start`);
    const { renderPage, remote } = found;
    const request = {
      url,
      config: runtimeConfig,
      apiFetch: inProcessFetch(app, apiBasePath, visitorAddress),
      remotes: remote && entry.remote !== 'shell' ? { [entry.remote]: remote } : {},
      signal,
    };
    if (dataVersion === null) return renderPage(request);
    // Read before the render: a write that lands meanwhile makes the kept page stale-stamped, never stale.
    const stamp = `${found.shellVersion}/${remote?.version ?? ''}/${dataVersion()}`;
    return pages.get(url, stamp, () => renderPage(request));
  }

  const serverRendered = (url: string) => budgetMs > 0 && isServerRendered(matchRoute(new URL(url, 'http://site.invalid').pathname).entry);

  return {
    async render(url, visitorAddress) {
      if (!serverRendered(url)) return null;
      try {
        return await withinBudget(budgetMs, (signal, deadline) => render(url, visitorAddress, signal, deadline));
      } catch (error) {
        log.warn({ err: error, url }, 'Page rendered in the browser: the server could not render it');
        return null;
      }
    },
    async warm(urls) {
      for (const url of urls.filter(serverRendered)) {
        await render(url, '127.0.0.1', new AbortController().signal).catch((error: unknown) =>
          log.warn({ err: error, url }, 'Server rendering could not warm up'),
        );
      }
    },
  };
}
