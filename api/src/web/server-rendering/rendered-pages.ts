// Pages rendered on the server, kept while nothing they show can have changed (docs/server-rendering.md): the
// same address, the same server builds (the shell's and the page's remote's versions) and the same data version of
// the database (any write to a table a page may read makes every kept page stale; a page view writes none of them).
// Every visitor of a public page gets the same HTML (it is rendered for no one in particular), so one render serves
// them all until a write. A kept page is also dropped after a minute, for the little that depends on the clock (the
// footer's year), and the oldest go first when the pages kept pass a size bound. What the page's document read of
// the database for it (its title, description, …) is kept with it, under the data version it was read at, so the
// document of a kept page reads nothing either.
import type { RenderedPage } from 'shared/contracts';

export const RENDERED_PAGES_MAX_BYTES = 8 * 1024 * 1024;
export const RENDERED_PAGE_MAX_AGE_MS = 60_000;

/** A page the server rendered, its data serialised once: that string is sized here and goes into the document. */
export interface ServerPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The page's style elements, for the head. */
  styles: string;
  /** The page's data (every query's answer by query id) as JSON. */
  dataJson: string;
}

export function serverPageOf(rendered: RenderedPage): ServerPage {
  return { html: rendered.html, styles: rendered.styles, dataJson: JSON.stringify(rendered.data) };
}

/** What the page's document read of the database for it, and the data version read before it. */
export interface KeptFacts<F> {
  version: string;
  value: F;
}

interface Kept<F> {
  stamp: string;
  at: number;
  bytes: number;
  page: ServerPage;
  facts: KeptFacts<F> | null;
}

export function createRenderedPages<F>(now: () => number = Date.now) {
  const kept = new Map<string, Kept<F>>();
  const rendering = new Map<string, { stamp: string; page: Promise<ServerPage | null> }>();
  let bytes = 0;

  function forget(url: string): void {
    const entry = kept.get(url);
    if (!entry) return;
    bytes -= entry.bytes;
    kept.delete(url);
  }

  function keep(url: string, stamp: string, page: ServerPage, facts: KeptFacts<F> | null): void {
    forget(url);
    // The facts are left out of the size: they are a few lines of the page's own text.
    const size = page.html.length + page.styles.length + page.dataJson.length;
    if (size > RENDERED_PAGES_MAX_BYTES / 8) return;
    while (kept.size > 0 && bytes + size > RENDERED_PAGES_MAX_BYTES) forget(kept.keys().next().value as string);
    kept.set(url, { stamp, at: now(), bytes: size, page, facts });
    bytes += size;
  }

  return {
    /** The facts kept with the page at this address, when they were read at this data version. */
    facts(url: string, version: string): F | undefined {
      const facts = kept.get(url)?.facts;
      return facts?.version === version ? facts.value : undefined;
    },
    /**
     * The page kept for this address and stamp (builds and data version), else rendered once (renders of the same
     * address and stamp under way at the same time share one). A page that could not be rendered (null) is not kept.
     * `facts`, when given, are kept with the page.
     */
    async get(url: string, stamp: string, render: () => Promise<ServerPage | null>, facts: KeptFacts<F> | null = null): Promise<ServerPage | null> {
      const hit = kept.get(url);
      if (hit && hit.stamp === stamp && now() - hit.at < RENDERED_PAGE_MAX_AGE_MS) {
        if (facts) hit.facts = facts;
        return hit.page;
      }
      const running = rendering.get(url);
      if (running?.stamp === stamp) return running.page;
      const page = render();
      rendering.set(url, { stamp, page });
      try {
        const rendered = await page;
        if (rendered) keep(url, stamp, rendered, facts);
        return rendered;
      } finally {
        if (rendering.get(url)?.page === page) rendering.delete(url);
      }
    },
  };
}
