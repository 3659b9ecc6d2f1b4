// The data a server-rendered page was rendered with (docs/server-rendering.md). On the site's server every query of
// the page loads through here once per render, and what loaded travels inline with the HTML; in the browser the
// first render takes it from there, so the page hydrates with the same data and asks the API nothing again. It is
// a context of the singleton core because the shell provides it and the remotes' copies of the kit read it.
import { createContext } from 'react';

export interface PageDataSource {
  /** 'server' while the site's server renders the page; 'browser' while the browser hydrates it. */
  readonly side: 'server' | 'browser';
  /** Server: the query's answer, loaded once per render (React waits for the promise). */
  load(id: string, loader: () => Promise<unknown>): Promise<unknown>;
  /** Browser: the answer the server rendered the query with, while the page is being hydrated. */
  take(id: string): { data: unknown } | undefined;
}

export const PageDataContext = createContext<PageDataSource | null>(null);
