// Pages rendered on the server, kept while nothing they show can have changed (docs/server-rendering.md): the
// same address, the same server builds (the shell's and the page's remote's versions) and the same data version of
// the database (any write to a table a page may read makes every kept page stale; a page view writes none of them).
// Every visitor of a public page gets the same HTML (it is rendered for no one in particular), so one render serves
// them all until a write. A kept page is also dropped after a minute, for the little that depends on the clock (the
// footer's year), and the oldest go first when the pages kept pass a size bound.
import type { RenderedPage } from 'shared/contracts';

export const RENDERED_PAGES_MAX_BYTES = 8 * 1024 * 1024;
export const RENDERED_PAGE_MAX_AGE_MS = 60_000;

interface Kept {
  stamp: string;
  at: number;
  bytes: number;
  page: RenderedPage;
}

export function createRenderedPages(now: () => number = Date.now) {
  const kept = new Map<string, Kept>();
  const rendering = new Map<string, { stamp: string; page: Promise<RenderedPage | null> }>();
  let bytes = 0;

  function forget(url: string): void {
    const entry = kept.get(url);
    if (!entry) return;
    bytes -= entry.bytes;
    kept.delete(url);
  }

  function keep(url: string, stamp: string, page: RenderedPage): void {
    forget(url);
    const size = page.html.length + page.styles.length + JSON.stringify(page.data).length;
    if (size > RENDERED_PAGES_MAX_BYTES / 8) return;
    while (kept.size > 0 && bytes + size > RENDERED_PAGES_MAX_BYTES) forget(kept.keys().next().value as string);
    kept.set(url, { stamp, at: now(), bytes: size, page });
    bytes += size;
  }

  return {
    /**
     * The page kept for this address and stamp (builds and data version), else rendered once (renders of the same
     * address and stamp under way at the same time share one). A page that could not be rendered (null) is not kept.
     */
    async get(url: string, stamp: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
      const hit = kept.get(url);
      if (hit && hit.stamp === stamp && now() - hit.at < RENDERED_PAGE_MAX_AGE_MS) return hit.page;
      const running = rendering.get(url);
      if (running?.stamp === stamp) return running.page;
      const page = render();
      rendering.set(url, { stamp, page });
      try {
        const rendered = await page;
        if (rendered) keep(url, stamp, rendered);
        return rendered;
      } finally {
        if (rendering.get(url)?.page === page) rendering.delete(url);
      }
    },
  };
}
