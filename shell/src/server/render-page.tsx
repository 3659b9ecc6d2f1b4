// The shell's server build (docs/server-rendering.md): the site's server calls renderPage for every public page.
// The async boundary lets the federation runtime offer React and the other singletons before any page code runs,
// as index.ts does in the browser.
import type { PageRenderRequest, RenderedPage } from 'shared';

export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
  const { render } = await import('./render.tsx');
  return render(request);
}
