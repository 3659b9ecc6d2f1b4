// Which pages the site's server renders (docs/server-rendering.md): the public pages a search engine may index.
// Personal, guarded and technical pages stay rendered in the browser, so no one's data is ever in a page's HTML.
import type { RemoteName } from './apps.ts';
import type { RuntimeConfig } from './schemas/runtime-config.ts';
import { ROUTES, type RouteEntry } from './routes.ts';

/** The script element (type application/json) that carries a server-rendered page's query answers. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export function isServerRendered(entry: RouteEntry): boolean {
  return entry.meta.index && entry.guard === 'anyone';
}

/** The apps that own a server-rendered page ('shell' for the shell's own pages): the apps with a server build. */
export function serverRenderedApps(): (RemoteName | 'shell')[] {
  return [...new Set(ROUTES.filter(isServerRendered).map((entry) => entry.remote))];
}

/** A remote's server build as the site's server found it through the remote's manifest. */
export interface ServerRemote {
  /** Changes with every deploy of the remote: a new version is loaded at the next page. */
  version: string;
  /** The remote's container (its remoteEntry.js, evaluated). */
  load(): Promise<unknown>;
}

/** What the site's server asks the shell's server build (shell/dist/server/server.cjs, `renderPage`). */
export interface PageRenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The runtime configuration the browser gets with the page. */
  config: RuntimeConfig;
  /** Answers the API client's requests (any origin, path under the configured API base) in the server's process. */
  apiFetch: typeof fetch;
  /** The server build of each remote that has one. */
  remotes: Partial<Record<RemoteName, ServerRemote>>;
  /** Aborted when the page took too long: the render stops and the browser renders the page. */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The page's style elements, for the head. */
  styles: string;
  /** Every query's answer the page was rendered with, by query id (shared/src/data/use-query.ts). */
  data: Record<string, unknown>;
}
