// Renders a public page on the server within a time budget (docs/server-rendering.md). Anything that goes wrong (no
// server build, a broken or slow one, a failed query) gives null: the site then sends the page as before, to be
// rendered in the browser, and logs why. A visitor never gets a broken page from it.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isServerRendered, matchRoute, type RenderedPage, type RuntimeConfig } from 'shared/contracts';
import { inProcessFetch } from './in-process-fetch.ts';
import { createServerBuilds } from './server-builds.ts';

export interface PageRendererOptions {
  app: FastifyInstance;
  webRoot: string;
  runtimeConfig: RuntimeConfig;
  /** How long a page may take on the server before the browser renders it instead; 0 turns server rendering off. */
  budgetMs: number;
  log: FastifyBaseLogger;
}

export type PageRenderer = (url: string, visitorAddress: string) => Promise<RenderedPage | null>;

export function createPageRenderer({ app, webRoot, runtimeConfig, budgetMs, log }: PageRendererOptions): PageRenderer {
  const builds = createServerBuilds({ webRoot, runtimeConfig, fetchTimeoutMs: budgetMs });
  const apiBasePath = new URL(runtimeConfig.apiBaseUrl, 'http://site.invalid').pathname;

  async function render(url: string, visitorAddress: string, signal: AbortSignal): Promise<RenderedPage | null> {
    const { entry } = matchRoute(new URL(url, 'http://site.invalid').pathname);
    if (!isServerRendered(entry)) return null;
    const found = await builds.forPage(entry.remote);
    if (!found || (entry.remote !== 'shell' && !found.remote)) return null;
    const { renderPage, remote } = found;
    return renderPage({
      url,
      config: runtimeConfig,
      apiFetch: inProcessFetch(app, apiBasePath, visitorAddress),
      remotes: remote && entry.remote !== 'shell' ? { [entry.remote]: remote } : {},
      signal,
    });
  }

  return async (url, visitorAddress) => {
    if (budgetMs <= 0) return null;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`took longer than ${budgetMs} ms`);
        controller.abort(error);
        reject(error);
      }, budgetMs);
    });
    try {
      return await Promise.race([render(url, visitorAddress, controller.signal), overBudget]);
    } catch (error) {
      log.warn({ err: error, url }, 'Page rendered in the browser: the server could not render it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
