// Renders a public page on the server within a time budget (docs/server-rendering.md), kept while nothing it shows
// changed (rendered-pages.ts). Anything that goes wrong (no server build, a broken or slow one, a failed query)
// gives no page: the site then sends the page as before, to be rendered in the browser, and logs why. A visitor
// never gets a broken page from it. What the page's document reads of the database (whether the page exists, its
// title, …) is read here first, as the caller's `describe`, so that it is kept with the rendered page: the document
// of a kept page reads nothing. A page that does not exist is not rendered.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isServerRendered, matchRoute, type RouteEntry, type RuntimeConfig } from 'shared/contracts';
import type { DataVersion } from '../../db/read-cache.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { createRenderedPages, serverPageOf, type KeptFacts, type ServerPage } from './rendered-pages.ts';
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

/** What a page's document says of it, read from the database: a page whose status is not 200 is not rendered. */
export interface DescribedPage {
  status: number;
}

export interface PageRendering<F> {
  /** What `describe` answered: read for this page, or kept with its rendered page under the same data version. */
  facts: F;
  /** The page rendered on the server, or null: the browser renders it. */
  page: ServerPage | null;
}

/**
 * The page at an address (path and query): `describe` reads what its document says of it, unless that was kept
 * with the page, and the page is rendered on the server when it may be.
 */
export type RenderPageAt<F extends DescribedPage> = (url: string, visitorAddress: string, describe: () => Promise<F>) => Promise<PageRendering<F>>;

export interface PageRenderer<F extends DescribedPage> {
  render: RenderPageAt<F>;
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

export function createPageRenderer<F extends DescribedPage>({ app, webRoot, runtimeConfig, budgetMs, dataVersion, log }: PageRendererOptions): PageRenderer<F> {
  // A remote's build from another host may take longer than a page's budget to arrive: that page is rendered in the
  // browser, and the download goes on, so the next page has it.
  const builds = createServerBuilds({ webRoot, runtimeConfig, fetchTimeoutMs: REMOTE_BUILD_FETCH_TIMEOUT_MS });
  const pages = createRenderedPages<F>();
  const apiBasePath = new URL(runtimeConfig.apiBaseUrl, 'http://site.invalid').pathname;

  const routeOf = (url: string) => matchRoute(new URL(url, 'http://site.invalid').pathname).entry;
  const serverRendered = (entry: RouteEntry) => budgetMs > 0 && isServerRendered(entry);

  /**
   * `version` is the data version read before anything of the page (null: no page is kept); a write that lands
   * meanwhile makes the kept page and its facts stale-stamped, never stale.
   */
  async function renderRoute(
    url: string,
    entry: RouteEntry,
    visitorAddress: string,
    signal: AbortSignal,
    deadline: number,
    version: string | null,
    facts: KeptFacts<F> | null,
  ): Promise<ServerPage | null> {
    const found = await builds.forPage(entry.remote);
    if (!found || (entry.remote !== 'shell' && !found.remote)) return null;
    // Evaluating a new build runs at once, so the budget's timer cannot interrupt it: the render does not start late.
    if (performance.now() > deadline) throw new Error(`took longer than the budget before the render could start`);
    const { renderPage, remote } = found;
    const request = {
      url,
      config: runtimeConfig,
      apiFetch: inProcessFetch(app, apiBasePath, visitorAddress),
      remotes: remote ? { [entry.remote]: remote } : {},
      signal,
    };
    const render = async () => {
      const rendered = await renderPage(request);
      return rendered && serverPageOf(rendered);
    };
    if (version === null) return render();
    return pages.get(url, `${found.shellVersion}/${remote?.version ?? ''}/${version}`, render, facts);
  }

  return {
    async render(url, visitorAddress, describe) {
      const entry = routeOf(url);
      if (!serverRendered(entry)) return { facts: await describe(), page: null };
      const version = dataVersion?.() ?? null;
      const facts = (version === null ? undefined : pages.facts(url, version)) ?? (await describe());
      if (facts.status !== 200) return { facts, page: null };
      try {
        const kept = version === null ? null : { version, value: facts };
        const page = await withinBudget(budgetMs, (signal, deadline) => renderRoute(url, entry, visitorAddress, signal, deadline, version, kept));
        return { facts, page };
      } catch (error) {
        log.warn({ err: error, url }, 'Page rendered in the browser: the server could not render it');
        return { facts, page: null };
      }
    },
    async warm(urls) {
      for (const url of urls) {
        const entry = routeOf(url);
        if (!serverRendered(entry)) continue;
        await renderRoute(url, entry, '127.0.0.1', new AbortController().signal, Number.POSITIVE_INFINITY, dataVersion?.() ?? null, null).catch((error: unknown) =>
          log.warn({ err: error, url }, 'Server rendering could not warm up'),
        );
      }
    },
  };
}
